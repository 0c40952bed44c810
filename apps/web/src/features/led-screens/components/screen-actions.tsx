import { DownOutlined } from '@ant-design/icons';
import type { LedScreen } from '@lamplighter/contract';
import { Button, Dropdown, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../shared/table/row-actions';
import { useScreenCommands } from './use-screen-commands';

/** The actions as a menu under one button. */
function CommandMenu({ actions, children }: { actions: readonly RowAction[]; children: ReactNode }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map(({ key, label, danger, disabled }) => ({ key, label, danger, disabled })),
        onClick: ({ key }) => actions.find((action) => action.key === key)?.run(),
      }}
    >
      {children}
    </Dropdown>
  );
}

/** One screen's commands, under one link: a row has room for no more. */
export function ScreenRowActions({
  screen,
  onSent,
}: {
  screen: LedScreen;
  onSent: (commandId: number) => void;
}) {
  const { t } = useTranslation();
  const { actions, dialogs } = useScreenCommands([screen], onSent);
  return (
    <>
      <CommandMenu actions={actions}>
        <Button type="link" size="small">
          {t('ledScreen.commands')} <DownOutlined />
        </Button>
      </CommandMenu>
      {dialogs}
    </>
  );
}

/** The commands for the screens chosen in the list, all at once. */
export function SelectionActions({
  screens,
  onSent,
  onClear,
}: {
  screens: readonly LedScreen[];
  onSent: (commandId: number) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { actions, dialogs } = useScreenCommands(screens, onSent);
  return (
    <Flex wrap gap={8} align="center" className="led-selection">
      <Typography.Text>{t('ledScreen.selected', { count: screens.length })}</Typography.Text>
      <CommandMenu actions={actions}>
        <Button type="primary">
          {t('ledScreen.commandsSelected')} <DownOutlined />
        </Button>
      </CommandMenu>
      <Button type="link" onClick={onClear}>
        {t('ledScreen.clearSelection')}
      </Button>
      {dialogs}
    </Flex>
  );
}
