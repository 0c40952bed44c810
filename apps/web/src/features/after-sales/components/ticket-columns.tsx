import type { AfterSale, AfterSaleType } from '@lamplighter/contract';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../../shared/format';
import { detailPath } from './ticket-paths';
import { PriorityTag, StatusTag } from './ticket-tags';

const text = (value: string) => value || '--';

/** The columns of the ticket list; the code leads to the ticket. */
export function useTicketColumns(): ColumnType<AfterSale>[] {
  const { t } = useTranslation();
  return [
    {
      title: t('ticket.code'),
      dataIndex: 'aftersaleCode',
      fixed: 'left',
      width: 170,
      render: (code: string, ticket) => <Link to={detailPath(ticket.id)}>{code}</Link>,
    },
    { title: t('ticket.project'), dataIndex: 'projectName', width: 140, ellipsis: true, render: text },
    { title: t('ticket.deviceCode'), dataIndex: 'deviceCode', width: 130, render: text },
    { title: t('ticket.deviceName'), dataIndex: 'deviceName', width: 140, ellipsis: true, render: text },
    {
      title: t('ticket.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: AfterSaleType) => t(`ticket.type.${type}`),
    },
    {
      title: t('ticket.priority'),
      dataIndex: 'priority',
      width: 90,
      render: (priority: AfterSale['priority']) => <PriorityTag priority={priority} />,
    },
    {
      title: t('ticket.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: AfterSale['status']) => <StatusTag status={status} />,
    },
    { title: t('ticket.faultCount'), dataIndex: 'faultCount', width: 90, align: 'right' },
    { title: t('ticket.description'), dataIndex: 'description', width: 200, ellipsis: true },
    { title: t('ticket.createUser'), dataIndex: 'createUser', width: 110, render: text },
    {
      title: t('ticket.createTime'),
      dataIndex: 'createTime',
      width: 170,
      render: (value: string) => formatTime(value),
    },
    {
      title: t('ticket.handler'),
      dataIndex: 'handleUser',
      width: 110,
      render: (value: string) => value || t('ticket.noHandler'),
    },
    { title: t('ticket.attachments'), dataIndex: 'attachments', width: 90, align: 'right' },
  ];
}
