import { Button, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';

interface ActionKeys {
  update: string;
  delete: string;
}

/**
 * The actions column of a list: edit (or rename) and delete of a row, each only for a role that
 * holds its key; no column at all for a role that may do neither (a demo account).
 */
export function useActionsColumn<T>(
  keys: ActionKeys,
  actions: (row: T) => { onEdit: () => void; onDelete: () => void; editLabel?: string },
): ColumnType<T>[] {
  const { t } = useTranslation();
  const mayUpdate = usePermission(keys.update);
  const mayDelete = usePermission(keys.delete);
  if (!mayUpdate && !mayDelete) return [];
  return [
    {
      title: t('project.actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_, row) => {
        const { onEdit, onDelete, editLabel } = actions(row);
        return (
          <Space size={0}>
            <Permitted permission={keys.update}>
              <Button type="link" size="small" onClick={onEdit}>
                {editLabel ?? t('common.edit')}
              </Button>
            </Permitted>
            <Permitted permission={keys.delete}>
              <Button type="link" size="small" danger onClick={onDelete}>
                {t('project.delete')}
              </Button>
            </Permitted>
          </Space>
        );
      },
    },
  ];
}
