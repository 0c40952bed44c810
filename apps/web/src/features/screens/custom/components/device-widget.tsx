import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeviceLive } from '../../../../shared/live/device-live';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { formatValue, keyLabel, keyUnit, sortKeys } from '../../../../shared/telemetry/telemetry-labels';
import { ScreenPanel } from '../../components/screen-panel';
import { WALL_REFRESH_MS } from '../../lib/wall-refresh';
import { deviceLiveQuery } from '../api/wall-layouts';

/** At most this many measurements (states are the heading's), in the contract's order. */
const SHOWN_VALUES = 12;

/** One device's run state and what it reported last, kept live by the device's own events. */
export function DeviceWidget({ deviceId, title }: { deviceId: number; title?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const device = useQuery({ ...deviceLiveQuery(deviceId), refetchInterval: WALL_REFRESH_MS, retry: 1 });
  useDeviceLive(deviceId > 0 ? deviceId : undefined, () => void device.refetch());
  const data = device.data;
  if (!(deviceId > 0) || device.isError || !data) {
    const note = !(deviceId > 0)
      ? t('customWall.pickDevice')
      : device.isError
        ? t('customWall.deviceGone')
        : '';
    return (
      <ScreenPanel title={title || t('customWall.kind.device')} className="custom-device">
        <p className="custom-wall__note">{note}</p>
      </ScreenPanel>
    );
  }
  const values = new Map(data.telemetry.map((entry) => [entry.key, entry.value]));
  const keys = sortKeys(values.keys())
    .filter((key) => keyUnit(key) !== '')
    .slice(0, SHOWN_VALUES);
  const state = data.runstate;
  return (
    <ScreenPanel
      title={title || data.devicename || data.devicecode}
      className="custom-device"
      extra={
        <span className="custom-device__state">
          <i style={{ background: state === null ? NO_STATE_COLOR : stateColor(state) }} />
          {state === null ? t('wall.noState') : t(`runState.${state}`)}
        </span>
      }
    >
      <p className="custom-device__code">
        {data.devicecode}
        {data.projectname && ` · ${data.projectname}`}
      </p>
      {keys.length === 0 ? (
        <p className="custom-wall__note">{t('customWall.noValues')}</p>
      ) : (
        <dl className="custom-device__values">
          {keys.map((key) => {
            const value = values.get(key);
            return (
              <div key={key} data-key={key}>
                <dt>{keyLabel(key, i18n.language)}</dt>
                <dd className="screen-figure">{value === undefined ? '—' : formatValue(key, value)}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </ScreenPanel>
  );
}
