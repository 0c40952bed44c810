import { CAMERA_PTZ_TTL_SECONDS, type CommandSummary } from '@lamplighter/contract';
import { type Fleet, startFleet } from '@lamplighter/simulator';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import {
  type CommandDevice,
  type CommandTest,
  nextMessage,
  startCommandTest,
} from '../../test/commands-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD } from '../../test/test-app';

/**
 * Turning a PTZ camera a step from the video screens: simulated cameras connected to the
 * platform's own broker answer, and every step is a command in the log.
 */
let c: CommandTest;
let fleet: Fleet;
/** A camera with PTZ in its settings and in the simulator. */
let turning: CommandDevice;
/** PTZ in its settings, but the simulated camera has none. */
let fixed: CommandDevice;
/** No PTZ in its settings. */
let plain: CommandDevice;
/** PTZ in its settings, never connected. */
let away: CommandDevice;
/** PTZ in its settings, connected, and never answering. */
let silent: CommandDevice;
let silentClient: MqttClient;
let viewer: CreatedAccount;
let siblingCamera: number;
let lamp: number;

const at = { lat: 30.25, lng: 120.15 };

const step = (form: Record<string, string | number>, token = c.tenant.token) =>
  c.t.post('/remote/camera/ptz', { token, form });

async function addCamera(ptz: 0 | 1): Promise<CommandDevice> {
  const camera = await c.addDevice({ devicetype: 6, latitude: at.lat, longitude: at.lng });
  const set = await c.t.post('/remote/camera/update', {
    token: c.tenant.token,
    form: { id: camera.id, ptz },
  });
  expect(set.statusCode, set.body.message).toBe(200);
  return camera;
}

