/**
 * Permission keys (the seed's `idenkey`). A role is a set of these plus menu entries; the server
 * checks them on every call and the web removes elements whose key the user lacks.
 */
export const permissionKeys = [
  'sys:account:list',
  'sys:account:add',
  'sys:account:update',
  'sys:account:delete',
  'sys:account:resetpwd',
  'sys:role:list',
  'sys:role:add',
  'sys:role:update',
  'sys:role:delete',
  'sys:menu:list',
  'sys:menu:add',
  'sys:menu:update',
  'sys:menu:delete',
  'sys:audit:list',
  'sys:outbox:list',
  'sys:brand:update',
  'profile:update',
  'warning:list',
  'warning:read',
  'notification:list',
  'notification:read',
  'project:list',
  'project:add',
  'project:update',
  'project:delete',
  'group:list',
  'group:add',
  'group:update',
  'group:delete',
  'device:list',
  'device:add',
  'device:update',
  'device:delete',
  'device:credentials',
  'device:bind',
  'device:import',
  'device:export',
  'device:command',
  'device:command:list',
  'aftersale:list',
  'aftersale:add',
  'aftersale:update',
  'aftersale:delete',
  'aftersale:assign',
  'aftersale:handle',
  'factorydevice:list',
  'factorydevice:add',
  'factorydevice:update',
  'factorydevice:delete',
  'sys:manufacturer:list',
  'sys:manufacturer:add',
  'sys:manufacturer:update',
  'sys:manufacturer:delete',
  'media:list',
  'media:upload',
  'media:update',
  'media:delete',
  'program:list',
  'program:add',
  'program:update',
  'program:delete',
  'program:review',
  'program:publish',
  'campaign:list',
  'campaign:add',
  'campaign:update',
  'campaign:delete',
  'broadcast:list',
  'broadcast:add',
  'broadcast:cancel',
] as const;
export type PermissionKey = (typeof permissionKeys)[number];

export const builtinRoleCodes = ['admin', 'controller', 'user', 'demo', 'manufacturer'] as const;
export type BuiltinRoleCode = (typeof builtinRoleCodes)[number];

const readOnly: PermissionKey[] = permissionKeys.filter((key) => key.endsWith(':list'));
const personal: PermissionKey[] = ['profile:update', 'notification:list', 'notification:read'];
const looksAtInventory: PermissionKey[] = ['project:list', 'group:list', 'device:list'];
const operator: PermissionKey[] = [
  ...personal,
  'warning:list',
  'warning:read',
  ...looksAtInventory,
  'device:command:list',
  'aftersale:list',
  'aftersale:add',
];

export const builtinRoles: Record<
  BuiltinRoleCode,
  {
    name: string;
    nameEn: string;
    /** As stored at the first start; shown in the reader's language until someone changes it. */
    description: string;
    descriptionZh: string;
    permissions: PermissionKey[];
  }
> = {
  admin: {
    name: '管理员',
    nameEn: 'Administrator',
    description: 'Manages accounts, roles, menus and everything in its account tree',
    descriptionZh: '管理本账号树下的账号、角色、菜单及全部内容',
    permissions: [...permissionKeys],
  },
  controller: {
    name: '控制员',
    nameEn: 'Controller',
    description:
      'Watches, switches and dims, acknowledges warnings, handles after-sales tickets, exports reports',
    descriptionZh: '监控、开关灯和调光，处理告警和售后工单，导出报表',
    permissions: [
      ...operator,
      'device:export',
      'device:command',
      'aftersale:update',
      'aftersale:assign',
      'aftersale:handle',
      'media:list',
      'media:upload',
      'media:update',
      'program:list',
      'program:add',
      'program:update',
      'program:publish',
      'campaign:list',
      'campaign:add',
      'campaign:update',
      'broadcast:list',
      'broadcast:add',
      'broadcast:cancel',
    ],
  },
  user: {
    name: '用户',
    nameEn: 'User',
    description: 'Reads the projects it is given',
    descriptionZh: '查看分配给它的项目',
    permissions: operator,
  },
  demo: {
    name: '演示角色',
    nameEn: 'Demo',
    description: 'Looks at everything it is given, changes nothing',
    descriptionZh: '可查看分配给它的全部内容，不能做任何修改',
    permissions: readOnly.filter((key) => key !== 'sys:audit:list' && key !== 'sys:outbox:list'),
  },
  manufacturer: {
    name: '厂家',
    nameEn: 'Manufacturer',
    description: 'Registers the devices it builds, so that customers can bind them',
    descriptionZh: '登记自己生产的设备，供客户绑定',
    permissions: [
      ...personal,
      'factorydevice:list',
      'factorydevice:add',
      'factorydevice:update',
      'factorydevice:delete',
    ],
  },
};
