import type { PermissionKey } from './permissions';

/**
 * The menu entries the product ships: the server seeds the menu table from them, and the web knows
 * by them which paths are screens of the product (a path that is none is simply left).
 */
export interface CatalogueMenu {
  componentName: string;
  path: string;
  component: string;
  nameZh: string;
  nameEn: string;
  icon: string;
  redirect?: string;
  /** Reached from other screens (a device's page), not from the sidebar. */
  hidden?: boolean;
  /** A built-in role sees the entry when it holds this key. */
  permission?: PermissionKey;
  children?: CatalogueMenu[];
}

/** The control page of a lamp family (one page for all), reached from the lists and the alarm drawer. */
function controlPage(componentName: string, path: string): CatalogueMenu {
  return {
    componentName,
    path,
    component: 'device/control/index',
    nameZh: '设备控制',
    nameEn: 'Device control',
    icon: 'control',
    hidden: true,
    permission: 'device:list',
  };
}

/** The menu entries of the screens that exist. Later domains add theirs here. */
export const menuCatalogue: CatalogueMenu[] = [
  {
    componentName: 'ProjectManagement',
    path: '/project',
    component: 'Layout',
    nameZh: '项目管理',
    nameEn: 'Project management',
    icon: 'project',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'Project',
        path: 'list',
        component: 'project/index',
        nameZh: '项目',
        nameEn: 'Project',
        icon: 'project',
        permission: 'project:list',
      },
      {
        componentName: 'Group',
        path: 'group',
        component: 'project/group/index',
        nameZh: '分组',
        nameEn: 'Group',
        icon: 'group',
        permission: 'group:list',
      },
      {
        componentName: 'ProjectGroup',
        path: 'project-group',
        component: 'project/project-group/index',
        nameZh: '项目-分组',
        nameEn: 'Project-Group',
        icon: 'tree',
        permission: 'group:list',
      },
      {
        componentName: 'ProjectDevice',
        path: 'project-device',
        component: 'project/project-device/index',
        nameZh: '项目-设备',
        nameEn: 'Project-Device',
        icon: 'cluster',
        permission: 'device:list',
      },
    ],
  },
  {
    componentName: 'DeviceManagement',
    path: '/device',
    component: 'Layout',
    nameZh: '设备管理',
    nameEn: 'Device management',
    icon: 'device',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'Device',
        path: 'list',
        component: 'device/index',
        nameZh: '设备',
        nameEn: 'Device',
        icon: 'device',
        permission: 'device:list',
      },
      {
        componentName: 'DeviceMap',
        path: 'map',
        component: 'device/map/index',
        nameZh: '设备地图',
        nameEn: 'Device map',
        icon: 'map',
        permission: 'device:list',
      },
      {
        componentName: 'Gateway',
        path: 'gateway',
        component: 'device/gateway/index',
        nameZh: '网关',
        nameEn: 'Gateway',
        icon: 'gateway',
        permission: 'device:list',
      },
      {
        componentName: 'LoopController',
        path: 'loop',
        component: 'device/loop/index',
        nameZh: '回路控制器',
        nameEn: 'Loop controller',
        icon: 'loop',
        permission: 'device:list',
      },
      {
        componentName: 'FactoryDevice',
        path: 'factory',
        component: 'device/factory/index',
        nameZh: '出厂设备',
        nameEn: 'Factory devices',
        icon: 'factory',
        permission: 'factorydevice:list',
      },
      {
        componentName: 'AfterSale',
        path: 'aftersale',
        component: 'device/aftersale/index',
        nameZh: '售后记录',
        nameEn: 'After-sales records',
        icon: 'aftersale',
        permission: 'aftersale:list',
      },
      {
        componentName: 'AfterSaleDetail',
        path: 'aftersale/detail',
        component: 'device/aftersale/detail',
        nameZh: '售后详情',
        nameEn: 'After-sales ticket',
        icon: 'aftersale',
        hidden: true,
        permission: 'aftersale:list',
      },
      {
        componentName: 'DeviceDetail',
        path: 'detail',
        component: 'device/detail/index',
        nameZh: '设备详情',
        nameEn: 'Device detail',
        icon: 'device',
        hidden: true,
        permission: 'device:list',
      },
      controlPage('DeviceControl', 'control'),
    ],
  },
  {
    componentName: 'Photovoltaic',
    path: '/photovoltaic',
    component: 'Layout',
    nameZh: '光伏路灯',
    nameEn: 'Photovoltaic street lamp',
    icon: 'solar',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'PhotovoltaicLamp',
        path: 'device',
        component: 'photovoltaic/device/index',
        nameZh: '光伏路灯',
        nameEn: 'Photovoltaic street lamp',
        icon: 'solar',
        permission: 'device:list',
      },
      controlPage('PhotovoltaicControl', 'device/control'),
    ],
  },
  {
    componentName: 'Mains',
    path: '/mains',
    component: 'Layout',
    nameZh: '市电路灯',
    nameEn: 'Mains street lamp',
    icon: 'lamp',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'MainsLamp',
        path: 'device',
        component: 'mains/device/index',
        nameZh: '市电路灯',
        nameEn: 'Mains street lamp',
        icon: 'lamp',
        permission: 'device:list',
      },
      controlPage('MainsControl', 'device/control'),
    ],
  },
  {
    componentName: 'BluetoothMatrix',
    path: '/bluetooth',
    component: 'Layout',
    nameZh: '蓝牙矩阵路灯',
    nameEn: 'Bluetooth-matrix street lamp',
    icon: 'matrix',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'BluetoothMatrixLamp',
        path: 'device',
        component: 'bluetooth/device/index',
        nameZh: '蓝牙矩阵路灯',
        nameEn: 'Bluetooth-matrix street lamp',
        icon: 'matrix',
        permission: 'device:list',
      },
      controlPage('BluetoothMatrixControl', 'device/control'),
    ],
  },
  {
    componentName: 'Analytics',
    path: '/analytics',
    component: 'Layout',
    nameZh: '数据分析',
    nameEn: 'Data analytics',
    icon: 'analytics',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'History',
        path: 'history',
        component: 'analytics/history/index',
        nameZh: '历史数据',
        nameEn: 'History',
        icon: 'chart',
        permission: 'device:list',
      },
      {
        componentName: 'EnergyStatistics',
        path: 'statistics',
        component: 'analytics/statistics/index',
        nameZh: '能耗统计',
        nameEn: 'Energy statistics',
        icon: 'analytics',
        permission: 'device:list',
      },
    ],
  },
  {
    componentName: 'Meteorological',
    path: '/weather',
    component: 'Layout',
    nameZh: '气象监测',
    nameEn: 'Meteorological monitoring',
    icon: 'weather',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'WeatherOverview',
        path: 'overview',
        component: 'weather/overview/index',
        nameZh: '概览',
        nameEn: 'Overview',
        icon: 'dashboard',
        permission: 'device:list',
      },
      {
        componentName: 'WeatherMap',
        path: 'map',
        component: 'weather/map/index',
        nameZh: '地图',
        nameEn: 'Map',
        icon: 'map',
        permission: 'device:list',
      },
      {
        componentName: 'WeatherAnalytics',
        path: 'analytics',
        component: 'weather/analytics/index',
        nameZh: '数据分析',
        nameEn: 'Data analytics',
        icon: 'chart',
        permission: 'device:list',
      },
    ],
  },
  {
    componentName: 'VideoMonitoring',
    path: '/video',
    component: 'Layout',
    nameZh: '视频监控',
    nameEn: 'Video monitoring',
    icon: 'camera',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'MonitoringList',
        path: 'list',
        component: 'video/list/index',
        nameZh: '监控列表',
        nameEn: 'Monitoring list',
        icon: 'camera',
        permission: 'device:list',
      },
      {
        componentName: 'SplitScreen',
        path: 'split',
        component: 'video/split/index',
        nameZh: '分屏模式',
        nameEn: 'Split screen mode',
        icon: 'layout',
        permission: 'device:list',
      },
    ],
  },
  {
    componentName: 'LedScreens',
    path: '/led',
    component: 'Layout',
    nameZh: '信息发布',
    nameEn: 'LED screens',
    icon: 'screen',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'MediaLibrary',
        path: 'media',
        component: 'media/library/index',
        nameZh: '媒体库',
        nameEn: 'Media library',
        icon: 'media',
        permission: 'media:list',
      },
      {
        componentName: 'ScreenManagement',
        path: 'screens',
        component: 'screen-management/index',
        nameZh: '屏幕管理',
        nameEn: 'Screen management',
        icon: 'screen',
        permission: 'device:list',
      },
      {
        componentName: 'ProgramManagement',
        path: 'program',
        component: 'program/index',
        nameZh: '节目管理',
        nameEn: 'Program management',
        icon: 'program',
        permission: 'program:list',
      },
      {
        componentName: 'ScreenAdvertising',
        path: 'advertising',
        component: 'advertising/index',
        nameZh: '屏幕广告',
        nameEn: 'Screen advertising',
        icon: 'advertising',
        permission: 'campaign:list',
      },
    ],
  },
  {
    // Links, opened in a new tab: the walls are full-window routes of the app (brand sy: to:screen is the custom one).
    componentName: 'LargeScreens',
    path: '/large-screen',
    component: 'Layout',
    nameZh: '大屏展示',
    nameEn: 'Large screens',
    icon: 'monitor',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'MonitoringWall',
        path: 'to:screen',
        component: 'screen/index',
        nameZh: '大屏监控',
        nameEn: 'Monitoring wall',
        icon: 'monitor',
        permission: 'device:list',
      },
      {
        componentName: 'ClassicWall',
        path: 'to:screen-old',
        component: 'screen-old/index',
        nameZh: '经典大屏',
        nameEn: 'Classic wall',
        icon: 'dashboard',
        permission: 'device:list',
      },
      {
        componentName: 'ThreeDView',
        path: 'to:3d',
        component: '3d/index',
        nameZh: '三维大屏',
        nameEn: '3D view',
        icon: 'globe',
        permission: 'device:list',
      },
      {
        componentName: 'CustomWall',
        path: 'to:screen-custom',
        component: 'screen-custom/index',
        nameZh: '自定义大屏',
        nameEn: 'Custom wall',
        icon: 'layout',
        permission: 'device:list',
      },
    ],
  },
  {
    componentName: 'System',
    path: '/system',
    component: 'Layout',
    nameZh: '系统管理',
    nameEn: 'System management',
    icon: 'setting',
    redirect: 'noRedirect',
    children: [
      {
        componentName: 'Account',
        path: 'account',
        component: 'system/account/index',
        nameZh: '账号管理',
        nameEn: 'Account management',
        icon: 'user',
        permission: 'sys:account:list',
      },
      {
        componentName: 'Role',
        path: 'role',
        component: 'system/role/index',
        nameZh: '角色管理',
        nameEn: 'Role management',
        icon: 'peoples',
        permission: 'sys:role:list',
      },
      {
        componentName: 'Menu',
        path: 'menu',
        component: 'system/menu/index',
        nameZh: '菜单管理',
        nameEn: 'Menu management',
        icon: 'tree-table',
        permission: 'sys:menu:list',
      },
      {
        componentName: 'Manufacturer',
        path: 'manufacturer',
        component: 'system/manufacturer/index',
        nameZh: '厂家管理',
        nameEn: 'Manufacturer management',
        icon: 'factory',
        permission: 'sys:manufacturer:list',
      },
      {
        componentName: 'Audit',
        path: 'audit',
        component: 'system/audit/index',
        nameZh: '审计日志',
        nameEn: 'Audit log',
        icon: 'log',
        permission: 'sys:audit:list',
      },
      {
        componentName: 'Brand',
        path: 'brand',
        component: 'system/brand/index',
        nameZh: '品牌管理',
        nameEn: 'Brand management',
        icon: 'brand',
        permission: 'sys:brand:update',
      },
    ],
  },
];

/**
 * The full path of every screen of the catalogue (`/system/account`), hidden ones included; `to:`
 * links are not screens of the sidebar layout.
 */
export function catalogueScreenPaths(menus: CatalogueMenu[] = menuCatalogue, parent = ''): string[] {
  return menus.flatMap((menu) => {
    if (menu.path.startsWith('to:')) return [];
    const path = menu.path.startsWith('/') ? menu.path : `${parent}/${menu.path}`;
    return menu.children ? catalogueScreenPaths(menu.children, path) : [path];
  });
}
