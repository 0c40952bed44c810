import type { DashboardSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { NO_STATE_COLOR, stateColor } from '../../../shared/map/state-donut';
import { dashboardPaths } from './dashboard-paths';
import { Panel } from './panel';

/** The devices by run state (a bar of their shares, each state opening its list) and by family. */
export function DeviceStatesPanel({ devices }: { devices: DashboardSummary['devices'] }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(deviceTypesQuery(i18n.language)).data ?? [];
  const typeName = (id: number) => types.find((type) => type.devicetypeid === id)?.devicetypename ?? `#${id}`;
  const states = devices.byState.map((row) => ({
    ...row,
    label: row.runstate === null ? t('dashboard.noState') : t(`runState.${row.runstate}`),
    color: row.runstate === null ? NO_STATE_COLOR : stateColor(row.runstate),
  }));
  return (
    <Panel
      title={t('dashboard.devices')}
      to={dashboardPaths.devices}
      extra={<Typography.Text strong>{t('dashboard.total', { count: devices.total })}</Typography.Text>}
    >
      <div className="dashboard-states__bar" role="img" aria-label={t('dashboard.byState')}>
        {states
          .filter((row) => row.count > 0)
          .map((row) => (
            <span key={String(row.runstate)} style={{ flexGrow: row.count, background: row.color }} />
          ))}
      </div>
      <ul className="dashboard-states">
        {states.map((row) => {
          const label = (
            <>
              <i style={{ background: row.color }} />
              {row.label}
              <b>{row.count}</b>
            </>
          );
          return (
            <li key={String(row.runstate)}>
              {row.runstate === null ? (
                label
              ) : (
                <Link to={dashboardPaths.devicesInState(row.runstate)}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
      <Typography.Text type="secondary">{t('dashboard.byFamily')}</Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 4 }}>
        {devices.byType.map((row) => (
          <Tag key={row.devicetype}>
            {typeName(row.devicetype)} {row.count}
          </Tag>
        ))}
      </Flex>
    </Panel>
  );
}
