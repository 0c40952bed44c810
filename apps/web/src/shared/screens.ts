/**
 * The screens this build has, by the `component` name a menu entry gives. The page registry of
 * the app must provide each one; the menu editor offers them.
 */
export const screenNames = [
  'system/account/index',
  'system/role/index',
  'system/menu/index',
  'system/brand/index',
  'system/audit/index',
  'project/index',
  'project/group/index',
  'project/project-group/index',
  'device/index',
  'photovoltaic/device/index',
  'mains/device/index',
  'bluetooth/device/index',
  'device/detail/index',
  'device/gateway/index',
  'device/loop/index',
  'device/map/index',
  'project/project-device/index',
  'system/manufacturer/index',
  'device/factory/index',
  'device/control/index',
  'analytics/history/index',
  'analytics/statistics/index',
  'device/aftersale/index',
  'device/aftersale/detail',
  'weather/overview/index',
  'weather/map/index',
  'weather/analytics/index',
  'video/list/index',
  'video/split/index',
  'media/library/index',
  'screen-management/index',
  'program/index',
  'advertising/index',
  'broadcast/list/index',
  'broadcast/audio/index',
] as const;
export type ScreenName = (typeof screenNames)[number];

/** A parent entry that only groups its children. */
export const LAYOUT_COMPONENT = 'Layout';
