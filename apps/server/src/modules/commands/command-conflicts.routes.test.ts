import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { type CommandDevice, type CommandTest, startCommandTest } from '../../test/commands-fixture';

let c: CommandTest;
let admin: string;
let demo: CreatedAccount;
let pier: CommandDevice;
let quay: CommandDevice;
let spare: CommandDevice;

beforeAll(async () => {
  c = await startCommandTest('conflict_tenant');
  admin = await c.t.signIn('admin', 'Lamp#Admin7x');
  demo = await createAccount(c.t, c.tenant.token, { username: 'conflict_demo', role: 'demo' });
  [pier, quay, spare] = [await c.addDevice(), await c.addDevice(), await c.addDevice()];
});
afterAll(() => c.close());

const conflicts = (body: Record<string, unknown>, token = c.tenant.token) =>
  c.t.post('/remote/device/command/conflicts', { token, json: body });

describe('asking whether someone else is commanding the same lamps', () => {
  it('answers 401 without a token, 2001 to a role that may not command, 400 without one target', async () => {
    const body = { devicecodes: [pier.code], method: 'switch' };
    expect((await c.t.post('/remote/device/command/conflicts', { json: body })).statusCode).toBe(401);
    expect((await conflicts(body, demo.token)).body.status).toBe(2001);
    const none = await conflicts({ method: 'switch' });
    expect(none.statusCode).toBe(400);
    expect(none.body.errors?.map((error) => error.field)).toContain('devicecodes');
    const unknown = await conflicts({ devicecodes: [pier.code], method: 'explode' });
    expect(unknown.statusCode).toBe(400);
  });

  it("names a lighting command of someone else within the minute; the sender's own do not count", async () => {
    const dimmed = await c.send(
      { devicecodes: [pier.code, quay.code], method: 'dimming', params: { brightness: 30 } },
      admin,
    );
    expect(dimmed.statusCode).toBe(200);
    await c.send({ devicecodes: [pier.code], method: 'switch', params: { on: true } });

    const answer = await conflicts({ devicecodes: [pier.code, spare.code], method: 'switch' });
    expect(answer.statusCode).toBe(200);
    // The administrator's account is above the tenant's: the tenant is told of the command, not who sent it.
    expect(answer.body.data).toEqual([
      {
        commandid: dimmed.body.data.commandid,
        username: '',
        method: 'dimming',
        params: { brightness: 30 },
        createtime: expect.any(String),
        devices: 1,
      },
    ]);
  });

  it('names the sender to an account that may see it, for a whole project too', async () => {
    const answer = await conflicts({ projectid: c.projectId, method: 'dimming' }, admin);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ username: 'conflict_tenant', method: 'switch', devices: 1 }),
    ]);
  });

  it('leaves out other lamps, methods that do not light, and commands older than a minute', async () => {
    expect((await conflicts({ devicecodes: [spare.code], method: 'switch' })).body.data).toEqual([]);
    expect((await conflicts({ devicecodes: [pier.code], method: 'readParameters' })).body.data).toEqual([]);
    c.advanceClock(61_000);
    expect((await conflicts({ devicecodes: [pier.code], method: 'switch' })).body.data).toEqual([]);
  });
});
