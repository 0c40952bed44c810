import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { RecordingSink } from '../../test/recording-sink';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

const LIMIT = 2048;
let t: TestApp;
let sink: RecordingSink;
let logLines: string[];
let device: { id: number; token: string };

beforeAll(async () => {
  sink = new RecordingSink();
  logLines = [];
  t = await startTestApp({ MQTT_MAX_MESSAGE_BYTES: String(LIMIT) }, { deviceSink: sink, logLines });
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  const added = await addDevice(t, admin, (await addProject(t, admin)).id);
  device = { id: added.device.id, token: added.token };
});
afterAll(() => t.close());

function post(path: string, payload: string, contentType: string | undefined = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
  });
}

describe('the HTTP device API refuses', () => {
  it('an unknown token with 401, whatever the body', async () => {
    for (const token of [`${'a'.repeat(31)}b`, 'x', 'x'.repeat(90)]) {
      for (const resource of ['telemetry', 'attributes']) {
        const answer = await post(`/api/v1/${token}/${resource}`, '{broken');
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ status: 2002, message: 'invalid token', data: null });
      }
    }
    expect(sink.received).toEqual([]);
  });

  it('what is not one of its resources with 404', async () => {
    expect((await post(`/api/v1/${device.token}/unknown`, '{}')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/${device.token}/telemetry` })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/v1/${device.token}/telemetry/extra`, '{}')).statusCode).toBe(404);
  });

  it('a body that is not a telemetry or attributes document with 400 and the reason, counted', async () => {
    const cases: [string, string, string][] = [
      ['telemetry', 'temperature=20', 'not JSON'],
      ['telemetry', '', 'not JSON'],
      ['telemetry', '"on"', 'values must be a JSON object'],
      ['telemetry', '{"ts": 1, "values": {}}', 'values hold no key'],
      ['attributes', '[{"a": 1}]', 'attributes must be a JSON object'],
      ['telemetry', `{"a": ${'['.repeat(1000)}${']'.repeat(1000)}}`, 'JSON nested deeper than 32 levels'],
      ['attributes', `{"a": ${'['.repeat(32)}${']'.repeat(32)}}`, 'JSON nested deeper than 32 levels'],
    ];
    for (const [resource, body, reason] of cases) {
      const answer = await post(`/api/v1/${device.token}/${resource}`, body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, message: reason, data: null });
    }
    expect(sink.rejectionsOf(device.id)).toEqual(cases.map(([, , reason]) => reason));
  });

  it('a body over the message limit with 413', async () => {
    const answer = await post(
      `/api/v1/${device.token}/telemetry`,
      JSON.stringify({ pad: 'x'.repeat(LIMIT) }),
    );
    expect(answer.statusCode).toBe(413);
  });
});

describe('the HTTP device API takes', () => {
  it('telemetry in every form and under any content type, answering 200 with no body', async () => {
    const ts = Date.now() - 5000;
    const before = Date.now();
    const bodies: [string, string | undefined][] = [
      ['{"batteryVoltage": 12.8}', 'application/json'],
      [JSON.stringify({ ts, values: { brightness: 50 } }), 'text/plain'],
      [
        JSON.stringify([{ ts, values: { loadPower: 20 } }, { loadPower: 21 }]),
        'application/x-www-form-urlencoded',
      ],
      ['{"signalStrength": -80}', undefined],
    ];
    for (const [body, contentType] of bodies) {
      const answer = await post(`/api/v1/${device.token}/telemetry`, body, contentType);
      expect(answer.statusCode, contentType).toBe(200);
      expect(answer.body).toBe('');
    }
    const entries = sink.telemetryOf(device.id).flatMap((message) => message.entries);
    expect(entries.map((entry) => entry.values)).toEqual([
      { batteryVoltage: 12.8 },
      { brightness: 50 },
      { loadPower: 20 },
      { loadPower: 21 },
      { signalStrength: -80 },
    ]);
    expect(entries[1]?.ts).toBe(ts);
    for (const entry of [entries[0], entries[3], entries[4]]) {
      expect(entry?.ts).toBeGreaterThanOrEqual(before);
      expect(entry?.ts).toBeLessThanOrEqual(Date.now());
    }
  });

  it('attributes', async () => {
    const answer = await post(
      `/api/v1/${device.token}/attributes`,
      '{"firmwareVersion": "3.0", "iccid": "8986"}',
    );
    expect(answer.statusCode).toBe(200);
    expect(sink.attributesOf(device.id).at(-1)?.values).toEqual({ firmwareVersion: '3.0', iccid: '8986' });
  });

  it('answers only once the data is stored, and 500 when it could not be', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    sink.hold = () => gate;
    let answered = false;
    const pending = post(`/api/v1/${device.token}/telemetry`, '{"brightness": 77}').then((answer) => {
      answered = true;
      return answer;
    });
    await sink.until(() =>
      sink.received.some((m) => 'entries' in m && m.entries[0]?.values.brightness === 77),
    );
    sink.hold = undefined;
    for (let i = 0; i < 10; i += 1) await post(`/api/v1/${device.token}/attributes`, '{"model": "x"}');
    expect(answered).toBe(false);
    release();
    expect((await pending).statusCode).toBe(200);

    sink.failure = new Error('database unreachable');
    const failed = await post(`/api/v1/${device.token}/telemetry`, '{"brightness": 78}');
    sink.failure = undefined;
    expect(failed.statusCode).toBe(500);
  });

  it('never writes the token into the log', async () => {
    expect(logLines.some((line) => line.includes('/api/v1/***/telemetry'))).toBe(true);
    expect(logLines.filter((line) => line.includes(device.token))).toEqual([]);
  });
});
