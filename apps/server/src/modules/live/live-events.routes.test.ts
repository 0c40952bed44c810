import net from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { SseClient } from '../../test/sse-client';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
let admin: string;
let cityA: CreatedAccount;
let cityAOperator: CreatedAccount;
let cityB: CreatedAccount;
const clients: SseClient[] = [];
let closed = false;

async function listen(token?: string): Promise<SseClient> {
  const client = await SseClient.open(`${base}/prod-api/remote/events`, token);
  clients.push(client);
  return client;
}

const named = (type: string) => (event: { event?: string }) => event.event === type;

beforeAll(async () => {
  t = await startTestApp({ HOST: '127.0.0.1', LIVE_HEARTBEAT_SECONDS: '1', LIVE_MAX_BUFFERED_BYTES: '4096' });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  cityA = await createAccount(t, admin, { username: 'sse_city_a' });
  cityAOperator = await createAccount(t, cityA.token, { username: 'sse_city_a_op', role: 'controller' });
  cityB = await createAccount(t, admin, { username: 'sse_city_b' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  if (!closed) await t.close();
});

describe('GET /remote/events', () => {
  it('answers 401 with status 2003 without a token, and 2002 with a bad one', async () => {
    const anonymous = await fetch(`${base}/prod-api/remote/events`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { status: number }).status).toBe(2003);
    const forged = await fetch(`${base}/prod-api/remote/events`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(((await forged.json()) as { status: number }).status).toBe(2002);
  });

  it('streams text/event-stream with heartbeats', async () => {
    const client = await listen(cityA.token);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await client.next((event) => event.comment === 'heartbeat')).toEqual({ comment: 'heartbeat' });
  });

  it("passes on the events of the caller's subtree only, and notifications to their own account only", async () => {
    const [a, operator, b, top] = await Promise.all([
      listen(cityA.token),
      listen(cityAOperator.token),
      listen(cityB.token),
      listen(admin),
    ]);
    const state = { deviceid: 7, devicecode: 'SL-A-7', runstate: 3 };
    t.events.publish({ type: 'device-state', accountId: cityAOperator.id, data: state });
    t.events.publish({
      type: 'notification',
      accountId: cityA.id,
      data: { id: 1, notificationtitle: 'Mine' },
    });
    t.events.publish({ type: 'device-state', accountId: cityB.id, data: { ...state, devicecode: 'SL-B-1' } });

    expect((await a.next(named('device-state')))?.data).toEqual(state);
    expect((await operator.next(named('device-state')))?.data).toEqual(state);
    expect((await a.next(named('notification')))?.data).toEqual({ id: 1, notificationtitle: 'Mine' });
    const seenByB = await b.next(named('device-state'));
    expect(seenByB?.data).toMatchObject({ devicecode: 'SL-B-1' });
    // Events reach each stream in order: had B been sent city A's, it would have come first.
    expect(b.events.filter((event) => event.event)).toEqual([seenByB]);
    expect(a.events.some(named('report'))).toBe(false);
    expect(operator.events.some(named('notification'))).toBe(false);
    await top.next(named('device-state'));
    await top.next(named('device-state'), top.events.findIndex(named('device-state')) + 1);
    expect(top.events.filter(named('device-state')).map((event) => event.data)).toEqual([
      state,
      { ...state, devicecode: 'SL-B-1' },
    ]);
  });

  it("stops an account's events reaching its old subtree as soon as it moves to another", async () => {
    const mover = await createAccount(t, cityA.token, { username: 'sse_mover' });
    const [a, b] = await Promise.all([listen(cityA.token), listen(cityB.token)]);
    const before = { deviceid: 8, devicecode: 'SL-MOVER-1', runstate: 1 };
    t.events.publish({ type: 'device-state', accountId: mover.id, data: before });
    expect((await a.next(named('device-state')))?.data).toEqual(before);

    const moved = await t.post('/sys/account/update', {
      token: admin,
      form: { id: mover.id, parentid: cityB.id },
    });
    expect(moved.statusCode).toBe(200);
    const after = { ...before, devicecode: 'SL-MOVER-2' };
    const marker = { deviceid: 0, devicecode: 'SL-A-MARK', runstate: 1 };
    t.events.publish({ type: 'device-state', accountId: mover.id, data: after });
    t.events.publish({ type: 'device-state', accountId: cityA.id, data: marker });
    expect((await b.next(named('device-state')))?.data).toEqual(after);
    // Events reach each stream in order: had A been sent the moved account's, it would precede the marker.
    await a.next((event) => isDeepStrictEqual(event.data, marker));
    expect(a.events.filter(named('device-state')).map((event) => event.data)).toEqual([before, marker]);
  });

  it('brings a warning raised by a report of a device of the subtree', async () => {
    const project = await addProject(t, cityA.token);
    const { device, token } = await addDevice(t, cityA.token, project.id);
    const [a, b] = await Promise.all([listen(cityA.token), listen(cityB.token)]);
    const answer = await fetch(`${base}/api/v1/${token}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ runState: 3, loadState: 5 }),
    });
    expect(answer.status).toBe(200);
    expect((await a.next(named('warning')))?.data).toMatchObject({
      devicecode: device.devicecode,
      kind: 'state',
      reason: 'overload protection',
      cleared: false,
    });
    expect((await a.next(named('device-state')))?.data).toMatchObject({ runstate: 3 });
    // A marker of B's own, published after: in order, B would have had the warning first.
    await t.settled();
    const marker = { deviceid: 0, devicecode: 'SL-B-MARK', runstate: 1 };
    t.events.publish({ type: 'device-state', accountId: cityB.id, data: marker });
    expect((await b.next((event) => event.event !== undefined))?.data).toEqual(marker);
  });

  it("gives a device's stream only that device's events, its reports included; 404 for a foreign device", async () => {
    const project = await addProject(t, cityA.token);
    const { device, token } = await addDevice(t, cityA.token, project.id);
    const foreign = await fetch(`${base}/prod-api/remote/events?deviceid=${device.id}`, {
      headers: { authorization: `Bearer ${cityB.token}` },
    });
    expect(foreign.status).toBe(404);
    const bad = await fetch(`${base}/prod-api/remote/events?deviceid=x`, {
      headers: { authorization: `Bearer ${cityA.token}` },
    });
    expect(bad.status).toBe(400);

    const client = await SseClient.open(`${base}/prod-api/remote/events?deviceid=${device.id}`, cityA.token);
    clients.push(client);
    await client.next((event) => event.comment === 'connected');
    const other = { deviceid: device.id + 1000, devicecode: 'SL-OTHER', runstate: 3 };
    t.events.publish({ type: 'device-state', accountId: cityA.id, data: other });
    t.events.publish({
      type: 'notification',
      accountId: cityA.id,
      data: { id: 2, notificationtitle: 'Not here' },
    });
    const answer = await fetch(`${base}/api/v1/${token}/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loadPower: 12 }),
    });
    expect(answer.status).toBe(200);
    await client.next(named('report'));
    expect(client.events.filter((event) => event.event)).toEqual([
      { event: 'device-state', data: { deviceid: device.id, devicecode: device.devicecode, runstate: 1 } },
      { event: 'report', data: { deviceids: [device.id] } },
    ]);
  });

  it("gives the stream of a list's rows their reports only; 404 when one of them is foreign", async () => {
    const project = await addProject(t, cityA.token);
    const [first, second, unwatched] = [
      await addDevice(t, cityA.token, project.id),
      await addDevice(t, cityA.token, project.id),
      await addDevice(t, cityA.token, project.id),
    ];
    const foreign = (await addDevice(t, cityB.token, (await addProject(t, cityB.token)).id)).device;
    const mixed = await fetch(`${base}/prod-api/remote/events?deviceid=${first.device.id},${foreign.id}`, {
      headers: { authorization: `Bearer ${cityA.token}` },
    });
    expect(mixed.status).toBe(404);

    const watched = `${first.device.id},${second.device.id}`;
    const client = await SseClient.open(`${base}/prod-api/remote/events?deviceid=${watched}`, cityA.token);
    clients.push(client);
    await client.next((event) => event.comment === 'connected');
    t.events.publish({
      type: 'report',
      accountId: cityA.id,
      data: { deviceids: [unwatched.device.id, second.device.id, first.device.id] },
    });
    t.events.publish({ type: 'report', accountId: cityA.id, data: { deviceids: [unwatched.device.id] } });
    t.events.publish({ type: 'report', accountId: cityA.id, data: { deviceids: [first.device.id] } });
    // The report naming only the unwatched device passed nothing: the last one read is the third.
    await client.next(
      (event) => event.event === 'report' && (event.data as { deviceids: number[] }).deviceids.length === 1,
    );
    expect(client.events.filter(named('report')).map((event) => event.data)).toEqual([
      { deviceids: [second.device.id, first.device.id] },
      { deviceids: [first.device.id] },
    ]);
  });

  it('drops a client that does not read instead of buffering for it', async () => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET /prod-api/remote/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\n\r\n`);
    socket.pause();
    const closed = new Promise((resolve) => socket.once('close', resolve));
    const data = { text: 'x'.repeat(8000) };
    const published = 2000;
    for (let i = 0; i < published; i++) {
      t.events.publish({ type: 'command', accountId: cityA.id, data });
      if (i % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    let received = 0;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.resume();
    await closed;
    expect(received).toBeLessThan(published * 8000);
  });

  it('ends every stream when the app closes', async () => {
    const client = await listen(cityA.token);
    await client.next((event) => event.comment === 'connected');
    closed = true;
    await t.close();
    await client.end();
    expect(client.isEnded).toBe(true);
  });
});
