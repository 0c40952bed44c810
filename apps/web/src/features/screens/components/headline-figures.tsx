import type { DashboardSummary } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { onlineRate } from '../lib/online-rate';

/** The four figures across the top of the wall: devices, online share, lamps on, alarms of 24 h. */
export function HeadlineFigures({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const { devices, lamps, warnings } = summary;
  const online = onlineRate(devices).percent;
  const figures = [
    { key: 'devices', label: t('wall.devices'), value: String(devices.total) },
    { key: 'online', label: t('wall.online'), value: online.toFixed(1), unit: '%' },
    { key: 'lamps-on', label: t('wall.lampsOn'), value: String(lamps.on), unit: `/ ${lamps.total}` },
    ...(warnings
      ? [
          {
            key: 'alarms',
            label: t('wall.alarms24h'),
            value: String(warnings.total),
            note: t('wall.alarmsOpen', { count: warnings.open }),
          },
        ]
      : []),
  ];
  return (
    <ul className="screen-headline">
      {figures.map((figure) => (
        <li key={figure.key} data-figure={figure.key}>
          <span className="screen-headline__label">{figure.label}</span>
          <span className="screen-headline__value">
            <b className="screen-figure">{figure.value}</b>
            {figure.unit && <small>{figure.unit}</small>}
          </span>
          {figure.note && <span className="screen-headline__note">{figure.note}</span>}
        </li>
      ))}
    </ul>
  );
}
