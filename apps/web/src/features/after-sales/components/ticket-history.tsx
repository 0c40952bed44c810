import { type AfterSaleEvent, type AfterSaleStatus, afterSaleStatuses } from '@lamplighter/contract';
import { Card, Timeline, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';

const isStatus = (value: string): value is AfterSaleStatus =>
  (afterSaleStatuses as readonly string[]).includes(value);

const statusText = (t: TFunction, value: string) => (isStatus(value) ? t(`ticket.status.${value}`) : value);

const COLORS: Partial<Record<AfterSaleEvent['action'], string>> = {
  created: 'blue',
  assigned: 'purple',
  transition: 'green',
  detached: 'gray',
  verified: 'green',
  reopened: 'red',
};

/** What happened to the ticket, oldest first: who, what, from which status to which, the remark, when. */
export function TicketHistory({ events }: { events: AfterSaleEvent[] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('ticket.history')}>
      <Timeline
        items={events.map((event) => ({
          key: event.id,
          color:
            event.action === 'transition' && event.tostatus === 'cancelled' ? 'red' : COLORS[event.action],
          content: (
            <>
              <Typography.Text strong>{event.actor || t('ticket.platform')}</Typography.Text>{' '}
              {t(`ticket.event.${event.action}`, {
                detail: event.detail,
                from: statusText(t, event.fromstatus),
                to: statusText(t, event.tostatus),
              })}
              {event.remark && (
                <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {event.remark}
                </Typography.Paragraph>
              )}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {formatTime(event.time)}
              </Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
