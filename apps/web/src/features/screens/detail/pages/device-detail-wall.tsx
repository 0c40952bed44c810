import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../../shared/auth/permissions';
import { ScreenFrame } from '../../components/screen-frame';
import { ScreenPanel } from '../../components/screen-panel';
import { WALL_REFRESH_MS } from '../../lib/wall-refresh';
import {
  detailKeys,
  deviceCommandsQuery,
  deviceHistoryQuery,
  deviceQuery,
  deviceWarningsQuery,
} from '../api/detail-queries';
import { DetailNav } from '../components/detail-nav';
import { DeviceAlarmsPanel } from '../components/device-alarms-panel';
import { DeviceCommandsPanel } from '../components/device-commands-panel';
import { DeviceHistoryPanel, HISTORY_COLORS } from '../components/device-history-panel';
import { DeviceIdentityPanel } from '../components/device-identity-panel';
import { DeviceValuesPanel } from '../components/device-values-panel';
import { useDaySpan } from '../components/use-day-span';
import { useLiveDetail } from '../components/use-live-detail';
import { projectDetailPath } from '../lib/detail-target';
import { mainKeys } from '../lib/main-keys';
import { refusalOf } from '../lib/refusal';
import { RefusalMessage } from './refusal-message';

/** Warnings and commands listed; as many as their panels hold. */
const ROWS = 7;

/**
 * One device on the wall: who and where it is, every value it reported last, its main values over
 * the last day, its alarms and its latest commands, kept live by its own events.
 */
export function DeviceDetailWall({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const mayListWarnings = usePermission('warning:list');
  const mayListCommands = usePermission('device:command:list');
  const device = useQuery({ ...deviceQuery(deviceId), refetchInterval: WALL_REFRESH_MS });
  const refusal = refusalOf(device.error);
  const data = refusal ? undefined : device.data;
  const code = data?.devicecode ?? '';
  const warnings = useQuery({
    ...deviceWarningsQuery(deviceId, code, ROWS),
    refetchInterval: WALL_REFRESH_MS,
    enabled: code !== '' && mayListWarnings,
  });
  const commands = useQuery({
    ...deviceCommandsQuery(deviceId, code, ROWS),
    refetchInterval: WALL_REFRESH_MS,
    enabled: code !== '' && mayListCommands,
  });
  const span = useDaySpan();
  const keys = mainKeys(data?.telemetry ?? [], HISTORY_COLORS.length);
  const histories = useQueries({
    queries: keys.map((key) => ({ ...deviceHistoryQuery(deviceId, code, key, span), enabled: code !== '' })),
  });
  const watched = useMemo(() => [deviceId], [deviceId]);
  useLiveDetail(detailKeys.device(deviceId), watched);

  const stale = [device, warnings, commands, ...histories].some(
    (query) => query.isError && !refusalOf(query.error),
  );
  // Above the charts once the wall stands, alone while it loads or refuses.
  const nav = (
    <DetailNav>
      <span className="detail-nav__what">{t('detail.deviceWall')}</span>
      {data && (
        <Link to={projectDetailPath(data.projectid)} className="detail-nav__link">
          {t('detail.openProject')} · {data.projectname}
        </Link>
      )}
    </DetailNav>
  );
  return (
    <ScreenFrame name={data?.devicename || data?.devicecode || t('detail.deviceWall')} stale={stale}>
      <div className="detail">
        {!data && nav}
        {refusal && <RefusalMessage refusal={refusal} of="device" />}
        {data && (
          <div className="detail-device">
            <div className="detail__column">
              <DeviceIdentityPanel device={data} />
              <DeviceCommandsPanel allowed={mayListCommands} commands={commands.data?.list} />
            </div>
            <div className="detail__column">
              {nav}
              <div className="detail-device__charts" data-charts={keys.length}>
                {keys.length === 0 ? (
                  <ScreenPanel title={t('detail.charts')}>
                    <p className="screen-empty">{t('detail.noCharts')}</p>
                  </ScreenPanel>
                ) : (
                  keys.map((key, index) => (
                    <DeviceHistoryPanel
                      key={key}
                      valueKey={key}
                      series={histories[index]?.data}
                      span={span}
                      color={HISTORY_COLORS[index] ?? HISTORY_COLORS[0]}
                    />
                  ))
                )}
              </div>
            </div>
            <div className="detail__column">
              <DeviceValuesPanel telemetry={data.telemetry} />
              <DeviceAlarmsPanel
                allowed={mayListWarnings}
                warnings={warnings.data?.list}
                total={warnings.data?.total ?? 0}
              />
            </div>
          </div>
        )}
      </div>
    </ScreenFrame>
  );
}
