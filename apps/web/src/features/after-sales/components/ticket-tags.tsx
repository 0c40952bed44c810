import type { AfterSalePriority, AfterSaleStatus } from '@lamplighter/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS } from '../../../shared/after-sales/priority-colors';

const STATUS_COLORS: Record<AfterSaleStatus, string> = {
  pending: 'gold',
  processing: 'processing',
  completed: 'success',
  cancelled: 'default',
};

export function StatusTag({ status }: { status: AfterSaleStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`ticket.status.${status}`)}</Tag>;
}

export function PriorityTag({ priority }: { priority: AfterSalePriority }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLORS[priority]}>{t(`ticket.priority.${priority}`)}</Tag>;
}
