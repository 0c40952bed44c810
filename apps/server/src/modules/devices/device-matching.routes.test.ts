import { COMMAND_MAX_CODES } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let east: CreatedAccount;
let west: CreatedAccount;
let viewer: CreatedAccount;
const codes: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  east = await createAccount(t, admin, { username: 'match_east' });
  west = await createAccount(t, admin, { username: 'match_west' });
  viewer = await createAccount(t, east.token, { username: 'match_viewer', role: 'demo' });
  const eastProject = await addProject(t, east.token);
  for (const [name, form] of [
    ['solarA', { devicetype: 1, devicename: 'Quay solar A' }],
    ['solarB', { devicetype: 1, devicename: 'Quay solar B' }],
    ['mains', { devicetype: 2, devicename: 'Pier mains' }],
  ] as const) {
    codes[name] = (await addDevice(t, east.token, eastProject.id, form)).device.devicecode;
  }
  codes.west = (await addDevice(t, west.token, (await addProject(t, west.token)).id)).device.devicecode;
});
afterAll(() => t.close());

const matching = (query: Record<string, string | number>, token = east.token) =>
  t.get('/remote/device/matching', { token, query });

describe('every device a list filter finds, to command them all', () => {
  it('answers 401 without a token, 2001 to a role that may not command, 400 for a bad filter', async () => {
    expect((await t.get('/remote/device/matching')).statusCode).toBe(401);
    expect((await matching({}, viewer.token)).body.status).toBe(2001);
    const bad = await matching({ lampon: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors?.map((error) => error.field)).toContain('lampon');
  });

  it("names the caller's devices the filters find, newest first, with their types", async () => {
    const all = await matching({});
    expect(all.statusCode).toBe(200);
    expect(all.body.data).toEqual({
      total: 3,
      devices: [
        { devicecode: codes.mains, devicetype: 2 },
        { devicecode: codes.solarB, devicetype: 1 },
        { devicecode: codes.solarA, devicetype: 1 },
      ],
    });
    const solar = await matching({ devicetype: 1, keyword: 'Quay' });
    expect(solar.body.data.devices.map((device: { devicecode: string }) => device.devicecode)).toEqual([
      codes.solarB,
      codes.solarA,
    ]);
    expect((await matching({}, west.token)).body.data.devices).toEqual([
      { devicecode: codes.west, devicetype: 1 },
    ]);
  });

  it('refuses more devices than one command takes, saying how many match', async () => {
    const bulk = await createAccount(t, await t.signIn('admin', ADMIN_PASSWORD), { username: 'match_bulk' });
    const project = await addProject(t, bulk.token);
    await t.store.db.execute(sql`
      insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint)
      select 'BULK-' || n, 'bulk lamp', 2, ${bulk.id}, ${project.id}, 'bulk-token-' || n, 'bulk'
      from generate_series(1, ${COMMAND_MAX_CODES + 1}) as n`);
    const refused = await matching({}, bulk.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      key: 'error.tooManyMatching',
      message: `${COMMAND_MAX_CODES + 1} devices match: at most ${COMMAND_MAX_CODES} can be commanded at once; narrow the filter`,
    });
    const narrowed = await matching({ keyword: 'BULK-10001' }, bulk.token);
    expect(narrowed.body.data.total).toBe(1);
  });
});
