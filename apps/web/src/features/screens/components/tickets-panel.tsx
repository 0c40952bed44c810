import { type AfterSaleOpenSummary, afterSalePriorities } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from './screen-panel';

/** Bar colours of the priorities, as bright as the dark wall needs. */
const PRIORITY_BARS = { low: '#8c9bb0', medium: '#4096ff', high: '#fa8c16', urgent: '#ff4d4f' } as const;

/** The open after-sales tickets: how many, by priority (a tile each, in its colour) and by age. */
export function TicketsPanel({ summary }: { summary: AfterSaleOpenSummary }) {
  const { t } = useTranslation();
  const ages = [
    { key: 'day', label: t('wall.openedToday'), value: summary.byAge.day },
    { key: 'week', label: t('wall.openedThisWeek'), value: summary.byAge.week },
    { key: 'older', label: t('wall.openedBefore'), value: summary.byAge.older },
  ];
  return (
    <ScreenPanel
      title={t('wall.tickets')}
      className="screen-tickets"
      extra={
        <span className="screen-tickets__total" data-total={summary.total}>
          <b className="screen-figure">{summary.total}</b> {t('wall.ticketsOpen')}
        </span>
      }
    >
      <ul className="screen-tickets__priorities">
        {[...afterSalePriorities].reverse().map((priority) => (
          <li key={priority} data-priority={priority} style={{ borderBottomColor: PRIORITY_BARS[priority] }}>
            <b className="screen-figure">{summary.byPriority[priority]}</b>
            <span>{t(`ticket.priority.${priority}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="screen-tickets__ages">
        {ages.map((age) => (
          <li key={age.key}>
            <b className="screen-figure">{age.value}</b>
            <span>{age.label}</span>
          </li>
        ))}
      </ul>
    </ScreenPanel>
  );
}
