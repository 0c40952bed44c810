import type { PermissionKey } from '@lamplighter/contract';

export interface CatalogueMenu {
  componentName: string;
  path: string;
  component: string;
  nameZh: string;
  nameEn: string;
  icon: string;
  redirect?: string;
  /** A built-in role sees the entry when it holds this key. */
  permission?: PermissionKey;
  children?: CatalogueMenu[];
}

/** The menu entries of the screens that exist. Later domains add theirs here. */
export const menuCatalogue: CatalogueMenu[] = [
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
