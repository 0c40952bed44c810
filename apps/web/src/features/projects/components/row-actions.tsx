import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { type EditDeleteHandlers, useEditDeleteColumn } from '../../../shared/table/edit-delete-column';

/**
 * The actions column of a project or group list: edit (or rename) and delete of a row, each only
 * for a role that holds its key; `compact` on a phone.
 */
export function useActionsColumn<T>(
  keys: { update: string; delete: string },
  handlersOf: (row: T) => EditDeleteHandlers,
  compact: boolean,
): ColumnType<T>[] {
  const { t } = useTranslation();
  return useEditDeleteColumn({
    keys,
    labels: { title: t('project.actions'), delete: t('project.delete') },
    handlersOf,
    compact,
  });
}
