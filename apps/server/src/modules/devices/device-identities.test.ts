import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { DeviceIdentities } from './device-identities';
import { DevicesRepository } from './devices.repository';

let t: TestApp;
let admin: string;
let projectId: number;
let ownerId: number;
let identities: DeviceIdentities;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  const project = await addProject(t, admin);
  projectId = project.id;
  ownerId = project.accountid;
  identities = new DeviceIdentities(new DevicesRepository(t.store.db));
});
afterAll(() => t.close());

describe('the device an access token opens', () => {
  it('is none for an empty, overlong, altered or unknown token', async () => {
    const { token } = await addDevice(t, admin, projectId);
    for (const wrong of [undefined, '', 'x'.repeat(257), `${token}a`, token.slice(1), token.toUpperCase()]) {
      expect(await identities.byToken(wrong)).toBeUndefined();
    }
  });

  it('is found by the token’s hash with its number, owner and family; a rotated token opens nothing', async () => {
    const { device, token } = await addDevice(t, admin, projectId, { devicetype: 2 });
    expect(await identities.byToken(token)).toEqual({
      deviceId: device.id,
      code: device.devicecode,
      accountId: ownerId,
      typeId: 2,
    });
    const rotated = await t.post('/remote/device/credentials', { token: admin, form: { id: device.id } });
    expect(await identities.byToken(token)).toBeUndefined();
    expect((await identities.byToken(rotated.body.data.token))?.deviceId).toBe(device.id);
  });
});

describe('the lights behind a gateway', () => {
  it('are found by number among those it names; lights elsewhere and unknown numbers are left out', async () => {
    const behind = (await addDevice(t, admin, projectId, { devicetype: 3 })).device;
    const loose = (await addDevice(t, admin, projectId, { devicetype: 3 })).device;
    const answer = await t.post('/remote/gateway/add', {
      token: admin,
      form: {
        devicecode: uniqueName('GW'),
        devicename: 'Gateway',
        projectid: projectId,
        lights: [behind.devicecode],
      },
    });
    const gatewayId = answer.body.data.device.id as number;
    const found = await identities.behindGateway(gatewayId, [behind.devicecode, loose.devicecode, 'NONE']);
    expect([...found.keys()]).toEqual([behind.devicecode]);
    expect(found.get(behind.devicecode)).toMatchObject({ deviceId: behind.id, typeId: 3 });
    expect((await identities.behindGateway(gatewayId, [])).size).toBe(0);
    expect((await identities.behindGateway(loose.id, [behind.devicecode])).size).toBe(0);
  });
});
