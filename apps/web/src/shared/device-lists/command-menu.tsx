import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../table/row-actions';
import './device-lists.css';

/** Actions as a menu under one button. */
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

/** One device's commands under one link (a row has room for no more), with their dialogs. */
export function RowCommands({ actions, dialogs }: { actions: readonly RowAction[]; dialogs: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <CommandMenu actions={actions}>
        <Button type="link" size="small">
          {t('deviceList.commands')} <DownOutlined />
        </Button>
      </CommandMenu>
      {dialogs}
    </>
  );
}

/** The commands for the devices chosen in a list, all at once: how many, the menu, and a way out. */
export function SelectionCommands({
  selected,
  actions,
  dialogs,
  onClear,
}: {
  /** "3 screens selected", in the list's words. */
  selected: string;
  actions: readonly RowAction[];
  dialogs: ReactNode;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={8} align="center" className="device-selection">
      <Typography.Text>{selected}</Typography.Text>
      <CommandMenu actions={actions}>
        <Button type="primary">
          {t('deviceList.commandsSelected')} <DownOutlined />
        </Button>
      </CommandMenu>
      <Button type="link" onClick={onClear}>
        {t('deviceList.clearSelection')}
      </Button>
      {dialogs}
    </Flex>
  );
}
