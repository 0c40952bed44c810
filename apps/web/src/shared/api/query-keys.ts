/**
 * The roots of the query cache for the data that several features show. A device, for one, is on
 * the device lists, the gateway and loop-controller screens, the map, and the control and history
 * screens: each of those features keeps its own key factory, rooted here at `domainKeys.devices`,
 * so that a change made on one screen reloads the others (by invalidating the root) without any
 * feature knowing another's keys.
 */
export const domainKeys = {
  accounts: ['accounts'],
  brands: ['brands'],
  commands: ['commands'],
  dashboard: ['dashboard'],
  devices: ['devices'],
  factoryDevices: ['factory-devices'],
  manufacturers: ['manufacturers'],
  media: ['media'],
  menus: ['menus'],
  programs: ['programs'],
  campaigns: ['campaigns'],
  broadcasts: ['broadcasts'],
  projects: ['projects'],
  roles: ['roles'],
  statistics: ['statistics'],
  user: ['user'],
  warnings: ['warnings'],
  afterSales: ['after-sales'],
  notifications: ['notifications'],
} as const;

/** The keys of the queries that live in shared/, which several features read. */
export const sharedKeys = {
  userInfo: [...domainKeys.user, 'info'],
  menuTree: (lang: string) => [...domainKeys.user, 'menutree', lang],
  /** The caller's menu tree in every language: a menu write reloads it. */
  menuTrees: [...domainKeys.user, 'menutree'],
  brands: (lang: string) => [...domainKeys.brands, lang],
  publicConfig: ['config', 'public'],
  baseMap: ['config', 'public', 'map'],
  deviceTypes: (lang: string) => ['reference', 'devicetype', lang],
  communicationTypes: (lang: string) => ['reference', 'communicationtype', lang],
  accountTree: [...domainKeys.accounts, 'tree'],
  roleChoices: [...domainKeys.roles, 'choices'],
  menuList: (lang: string) => [...domainKeys.menus, 'all', lang],
  projectTree: [...domainKeys.projects, 'tree'],
  /**
   * A network screen's list (gateways, loop controllers), under the devices' root, so that a change
   * anywhere in the inventory (a light moved, a device deleted) reloads it too.
   */
  networkList: (network: string, filter: object) => [...domainKeys.devices, network, 'list', filter],
  /** One device by id: the device screens' detail (devices' `deviceKeys.detail`), the map's card. */
  deviceDetail: (id: number) => [...domainKeys.devices, 'detail', id],
  liveDevice: (devicecode: string) => [...domainKeys.devices, 'detail', 'code', devicecode],
  projectLights: (projectid: number, keyword: string) => [
    ...domainKeys.devices,
    'project-lights',
    projectid,
    keyword,
  ],
  history: (devicecode: string, key: string, range: { from: number; to: number }) => [
    'history',
    devicecode,
    key,
    range.from,
    range.to,
  ],
} as const;
