/** Where the menu catalogue puts the device screens (server menus.catalogue.ts). */
export const DEVICE_LIST_PATH = '/device/list';
export const DEVICE_DETAIL_PATH = '/device/detail';

/** Where a link to a device's page came from, so that its Back button returns there. */
export interface FromState {
  from?: string;
}
