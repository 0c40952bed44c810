import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketAction } from './use-ticket-actions';

/** How many actions a row shows as links; the rest are under More. */
const INLINE = 2;

/** A row's actions: the first `shown` as links, the others in a menu, so that the column stays narrow. */
export function TicketRowActions({ actions, shown = INLINE }: { actions: TicketAction[]; shown?: number }) {
  const { t } = useTranslation();
  const inline = actions.length > shown + 1 ? actions.slice(0, shown) : actions;
  const more = actions.slice(inline.length);
  return (
    <Space size={0}>
      {inline.map((action) => (
        <Button key={action.key} type="link" size="small" danger={action.danger} onClick={action.run}>
          {action.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
            onClick: ({ key }) => more.find((action) => action.key === key)?.run(),
          }}
        >
          <Button type="link" size="small">
            {t('ticket.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
