import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ScreenName } from '../shared/screens';

/**
 * Screens by the `component` name the server's menu gives them; each is loaded when first shown.
 * A menu entry whose component is not here is left out of the sidebar.
 */
export const pageRegistry: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  'system/account/index': lazy(() => import('../features/accounts/pages/account-page')),
  'system/role/index': lazy(() => import('../features/roles/pages/role-page')),
  'system/menu/index': lazy(() => import('../features/menus/pages/menu-page')),
  'system/brand/index': lazy(() => import('../features/brands/pages/brand-page')),
  'system/audit/index': lazy(() => import('../features/audit/pages/audit-page')),
  'project/index': lazy(() => import('../features/projects/pages/project-page')),
  'project/group/index': lazy(() => import('../features/projects/pages/group-page')),
  'project/project-group/index': lazy(() => import('../features/projects/pages/project-group-page')),
  'device/index': lazy(() => import('../features/devices/pages/device-page')),
  'photovoltaic/device/index': lazy(() => import('../features/devices/pages/photovoltaic-device-page')),
  'mains/device/index': lazy(() => import('../features/devices/pages/mains-device-page')),
  'bluetooth/device/index': lazy(() => import('../features/devices/pages/ble-matrix-device-page')),
  'device/detail/index': lazy(() => import('../features/devices/pages/device-detail-page')),
  'device/gateway/index': lazy(() => import('../features/gateways/pages/gateway-page')),
  'device/loop/index': lazy(() => import('../features/loop-controllers/pages/loop-controller-page')),
  'device/map/index': lazy(() => import('../features/device-map/pages/device-map-page')),
  'project/project-device/index': lazy(() => import('../features/devices/pages/project-device-page')),
  'system/manufacturer/index': lazy(() => import('../features/manufacturers/pages/manufacturer-page')),
  'device/factory/index': lazy(() => import('../features/factory-devices/pages/factory-device-page')),
  'device/control/index': lazy(() => import('../features/commands/pages/device-control-page')),
  'analytics/history/index': lazy(() => import('../features/telemetry/pages/history-page')),
  'analytics/statistics/index': lazy(() => import('../features/statistics/pages/statistics-page')),
  'device/aftersale/index': lazy(() => import('../features/after-sales/pages/after-sale-page')),
  'device/aftersale/detail': lazy(() => import('../features/after-sales/pages/after-sale-detail-page')),
  'weather/overview/index': lazy(() => import('../features/weather/pages/weather-overview-page')),
  'weather/map/index': lazy(() => import('../features/weather/pages/weather-map-page')),
  'weather/analytics/index': lazy(() => import('../features/weather/pages/weather-analytics-page')),
  'video/list/index': lazy(() => import('../features/cameras/pages/monitoring-list-page')),
  'media/library/index': lazy(() => import('../features/media/pages/media-library-page')),
  'screen-management/index': lazy(() => import('../features/led-screens/pages/screen-management-page')),
  'program/index': lazy(() => import('../features/programs/pages/program-management-page')),
  'advertising/index': lazy(() => import('../features/campaigns/pages/screen-advertising-page')),
  'broadcast/list/index': lazy(() => import('../features/broadcasts/pages/broadcast-list-page')),
  'broadcast/audio/index': lazy(() => import('../features/broadcasts/pages/audio-broadcast-page')),
  'video/split/index': lazy(() => import('../features/cameras/pages/split-screen-page')),
};

export function hasScreen(component: string): component is ScreenName {
  return component in pageRegistry;
}
