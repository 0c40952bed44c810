import type { AfterSaleDetail } from '@lamplighter/contract';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { PriorityTag, StatusTag } from './ticket-tags';

const text = (value: string) => value || '--';

/** Every field of a ticket. */
export function TicketSummary({ ticket }: { ticket: AfterSaleDetail }) {
  const { t } = useTranslation();
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'code', label: t('ticket.code'), children: ticket.aftersaleCode },
          {
            key: 'status',
            label: t('ticket.status'),
            children: (
              <>
                <StatusTag status={ticket.status} />
                {ticket.verification && (
                  <Tag color={ticket.verification === 'verified' ? 'green' : 'volcano'}>
                    {t(`ticket.verification.${ticket.verification}`)}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: 'priority',
            label: t('ticket.priority'),
            children: <PriorityTag priority={ticket.priority} />,
          },
          { key: 'type', label: t('ticket.type'), children: t(`ticket.type.${ticket.type}`) },
          { key: 'project', label: t('ticket.project'), children: text(ticket.projectName) },
          { key: 'deviceCode', label: t('ticket.deviceCode'), children: text(ticket.deviceCode) },
          { key: 'deviceName', label: t('ticket.deviceName'), children: text(ticket.deviceName) },
          { key: 'faultCount', label: t('ticket.faultCount'), children: ticket.faultCount },
          { key: 'faultReason', label: t('ticket.faultReason'), children: text(ticket.faultReason) },
          { key: 'createUser', label: t('ticket.createUser'), children: text(ticket.createUser) },
          { key: 'createTime', label: t('ticket.createTime'), children: formatTime(ticket.createTime) },
          { key: 'updateTime', label: t('ticket.updateTime'), children: formatTime(ticket.updateTime) },
          {
            key: 'handler',
            label: t('ticket.handler'),
            children: ticket.handleUser || t('ticket.noHandler'),
          },
          { key: 'handleTime', label: t('ticket.handleTime'), children: formatTime(ticket.handleTime) },
          {
            key: 'description',
            label: t('ticket.description'),
            span: 'filled',
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</span>,
          },
          {
            key: 'remark',
            label: t('ticket.remark'),
            span: 'filled',
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{text(ticket.remark)}</span>,
          },
        ]}
      />
    </Card>
  );
}
