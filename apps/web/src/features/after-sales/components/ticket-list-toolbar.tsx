import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted } from '../../../shared/auth/permissions';
import type { AfterSaleExportFilter } from '../api/after-sales';
import { TicketExportButton } from './ticket-export-button';

/** The buttons above the ticket list: delete the selected, new ticket, export, column settings. */
export function TicketListToolbar({
  selected,
  onAdd,
  onDelete,
  exportFilter,
  columnSettings,
}: {
  selected: number;
  onAdd: () => void;
  onDelete: () => void;
  exportFilter: AfterSaleExportFilter;
  columnSettings: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8}>
      {selected > 0 && (
        <>
          <Typography.Text type="secondary">{t('ticket.selected', { count: selected })}</Typography.Text>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('ticket.deleteSelected')}
          </Button>
        </>
      )}
      <Permitted permission="aftersale:add">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t('ticket.add')}
        </Button>
      </Permitted>
      <TicketExportButton filter={exportFilter} />
      {columnSettings}
    </Space>
  );
}
