import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Something the user may do to a row; what the user may not do is left out by the caller. */
export interface RowAction {
  key: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * A row's actions as links, the first ones first. `inline` caps how many: the others go under More,
 * which never holds a single action (its button would take the room of the link); `wrap` lets the
 * links wrap in a narrow column. `compact` (a phone) keeps the first action only, on one line with
 * a narrow ⋯ button that holds the others.
 */
export function RowActions({
  actions,
  inline = actions.length,
  wrap = false,
  compact = false,
}: {
  actions: readonly RowAction[];
  inline?: number;
  wrap?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const shown = compact
    ? actions.slice(0, 1)
    : actions.length > inline + 1
      ? actions.slice(0, inline)
      : actions;
  const more = actions.slice(shown.length);
  return (
    <Space size={0} wrap={wrap && !compact}>
      {shown.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          disabled={action.disabled}
          onClick={action.run}
        >
          {action.label}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map(({ key, label, danger, disabled }) => ({ key, label, danger, disabled })),
            onClick: ({ key }) => more.find((action) => action.key === key)?.run(),
          }}
        >
          {compact ? (
            <Button type="link" size="small" icon={<EllipsisOutlined />} aria-label={t('table.more')} />
          ) : (
            <Button type="link" size="small">
              {t('table.more')} <DownOutlined />
            </Button>
          )}
        </Dropdown>
      )}
    </Space>
  );
}
