import type { DeviceDetail } from '@lamplighter/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RunStateTag } from '../../../shared/inventory/run-state-tag';
import { warningReasonText } from '../../../shared/inventory/warning-reason-text';

const stateOf = (device: DeviceDetail, key: string) => {
  const value = device.telemetry.find((entry) => entry.key === key)?.value;
  return typeof value === 'number' ? value : null;
};

/** Run state with its reasons: load states 2-8 and battery states 0, 1, 3-6, or the alarm or fault alone. */
export function StateSummary({ device }: { device: DeviceDetail }) {
  const { t, i18n } = useTranslation();
  const reasons = warningReasonText(t, i18n.language, {
    runstate: device.runstate,
    loadstate: stateOf(device, 'loadState'),
    batterystate: stateOf(device, 'batteryState'),
  });
  const lit = stateOf(device, 'loadPower');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        { key: 'run', label: t('device.runState'), children: <RunStateTag state={device.runstate} /> },
        {
          key: 'reason',
          label: t('control.reason'),
          children: reasons ? <Tag color="orange">{reasons}</Tag> : '--',
        },
        {
          key: 'lamp',
          label: t('control.lamp'),
          children: lit === null ? '--' : t(lit > 0 ? 'control.lampOn' : 'control.lampOff'),
        },
        {
          key: 'project',
          label: t('inventory.project'),
          children: `${device.projectname}${device.groupname ? ` / ${device.groupname}` : ''}`,
        },
      ]}
    />
  );
}
