import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { hashDeviceToken } from './device-tokens';
import { devices } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let viewer: CreatedAccount;
let projectId: number;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'cred_tenant_a' });
  viewer = await createAccount(t, a.token, { username: 'cred_viewer', role: 'controller' });
  projectId = (await addProject(t, a.token)).id;
});
afterAll(() => t.close());

async function storedHash(id: number) {
  const [row] = await t.store.db.select({ hash: devices.tokenHash }).from(devices).where(eq(devices.id, id));
  return row?.hash;
}

describe('/remote/device/credentials', () => {
  it('tells the hint and times of the token, never the token', async () => {
    const { device, token } = await addDevice(t, a.token, projectId);
    const answer = await t.get('/remote/device/credentials', { token: a.token, query: { id: device.id } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({
      tokenhint: token.slice(-4),
      createtime: expect.any(String),
      rotatetime: null,
    });
    expect(Math.abs(Date.parse(answer.body.data.createtime) - Date.now())).toBeLessThan(60_000);
    expect(answer.raw.body).not.toContain(token);
  });

  it('rotates the token: the new one is answered once, the old hash is gone, and it is audited', async () => {
    const { device, token: first } = await addDevice(t, a.token, projectId);
    const rotated = await t.post('/remote/device/credentials', { token: a.token, form: { id: device.id } });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.body.data.token;
    expect(second).toMatch(/^[a-z2-7]{32}$/);
    expect(second).not.toBe(first);
    expect(await storedHash(device.id)).toBe(hashDeviceToken(second));
    const [old] = await t.store.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.tokenHash, hashDeviceToken(first)));
    expect(old).toBeUndefined();
    const known = await t.get('/remote/device/credentials', { token: a.token, query: { id: device.id } });
    expect(known.body.data.tokenhint).toBe(second.slice(-4));
    expect(known.body.data.rotatetime).not.toBeNull();
    const detail = await t.get('/remote/device/detail', { token: a.token, query: { id: device.id } });
    expect(detail.body.data).toMatchObject({
      tokenhint: second.slice(-4),
      tokenrotatetime: expect.any(String),
    });
    const audit = await t.get('/sys/audit/list', {
      token: a.token,
      query: { action: 'device.credentials.rotate' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({ result: 'success', targetid: String(device.id) });
    expect(JSON.stringify(audit.body.data)).not.toContain(second);
  });

  it('refuses a role without the credentials key (2001) and a foreign or unknown device (404)', async () => {
    const { device } = await addDevice(t, a.token, projectId);
    for (const answer of [
      await t.get('/remote/device/credentials', { token: viewer.token, query: { id: device.id } }),
      await t.post('/remote/device/credentials', { token: viewer.token, form: { id: device.id } }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.body.status).toBe(2001);
    }
    const unknown = await t.post('/remote/device/credentials', { token: a.token, form: { id: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    const noId = await t.post('/remote/device/credentials', { token: a.token, form: {} });
    expect(noId.statusCode).toBe(400);
    expect(noId.body.message).toMatch(/^id: /);
  });
});
