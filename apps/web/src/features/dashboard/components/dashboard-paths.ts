import { DASHBOARD_EXPIRY_DAYS } from '@lamplighter/contract';
import { devicePath } from '../../../shared/inventory/device-paths';

/** The full screens the panels open (where the menu catalogue puts them). */
export const dashboardPaths = {
  devices: '/device/list',
  devicesInState: (runstate: number) => `/device/list?runstate=${runstate}`,
  faults: '/device/list?runstate=3',
  expiring: `/device/list?expiry=${DASHBOARD_EXPIRY_DAYS}`,
  device: devicePath,
  map: '/device/map',
  energy: '/analytics/statistics',
  tickets: '/device/aftersale',
};
