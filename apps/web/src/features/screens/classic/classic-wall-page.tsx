import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { dashboardEnergyQuery, dashboardSummaryQuery } from '../../../shared/dashboard/dashboard-queries';
import { useLiveDashboard } from '../../../shared/dashboard/use-live-dashboard';
import { EnergyTrendPanel } from '../components/energy-trend-panel';
import { ScreenFrame } from '../components/screen-frame';
import { wallRefresh } from '../lib/wall-refresh';
import { CounterBoard } from './components/counter-board';
import { EnergyTilesPanel } from './components/energy-tiles-panel';
import { FamilyBarPanel } from './components/family-bar-panel';
import { LampTablePanel } from './components/lamp-table-panel';
import { RatesPanel } from './components/rates-panel';
import { StatePiePanel } from './components/state-pie-panel';
import { useLampTable } from './components/use-lamp-table';
import './classic-wall.css';

/**
 * The classic wall, the previous generation that some customers keep: the monitoring wall's
 * figures (the same queries, kept live the same way) in a grid of dials, charts and counters,
 * with the lamps going slowly by in a table.
 */
export default function ClassicWallPage() {
  const { t } = useTranslation();
  const mayListDevices = usePermission('device:list');
  const summary = useQuery({ ...dashboardSummaryQuery, ...wallRefresh, enabled: mayListDevices });
  const energy = useQuery({ ...dashboardEnergyQuery(), ...wallRefresh, enabled: mayListDevices });
  useLiveDashboard();
  const table = useLampTable(mayListDevices);
  const data = summary.data;
  const stale = summary.isError || energy.isError || table.page.isError;
  return (
    <ScreenFrame name={t('classic.wall')} stale={stale}>
      {data && (
        <div className="classic-wall">
          <div className="classic-wall__side">
            <RatesPanel summary={data} />
            <StatePiePanel devices={data.devices} />
            <FamilyBarPanel byType={data.devices.byType} />
          </div>
          <div className="classic-wall__centre">
            <CounterBoard summary={data} />
            <LampTablePanel page={table.page.data} onWrapped={table.turnPage} />
          </div>
          <div className="classic-wall__side">
            {energy.data && <EnergyTilesPanel energy={energy.data} />}
            {energy.data && <EnergyTrendPanel days={energy.data.days} />}
          </div>
        </div>
      )}
    </ScreenFrame>
  );
}
