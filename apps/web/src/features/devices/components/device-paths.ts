import { DEVICE_TYPE } from '@lamplighter/contract';

/** Where the menu catalogue puts the device screens (server menus.catalogue.ts). */
export const DEVICE_LIST_PATH = '/device/list';
export const DEVICE_DETAIL_PATH = '/device/detail';

/** Where a link to a device's page came from, so that its Back button returns there. */
export interface FromState {
  from?: string;
}

/** The control page of a lamp, under its family's menu (the alarm drawer's target); null for other families. */
export function controlPath(device: { devicecode: string; devicetype: number }): string | null {
  const base =
    device.devicetype === DEVICE_TYPE.solarLight
      ? '/photovoltaic/device/control'
      : device.devicetype === DEVICE_TYPE.mainsLight
        ? '/mains/device/control'
        : device.devicetype === DEVICE_TYPE.bleMatrixLight
          ? '/device/control'
          : null;
  return base && `${base}?deviceCode=${encodeURIComponent(device.devicecode)}&type=${device.devicetype}`;
}
