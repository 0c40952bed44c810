import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { loopCircuits } from '../loop-controllers/loop-controllers.table';
import { devices } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let a1: CreatedAccount;
let b: CreatedAccount;
let from: { id: number };
let to: { id: number };
let toGroup: { id: number };

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'move_tenant_a' });
  a1 = await createAccount(t, a.token, { username: 'move_tenant_a1' });
  b = await createAccount(t, admin, { username: 'move_tenant_b' });
  from = await addProject(t, a.token);
  to = await addProject(t, a.token, { accountid: a1.id });
  toGroup = await addGroup(t, a.token, to.id);
});
afterAll(() => t.close());

async function placeOf(ids: number[]) {
  return t.store.db
    .select({
      id: devices.id,
      projectId: devices.projectId,
      groupId: devices.groupId,
      accountId: devices.accountId,
    })
    .from(devices)
    .where(inArray(devices.id, ids))
    .orderBy(devices.id);
}

describe('POST /remote/device/move', () => {
  it('moves devices to a project and group of the subtree, taking the new owner', async () => {
    const moving = [
      (await addDevice(t, a.token, from.id)).device.id,
      (await addDevice(t, a.token, from.id)).device.id,
    ];
    const answer = await t.post('/remote/device/move', {
      token: a.token,
      form: { ids: moving, projectid: to.id, groupid: toGroup.id },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ moved: 2 });
    expect(await placeOf(moving)).toEqual(
      moving.map((id) => ({ id, projectId: to.id, groupId: toGroup.id, accountId: a1.id })),
    );
    const seen = await t.get('/remote/device/list', { token: a1.token, query: { groupid: toGroup.id } });
    expect(seen.body.data[0].total).toBe(2);
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'device.move' } });
    expect(audit.body.data[0].list[0]).toMatchObject({ result: 'success', targetid: moving.join(',') });
  });

  it('moves nothing when one id is foreign, the target is foreign, or the group is of another project', async () => {
    const own = (await addDevice(t, a.token, from.id)).device.id;
    const foreign = (await addDevice(t, b.token, (await addProject(t, b.token)).id)).device.id;
    const mixed = await t.post('/remote/device/move', {
      token: a.token,
      form: { ids: [own, foreign], projectid: to.id },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.body.message).toBe('device not found');
    const foreignProject = await addProject(t, b.token);
    const outside = await t.post('/remote/device/move', {
      token: a.token,
      form: { ids: [own], projectid: foreignProject.id },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.body.message).toBe('project not found');
    const wrongGroup = await t.post('/remote/device/move', {
      token: a.token,
      form: { ids: [own], projectid: from.id, groupid: toGroup.id },
    });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.body.message).toBe('the group does not belong to the chosen project');
    expect(await placeOf([own])).toEqual([{ id: own, projectId: from.id, groupId: null, accountId: a.id }]);
  });
});

describe('deleting gateways and loop controllers', () => {
  it('refuses a gateway that still speaks for lights, unless they go with it', async () => {
    const gateway = (await addDevice(t, a.token, from.id, { devicetype: 4 })).device.id;
    const lights = [
      (await addDevice(t, a.token, from.id, { devicetype: 3 })).device.id,
      (await addDevice(t, a.token, from.id, { devicetype: 3 })).device.id,
    ];
    await t.store.db.update(devices).set({ gatewayId: gateway }).where(inArray(devices.id, lights));
    const refused = await t.get('/remote/device/delete', { token: a.token, query: { ids: [gateway] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'gateway still speaks for 2 lights; move them to another gateway first',
      key: 'error.gatewayHasLights',
      params: { count: 2 },
    });
    const withOne = await t.get('/remote/device/delete', {
      token: a.token,
      query: { ids: [gateway, lights[0] ?? 0] },
    });
    expect(withOne.body.params).toEqual({ count: 1 });
    const withAll = await t.get('/remote/device/delete', {
      token: a.token,
      query: { ids: [gateway, ...lights] },
    });
    expect(withAll.statusCode).toBe(200);
    expect(await placeOf([gateway, ...lights])).toEqual([]);
  });

  it('refuses a loop controller whose circuits feed lights', async () => {
    const controller = (await addDevice(t, a.token, from.id, { devicetype: 5 })).device.id;
    const { device: lamp } = await addDevice(t, a.token, from.id, { devicetype: 2 });
    const light = lamp.id;
    const [circuit] = await t.store.db
      .insert(loopCircuits)
      .values({ controllerId: controller, number: 1, name: 'North' })
      .returning({ id: loopCircuits.id });
    await t.store.db
      .update(devices)
      .set({ circuitId: circuit?.id ?? 0 })
      .where(eq(devices.id, light));
    const refused = await t.get('/remote/device/delete', { token: a.token, query: { ids: [controller] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('loop controller still feeds 1 light; take it off its circuits first');
    const changeFamily = await t.post('/remote/device/update', {
      token: a.token,
      form: {
        id: light,
        devicecode: `CAM-${light}`,
        devicename: 'Not a light',
        devicetype: 6,
        projectid: from.id,
      },
    });
    expect(changeFamily.statusCode).toBe(400);
    expect(changeFamily.body.message).toBe(
      `device ${lamp.devicecode} is not a light and cannot be placed behind a gateway or on a circuit`,
    );
    await t.store.db.update(devices).set({ circuitId: null }).where(eq(devices.id, light));
    const done = await t.get('/remote/device/delete', { token: a.token, query: { ids: [controller] } });
    expect(done.statusCode).toBe(200);
    const circuits = await t.store.db
      .select()
      .from(loopCircuits)
      .where(eq(loopCircuits.controllerId, controller));
    expect(circuits).toEqual([]);
  });
});
