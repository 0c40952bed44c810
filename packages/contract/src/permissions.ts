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
  { name: string; nameEn: string; description: string; permissions: PermissionKey[] }
> = {
  admin: {
    name: '管理员',
    nameEn: 'Administrator',
    description: 'Manages accounts, roles, menus and everything in its account tree',
    permissions: [...permissionKeys],
  },
  controller: {
    name: '控制员',
    nameEn: 'Controller',
    description:
      'Watches, switches and dims, acknowledges warnings, handles after-sales tickets, exports reports',
    permissions: [
      ...operator,
      'device:export',
      'device:command',
      'aftersale:update',
      'aftersale:assign',
      'aftersale:handle',
    ],
  },
  user: {
    name: '用户',
    nameEn: 'User',
    description: 'Reads the projects it is given',
    permissions: operator,
  },
  demo: {
    name: '演示角色',
    nameEn: 'Demo',
    description: 'Looks at everything it is given, changes nothing',
    permissions: readOnly.filter((key) => key !== 'sys:audit:list' && key !== 'sys:outbox:list'),
  },
  manufacturer: {
    name: '厂家',
    nameEn: 'Manufacturer',
    description: 'Registers the devices it builds, so that customers can bind them',
    permissions: [
      ...personal,
      'factorydevice:list',
      'factorydevice:add',
      'factorydevice:update',
      'factorydevice:delete',
    ],
  },
};
