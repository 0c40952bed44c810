import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDevice, type CommandTest, startCommandTest } from '../../test/commands-fixture';
import { until } from '../../test/device-api-fixture';

/** A device that takes its commands over HTTP (NB-IoT), as ThingsBoard's RPC polling has it. */
let c: CommandTest;
let device: CommandDevice;

beforeAll(async () => {
  c = await startCommandTest('cmd_http_tenant');
  device = await c.addDevice({ isnbiot: 1 });
});
afterAll(() => c.close());

const poll = (token: string, timeout: number) =>
  c.t.app.inject({ method: 'GET', url: `/api/v1/${token}/rpc`, query: { timeout: String(timeout) } });
const reply = (token: string, id: number | string, body: string) =>
  c.t.app.inject({
    method: 'POST',
    url: `/api/v1/${token}/rpc/${id}`,
    payload: body,
    headers: { 'content-type': 'application/json' },
  });

describe('RPC polling over HTTP', () => {
  it('refuses an unknown token with 401, a bad timeout with 400, and answers 408 when nothing came', async () => {
    expect((await poll('no-such-token', 0)).statusCode).toBe(401);
    expect((await poll(device.token, 600_000)).statusCode).toBe(400);
    expect((await poll(device.token, 0)).statusCode).toBe(408);
    expect((await reply(device.token, 999_999, '{"ok": true}')).statusCode).toBe(404);
  });

  it('refuses an answer nested 5,000 deep with 400 and the reason, before looking for its command', async () => {
    for (const id of [1, 999_999]) {
      const answer = await reply(device.token, id, `${'['.repeat(5000)}${']'.repeat(5000)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        status: 400,
        message: 'JSON nested deeper than 32 levels',
        data: null,
      });
    }
  });

  it('hands a waiting poll the command sent meanwhile, and takes the answer', async () => {
    const waiting = poll(device.token, 20_000);
    // The device takes commands while its poll waits (until then a command finds it offline).
    let commandId = 0;
    await until(async () => {
      const sent = await c.send({
        devicecodes: [device.code],
        method: 'dimming',
        params: { brightness: 25 },
      });
      commandId = sent.body.data.commandid;
      return sent.body.data.socketResultMap.dimming.handleDevice.length > 0;
    });
    const handed = await waiting;
    expect(handed.statusCode).toBe(200);
    const command = handed.json();
    expect(command).toMatchObject({ method: 'dimming', params: { brightness: 25 } });
    expect(typeof command.id).toBe('number');
    expect((await reply(device.token, command.id, '{broken')).statusCode).toBe(400);
    expect((await reply(device.token, command.id, '{"ok": true}')).statusCode).toBe(200);
    await c.reach(commandId, device.code, 'succeeded');
  });

  it('hands out a command queued while the device slept on its next poll', async () => {
    const answer = await c.send({
      devicecodes: [device.code],
      method: 'switch',
      params: { on: false },
      waitoffline: true,
    });
    expect(answer.body.data.socketResultMap.switch.offlineDevice).toEqual([device.code]);
    const handed = await poll(device.token, 0);
    expect(handed.statusCode).toBe(200);
    const command = handed.json();
    expect(command).toMatchObject({ method: 'switch', params: { on: false } });
    await c.reach(answer.body.data.commandid, device.code, 'sent');
    await reply(device.token, command.id, JSON.stringify({ ok: false, error: 'busy', message: 'later' }));
    await c.reach(answer.body.data.commandid, device.code, 'failed');
  });
});