async function commandsOf(code: string): Promise<CommandSummary[]> {
  const answer = await c.t.get('/remote/device/command/list', {
    token: c.tenant.token,
    query: { devicecode: code, pagesize: 50 },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0].list;
}

beforeAll(async () => {
  c = await startCommandTest('ptz_tenant');
  const admin = await c.t.signIn('admin', ADMIN_PASSWORD);
  viewer = await createAccount(c.t, c.tenant.token, { username: 'ptz_viewer', role: 'user' });
  const sibling = await createAccount(c.t, admin, { username: 'ptz_sibling' });
  const siblingProject = (await addProject(c.t, sibling.token)).id;
  siblingCamera = (await addDevice(c.t, sibling.token, siblingProject, { devicetype: 6 })).device.id;
  await c.t.post('/remote/camera/update', { token: sibling.token, form: { id: siblingCamera, ptz: 1 } });
  lamp = (await c.addDevice()).id;
  turning = await addCamera(1);
  fixed = await addCamera(1);
  plain = await addCamera(0);
  away = await addCamera(1);
  silent = await addCamera(1);
  fleet = startFleet({
    broker: c.mqttUrl,
    devices: [
      { kind: 'camera', code: turning.code, token: turning.token, ...at, config: { ptz: true } },
      { kind: 'camera', code: fixed.code, token: fixed.token, ...at },
    ],
    rampUpMs: 0,
    minRealIntervalMs: 1000,
  });
  silentClient = await c.connect(silent);
  await until(() => [turning, fixed, silent].every((camera) => c.t.deviceBroker.acceptsCommands(camera.id)));
});
afterAll(async () => {
  await fleet?.stop();
  await c?.close();
});

describe('a PTZ step refused', () => {
  it('asks for a signed-in caller who may send commands', async () => {
    expect(
      (await c.t.post('/remote/camera/ptz', { form: { id: turning.id, move: 'left' } })).statusCode,
    ).toBe(401);
    expect((await step({ id: turning.id, move: 'left' }, viewer.token)).statusCode).toBe(403);
  });

  it('names a move it does not know, and a step out of range', async () => {
    const spin = await step({ id: turning.id, move: 'spin' });
    expect(spin.statusCode).toBe(400);
    expect(spin.body.errors).toEqual([
      expect.objectContaining({
        field: 'move',
        key: 'validation.ptzMove',
        message: 'the move must be one of left, right, up, down, zoomIn, zoomOut, home',
      }),
    ]);
    const far = await step({ id: turning.id, move: 'left', step: 11 });
    expect(far.statusCode).toBe(400);
    expect(far.body.errors?.[0]).toMatchObject({ field: 'step' });
  });

  it('answers 404 for a camera of another account and for a device that is no camera', async () => {
    for (const id of [siblingCamera, lamp]) {
      const answer = await step({ id, move: 'left' });
      expect(answer.statusCode).toBe(404);
    }
  });

  it('refuses a camera whose settings have no PTZ, sending nothing, and audits the refusal', async () => {
    const answer = await step({ id: plain.id, move: 'left' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({
      key: 'camera.noPtz',
      message: 'this camera does not pan, tilt or zoom: turn PTZ on in its addresses if it can',
    });
    expect(await commandsOf(plain.code)).toEqual([]);
    const audit = await c.t.get('/sys/audit/list', {
      token: c.tenant.token,
      query: { action: 'camera.ptz', pagesize: 1 },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'failure',
      targetid: String(plain.id),
      detail: { reason: answer.body.message },
    });
  });

  it('says so when the camera is offline: the step is not queued for it', async () => {
    const answer = await step({ id: away.id, move: 'left' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({ key: 'camera.ptzOffline' });
    const [logged] = await commandsOf(away.code);
    expect(logged).toMatchObject({ method: 'ptz', waitoffline: false, counts: { failed: 1, queued: 0 } });
  });

  it('passes on the refusal of a camera that has no PTZ after all', async () => {
    const answer = await step({ id: fixed.id, move: 'up' });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toMatchObject({
      key: 'camera.ptzRefused',
      message: 'the camera refused the step: unsupported: this camera has no PTZ',
    });
  });
});

describe('a PTZ step to a simulated camera', () => {
  it('answers where the camera points after each step, and each step is a command in the log', async () => {
    const home = await step({ id: turning.id, move: 'home' });
    expect(home.statusCode, home.body.message).toBe(200);
    expect(home.body.data).toMatchObject({ state: 'succeeded', position: { pan: 0, tilt: -30, zoom: 1 } });
    const right = await step({ id: turning.id, move: 'right' });
    expect(right.body.data.position).toEqual({ pan: 10, tilt: -30, zoom: 1 });
    const left = await step({ id: turning.id, move: 'left', step: 3 });
    expect(left.body.data.position).toEqual({ pan: 355, tilt: -30, zoom: 1 });

    const logged = await commandsOf(turning.code);
    expect(logged.map((command) => [command.method, command.params])).toEqual([
      ['ptz', { move: 'left', step: 3 }],
      ['ptz', { move: 'right', step: 2 }],
      ['ptz', { move: 'home', step: 2 }],
    ]);
    const [last] = logged;
    expect(last).toMatchObject({ id: left.body.data.commandid, counts: { succeeded: 1 } });
    // A step is worthless a minute later: it expires within seconds of being sent.
    const lifetime = Date.parse(last?.expiretime ?? '') - Date.parse(last?.createtime ?? '');
    expect(Math.round(lifetime / 1000)).toBe(CAMERA_PTZ_TTL_SECONDS);
  });

  it('reports where it points among its attributes', async () => {
    await step({ id: turning.id, move: 'zoomIn', step: 4 });
    await until(async () => {
      const detail = await c.t.get('/remote/device/detail', {
        token: c.tenant.token,
        query: { id: turning.id },
      });
      const zoom = detail.body.data.attributes.find((attribute: { key: string }) => attribute.key === 'zoom');
      return zoom?.value === 2.4;
    });
  });

  it('answers without a position when the camera gives no answer in time', async () => {
    const answering = step({ id: silent.id, move: 'down' });
    const request = await nextMessage(silentClient);
    expect(request.json).toEqual({ method: 'ptz', params: { move: 'down', step: 2 } });
    // Past the step's expiry: the platform gives up on it at once rather than after its wait.
    c.advanceClock((CAMERA_PTZ_TTL_SECONDS + 1) * 1000);
    const answer = await answering;
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(answer.body.data.position).toBeNull();
    expect(['sent', 'delivered', 'expired']).toContain(answer.body.data.state);
  });
});
