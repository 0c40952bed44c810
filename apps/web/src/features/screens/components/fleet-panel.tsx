import type { DashboardSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { NO_STATE_COLOR, stateColor } from '../../../shared/map/state-donut';
import { ScreenPanel } from './screen-panel';

const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/** The fleet by run state (count, share and a bar each) and by family. */
export function FleetPanel({ devices }: { devices: DashboardSummary['devices'] }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const typeName = (id: number) => types.find((type) => type.devicetypeid === id)?.devicetypename ?? `#${id}`;
  return (
    <ScreenPanel title={t('wall.fleet')} className="screen-fleet">
      <ul className="screen-fleet__states">
        {devices.byState.map((row) => {
          const percent = share(row.count, devices.total);
          const color = row.runstate === null ? NO_STATE_COLOR : stateColor(row.runstate);
          return (
            <li key={String(row.runstate)} data-state={row.runstate ?? 'none'}>
              <span className="screen-fleet__label">
                <i style={{ background: color }} />
                {row.runstate === null ? t('wall.noState') : t(`runState.${row.runstate}`)}
              </span>
              <b className="screen-figure">{row.count}</b>
              <span className="screen-fleet__share">{percent}%</span>
              <span className="screen-fleet__bar">
                <span style={{ width: `${percent}%`, background: color }} />
              </span>
            </li>
          );
        })}
      </ul>
      <h3 className="screen-subtitle">{t('wall.byFamily')}</h3>
      <ul className="screen-fleet__families">
        {devices.byType.map((row) => (
          <li key={row.devicetype}>
            <span>{typeName(row.devicetype)}</span>
            <b className="screen-figure">{row.count}</b>
          </li>
        ))}
      </ul>
    </ScreenPanel>
  );
}
