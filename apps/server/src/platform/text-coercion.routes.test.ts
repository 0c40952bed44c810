import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject, uniqueName } from '../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../test/test-app';

/**
 * Nested values in the seed's default encoding: form-urlencoded with bracket names, as its client
 * writes objects (`params[on]=true`, `params[points][0][time]=18:30`), read by each endpoint's
 * schema: text digits where it wants numbers, true/false where it wants a flag.
 */
let t: TestApp;
let admin: string;
let projectId: number;
let light: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  projectId = (await addProject(t, admin)).id;
  light = (await addDevice(t, admin, projectId)).device.devicecode;
});
afterAll(() => t.close());

/** The seed client's encoding of an object. */
const seedForm = (body: Record<string, unknown>) => qs.stringify(body, { arrayFormat: 'brackets' });

function postForm(url: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/prod-api${url}`,
    payload: seedForm(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${admin}` },
  });
}

/** Sends a command to the (offline, so queued) light and answers the params it was recorded with. */
async function commandParams(method: string, params?: Record<string, unknown>) {
  const answer = await postForm('/remote/device/command', {
    devicecodes: [light],
    method,
    ...(params ? { params } : {}),
    waitoffline: true,
    ttl: 60,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const detail = await t.get('/remote/device/command/detail', {
    token: admin,
    query: { id: answer.json().data.commandid },
  });
  expect(detail.body.data.waitoffline).toBe(true);
  return detail.body.data.params;
}

const points = (kind: 'time' | 'duration') =>
  [0, 1, 2, 3, 4].map((n) =>
    kind === 'time'
      ? { time: `1${8 + (n % 2)}:30`, brightness: 100 - n * 10 }
      : { duration: 60 * n, brightness: 50 },
  );

describe('bracket-style nested values on the command call', () => {
  it('refuses a flag or a number that is not plainly one, naming the parameter', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['switch', { on: 'maybe' }, 'params.on'],
      ['dimming', { brightness: '1e2' }, 'params.brightness'],
      ['dimming', { brightness: '0x10' }, 'params.brightness'],
      ['dimming', { brightness: ' 40' }, 'params.brightness'],
      ['dimming', { brightness: '101' }, 'params.brightness'],
      ['loadMode', { mode: '7', points: [{ time: '25:00', brightness: '50' }] }, 'params.points'],
    ];
    for (const [method, params, field] of cases) {
      const answer = await postForm('/remote/device/command', { devicecodes: [light], method, params });
      expect(answer.statusCode, `${method} ${JSON.stringify(params)}`).toBe(400);
      const fields = (answer.json().errors as { field: string }[]).map((error) => error.field);
      expect(
        fields.some((name) => name.startsWith(field)),
        JSON.stringify(fields),
      ).toBe(true);
    }
  });

  it('takes every method with its parameters as the seed writes them, read as their types', async () => {
    expect(await commandParams('switch', { on: true })).toEqual({ on: true });
    expect(await commandParams('switch', { on: false })).toEqual({ on: false });
    expect(await commandParams('dimming', { brightness: 40 })).toEqual({ brightness: 40 });
    expect(await commandParams('loadMode', { mode: 7, points: points('time') })).toEqual({
      mode: 7,
      points: points('time'),
    });
    expect(await commandParams('loadMode', { mode: 0, points: points('duration') })).toEqual({
      mode: 0,
      points: points('duration'),
    });
    expect(await commandParams('holidayMode', { mode: 2 })).toEqual({ mode: 2 });
    expect(await commandParams('batteryType', { type: 3 })).toEqual({ type: 3 });
    expect(await commandParams('readParameters')).toEqual({});
    expect(
      await commandParams('firmwareUpgrade', { version: '2.1.0', url: 'https://example.com/fw.bin' }),
    ).toEqual({ version: '2.1.0', url: 'https://example.com/fw.bin' });
  });

  it('takes the items of a list numbered as well: params[points][0][time]', async () => {
    const body = { devicecodes: [light], method: 'loadMode', params: { mode: 7, points: points('time') } };
    const payload = qs.stringify(body, { arrayFormat: 'indices' });
    expect(payload).toContain(encodeURIComponent('params[points][0][time]'));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/prod-api/remote/device/command',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('still takes params as JSON text in one field', async () => {
    expect(await commandParams('dimming', '{"brightness":35}' as unknown as Record<string, unknown>)).toEqual(
      {
        brightness: 35,
      },
    );
  });

  it('reads bracket names in multipart fields alike', async () => {
    const boundary = 'lamplighter';
    const fields: [string, string][] = [
      ['devicecodes[]', light],
      ['method', 'switch'],
      ['params[on]', 'true'],
    ];
    const payload = `${fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('')}--${boundary}--\r\n`;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/prod-api/remote/device/command',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${admin}`,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('bracket-style nested values on the loop controller calls', () => {
  it('takes circuits as objects with numbers and lists of lights', async () => {
    const answer = await postForm('/remote/loopcontroller/add', {
      devicecode: uniqueName('LC'),
      devicename: 'Loop',
      projectid: projectId,
      circuits: [
        { number: 1, name: 'North', lights: [light] },
        { number: 2, name: 'South' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = await t.get('/remote/loopcontroller/detail', {
      token: admin,
      query: { id: answer.json().data.device.id },
    });
    expect(
      detail.body.data.circuits.map((c: { number: number; name: string }) => [c.number, c.name]),
    ).toEqual([
      [1, 'North'],
      [2, 'South'],
    ]);
  });
});
