import { Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../auth/permissions';
import { RowActions } from './row-actions';

/** What a row's edit and delete do, and how they read. */
export interface EditDeleteHandlers {
  onEdit: () => void;
  onDelete: () => void;
  /** Instead of Edit (Rename, say). */
  editLabel?: string;
  /** Both shown but disabled, `hint` saying why. */
  disabled?: boolean;
  hint?: string;
}

/**
 * The actions column of a list whose rows are edited and deleted: each action only for a role that
 * holds its key, no column at all for a role that may do neither (a demo account). `compact` (a
 * phone) keeps edit, delete behind the row's ⋯.
 */
export function useEditDeleteColumn<T>({
  keys,
  labels,
  handlersOf,
  compact,
}: {
  keys: { update: string; delete: string };
  labels: { title: string; delete: string };
  handlersOf: (row: T) => EditDeleteHandlers;
  compact: boolean;
}): ColumnType<T>[] {
  const { t } = useTranslation();
  const mayUpdate = usePermission(keys.update);
  const mayDelete = usePermission(keys.delete);
  if (!mayUpdate && !mayDelete) return [];
  return [
    {
      title: labels.title,
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_, row) => {
        const { onEdit, onDelete, editLabel, disabled, hint } = handlersOf(row);
        const actions = [
          ...(mayUpdate
            ? [{ key: 'edit', label: editLabel ?? t('common.edit'), disabled, run: onEdit }]
            : []),
          ...(mayDelete
            ? [{ key: 'delete', label: labels.delete, danger: true, disabled, run: onDelete }]
            : []),
        ];
        const cell = <RowActions actions={actions} compact={compact} />;
        return hint ? (
          <Tooltip title={hint}>
            <span>{cell}</span>
          </Tooltip>
        ) : (
          cell
        );
      },
    },
  ];
}
