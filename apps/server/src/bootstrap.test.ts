import { permissionKeys } from '@lamplighter/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Store } from './db/client';
import { menus } from './modules/menus/menus.table';
import { roleMenus, roles } from './modules/roles/roles.table';
import { settings } from './modules/settings/settings.table';
import { openTestStore } from './test/test-store';

let store: Store;
const config = loadConfig({ ADMIN_PASSWORD: 'Lamp#Upgrade1' });

async function start() {
  const app = await buildApp({ config, store, logLevel: 'silent' });
  await app.close();
}

async function adminPermissions(): Promise<string[]> {
  const [row] = await store.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.code, 'admin'));
  return row?.permissions ?? [];
}

/** The codes of the built-in roles whose menu holds the entry. */
async function rolesSeeing(componentName: string): Promise<string[]> {
  const rows = await store.db
    .select({ code: roles.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(menus.componentName, componentName));
  return rows.map((row) => row.code).sort();
}

beforeAll(async () => {
  store = await openTestStore();
  await start();
});
afterAll(() => store.close());

describe('first start and upgrades', () => {
  it('creates the built-in roles, the admin account and one signing key, once', async () => {
    const key = async () =>
      (await store.db.select().from(settings).where(eq(settings.key, 'token_signing_key')))[0]?.value;
    const first = await key();
    await start();
    expect(await key()).toBe(first);
    const accounts = await store.db.execute(sql`select username from accounts`);
    expect(JSON.stringify(accounts)).toContain('admin');
    expect(await adminPermissions()).toEqual(expect.arrayContaining([...permissionKeys]));
  });

  it('grants a permission key new in this version to the built-in roles that have it by default', async () => {
    const older = permissionKeys.filter((key) => key !== 'sys:brand:update');
    await store.db
      .update(settings)
      .set({ value: older.join(',') })
      .where(eq(settings.key, 'permission_keys'));
    await store.db
      .update(roles)
      .set({
        permissions: (await adminPermissions()).filter(
          (key) => key !== 'sys:brand:update' && key !== 'sys:audit:list',
        ),
      })
      .where(eq(roles.code, 'admin'));
    await start();
    const permissions = await adminPermissions();
    expect(permissions).toContain('sys:brand:update');
    expect(permissions).not.toContain('sys:audit:list');
  });

  it('adds a screen new in this version to an older installation, for the built-in roles that see its kin', async () => {
    const bluetooth = ['BluetoothMatrix', 'BluetoothMatrixLamp', 'BluetoothMatrixControl'];
    await store.db.delete(menus).where(inArray(menus.componentName, bluetooth));
    expect(await rolesSeeing('BluetoothMatrixLamp')).toEqual([]);
    await start();
    const mains = await rolesSeeing('MainsLamp');
    expect(mains).toEqual(['admin', 'controller', 'demo', 'user']);
    for (const entry of bluetooth) expect(await rolesSeeing(entry), entry).toEqual(mains);
  });

  it('adds the large screens to an older installation, for the built-in roles that list devices', async () => {
    const walls = ['MonitoringWall', 'ClassicWall', 'ThreeDView', 'CustomWall'];
    await store.db.delete(menus).where(inArray(menus.componentName, [...walls, 'LargeScreens']));
    for (const wall of walls) expect(await rolesSeeing(wall)).toEqual([]);
    await start();
    const [group] = await store.db.select().from(menus).where(eq(menus.componentName, 'LargeScreens'));
    const linked = await store.db
      .select()
      .from(menus)
      .where(eq(menus.parentId, group?.id ?? -1))
      .orderBy(menus.sort);
    expect(linked.map(({ path, nameZh, nameEn }) => ({ path, nameZh, nameEn }))).toEqual([
      { path: 'to:screen', nameZh: '大屏监控', nameEn: 'Monitoring wall' },
      { path: 'to:screen-old', nameZh: '经典大屏', nameEn: 'Classic wall' },
      { path: 'to:3d', nameZh: '三维大屏', nameEn: '3D view' },
      { path: 'to:screen-custom', nameZh: '自定义大屏', nameEn: 'Custom wall' },
    ]);
    for (const wall of walls) expect(await rolesSeeing(wall), wall).toEqual(await rolesSeeing('DeviceMap'));
  });
});
