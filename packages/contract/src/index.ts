export * from './accounts';
export * from './after-sale-messages';
export * from './after-sales';
export * from './audit';
export * from './audit-actions';
export * from './auth';
export * from './brand-keys';
export * from './brands';
export * from './broadcast-messages';
export * from './broadcast-schedule';
export * from './broadcasts';
export * from './camera-messages';
export * from './camera-ptz';
export * from './camera-whep';
export * from './cameras';
export * from './campaign-messages';
export * from './campaign-plan';
export * from './campaigns';
export * from './commands';
export * from './constants';
export * from './control-characters';
export * from './dashboard';
export * from './device-columns';
export * from './device-commands';
export * from './device-types';
export * from './devices';
export * from './endpoint';
export * from './envelope';
export * from './excel';
export * from './fields';
export * from './gateways';
export * from './history';
export * from './history-export';
export * from './input-messages';
export * from './inventory-fields';
export * from './inventory-messages';
export * from './issue-messages';
export * from './lamp-values';
export * from './led-screen-messages';
export * from './led-screens';
export * from './live-broadcasts';
export * from './live-events';
export * from './live-frames';
export * from './loop-controllers';
export * from './manufacturers';
export * from './media';
export * from './media-messages';
export * from './menu-catalogue';
export * from './menus';
export * from './messages';
export * from './notifications';
export * from './password-field';
export * from './permissions';
export * from './program-messages';
export * from './programs';
export * from './projects';
export * from './reference';
export * from './roles';
export * from './statistics';
export * from './telemetry';
export * from './telemetry-keys';
export * from './update-fields';
export * from './uploads';
export * from './user';
export * from './validation';
export * from './wall';
export * from './wall-detail';
export * from './wall-layout-messages';
export * from './wall-layouts';
export * from './warning-messages';
export * from './warnings';
export * from './weather';
export * from './weather-messages';

import { accountEndpoints } from './accounts';
import { afterSaleEndpoints } from './after-sales';
import { auditEndpoints } from './audit';
import { authEndpoints } from './auth';
import { brandEndpoints } from './brands';
import { broadcastEndpoints, terminalEndpoints } from './broadcasts';
import { cameraEndpoints } from './cameras';
import { campaignEndpoints } from './campaigns';
import { dashboardEndpoints } from './dashboard';
import { deviceColumnEndpoints } from './device-columns';
import { deviceCommandEndpoints } from './device-commands';
import { deviceEndpoints } from './devices';
import { excelEndpoints } from './excel';
import { gatewayEndpoints } from './gateways';
import { historyEndpoints } from './history';
import { historyExportEndpoints } from './history-export';
import { ledScreenEndpoints } from './led-screens';
import { liveBroadcastEndpoints } from './live-broadcasts';
import { liveEndpoints } from './live-events';
import { loopControllerEndpoints } from './loop-controllers';
import { factoryDeviceEndpoints, manufacturerEndpoints } from './manufacturers';
import { mediaEndpoints } from './media';
import { menuEndpoints } from './menus';
import { notificationEndpoints } from './notifications';
import { programEndpoints } from './programs';
import { groupEndpoints, projectEndpoints } from './projects';
import { referenceEndpoints } from './reference';
import { roleEndpoints } from './roles';
import { statisticsEndpoints } from './statistics';
import { userEndpoints } from './user';
import { wallEndpoints } from './wall';
import { wallDetailEndpoints } from './wall-detail';
import { wallLayoutEndpoints } from './wall-layouts';
import { warningEndpoints } from './warnings';
import { weatherEndpoints } from './weather';

/** Every endpoint of the HTTP API; the server registers them all and the OpenAPI document lists them. */
export const endpoints = {
  auth: authEndpoints,
  user: userEndpoints,
  menu: menuEndpoints,
  account: accountEndpoints,
  role: roleEndpoints,
  warning: warningEndpoints,
  afterSale: afterSaleEndpoints,
  notification: notificationEndpoints,
  reference: referenceEndpoints,
  audit: auditEndpoints,
  brand: brandEndpoints,
  manufacturer: manufacturerEndpoints,
  factoryDevice: factoryDeviceEndpoints,
  project: projectEndpoints,
  group: groupEndpoints,
  device: deviceEndpoints,
  deviceCommand: deviceCommandEndpoints,
  deviceColumns: deviceColumnEndpoints,
  gateway: gatewayEndpoints,
  loopController: loopControllerEndpoints,
  excel: excelEndpoints,
  history: { ...historyEndpoints, ...historyExportEndpoints },
  statistics: statisticsEndpoints,
  dashboard: dashboardEndpoints,
  wall: wallEndpoints,
  wallDetail: wallDetailEndpoints,
  live: liveEndpoints,
  wallLayout: wallLayoutEndpoints,
  weather: weatherEndpoints,
  camera: cameraEndpoints,
  media: mediaEndpoints,
  programs: programEndpoints,
  campaigns: campaignEndpoints,
  ledScreens: ledScreenEndpoints,
  broadcasts: broadcastEndpoints,
  liveBroadcasts: liveBroadcastEndpoints,
  terminals: terminalEndpoints,
};
export * from './sun';
