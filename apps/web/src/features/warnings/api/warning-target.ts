import { DEVICE_TYPE, type WarningItem } from '@lamplighter/contract';

/** Where a warning leads: the device's control page with the warning shown, or a station's readings. */
export function warningTarget(warning: Pick<WarningItem, 'deviceid' | 'devicecode' | 'devicetype'>): string {
  // A weather station's warning is about its readings: they are read in the weather analytics.
  if (warning.devicetype === DEVICE_TYPE.weatherStation && warning.deviceid !== null) {
    return `/weather/analytics?deviceid=${warning.deviceid}`;
  }
  const query = new URLSearchParams({
    deviceCode: warning.devicecode,
    type: String(warning.devicetype ?? ''),
    warningInfo: 'true',
  });
  return `/photovoltaic/device/control?${query.toString()}`;
}
