import { afterSaleTexts } from '../features/after-sales/texts';
import { auditTexts } from '../features/audit/texts';
import { broadcastTexts } from '../features/broadcasts/texts';
import { cameraTexts } from '../features/cameras/texts';
import { campaignTexts } from '../features/campaigns/texts';
import { deviceControlTexts } from '../features/commands/texts';
import { dashboardTexts } from '../features/dashboard/texts';
import { deviceMapTexts } from '../features/device-map/texts';
import { bindDeviceTexts } from '../features/devices/components/bind-texts';
import { excelTexts } from '../features/devices/components/excel/excel-texts';
import { deviceTexts } from '../features/devices/texts';
import { factoryDeviceTexts } from '../features/factory-devices/texts';
import { ledScreenTexts } from '../features/led-screens/texts';
import { manufacturerTexts } from '../features/manufacturers/texts';
import { mediaTexts } from '../features/media/texts';
import { programTexts } from '../features/programs/texts';
import { projectTexts } from '../features/projects/texts';
import { classicTexts } from '../features/screens/classic/texts';
import { controlWallTexts } from '../features/screens/control/texts';
import { customWallTexts } from '../features/screens/custom/texts';
import { detailWallTexts } from '../features/screens/detail/texts';
import { screenTexts } from '../features/screens/texts';
import { threeDTexts } from '../features/screens/three-d/texts';
import { analyticsTexts } from '../features/telemetry/texts';
import { weatherTexts } from '../features/weather/texts';
import { commandTexts } from '../shared/commands/command-texts';
import { sharedDeviceListTexts } from '../shared/device-lists/device-list-texts';
import type { FeatureTexts } from '../shared/i18n/i18n';
import { mapTexts } from '../shared/map/map-texts';
import { sharedMediaTexts } from '../shared/media/media-texts';
import { deviceNetworkTexts } from '../shared/networks/network-texts';
import { telemetryTexts } from '../shared/telemetry/telemetry-texts';

/** The texts of every feature, given to i18n at start; a feature adds its `texts.ts` here. */
export const featureTexts: readonly FeatureTexts[] = [
  projectTexts,
  deviceTexts,
  deviceNetworkTexts,
  deviceMapTexts,
  mapTexts,
  manufacturerTexts,
  factoryDeviceTexts,
  bindDeviceTexts,
  excelTexts,
  telemetryTexts,
  analyticsTexts,
  deviceControlTexts,
  commandTexts,
  afterSaleTexts,
  dashboardTexts,
  auditTexts,
  screenTexts,
  threeDTexts,
  classicTexts,
  controlWallTexts,
  customWallTexts,
  detailWallTexts,
  weatherTexts,
  cameraTexts,
  mediaTexts,
  sharedMediaTexts,
  ledScreenTexts,
  sharedDeviceListTexts,
  programTexts,
  campaignTexts,
  broadcastTexts,
];
