import { DEVICE_TYPE } from '@lamplighter/contract';

/** Where the menu catalogue puts the device screens (server menus.catalogue.ts). */
export const DEVICE_LIST_PATH = '/device/list';
export const DEVICE_DETAIL_PATH = '/device/detail';

/** Where a link to a device's page came from, so that its Back button returns there. */
export interface FromState {
  from?: string;
}

/** The control page of each lamp family, under the family's own menu. */
const controlPages: Partial<Record<number, string>> = {
  [DEVICE_TYPE.solarLight]: '/photovoltaic/device/control',
  [DEVICE_TYPE.mainsLight]: '/mains/device/control',
  [DEVICE_TYPE.bleMatrixLight]: '/bluetooth/device/control',
};

/** A device's own page: all its fields and its token. */
export function devicePath(id: number): string {
  return `${DEVICE_DETAIL_PATH}?id=${id}`;
}

/** The control page of a lamp, under its family's menu; null for a family without one. */
export function controlPath(device: { devicecode: string; devicetype: number | null }): string | null {
  const page = device.devicetype === null ? undefined : controlPages[device.devicetype];
  if (!page) return null;
  const query = new URLSearchParams({
    deviceCode: device.devicecode,
    type: String(device.devicetype),
  });
  return `${page}?${query.toString()}`;
}
