import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import {
  type CommandDevice,
  type CommandTest,
  nextMessage,
  startCommandTest,
} from '../../test/commands-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../../test/inventory-fixture';

let c: CommandTest;
let demo: CreatedAccount;
let other: CreatedAccount;
let foreign: string;
let lamp: CommandDevice;

beforeAll(async () => {
  c = await startCommandTest('cmd_tenant_a');
  demo = await createAccount(c.t, c.tenant.token, { username: 'cmd_demo', role: 'demo' });
  const admin = await c.t.signIn('admin', 'Lamp#Admin7x');
  other = await createAccount(c.t, admin, { username: 'cmd_tenant_b' });
  const otherProject = await addProject(c.t, other.token);
  foreign = (await addDevice(c.t, other.token, otherProject.id)).device.devicecode;
  lamp = await c.addDevice();
});
afterAll(() => c.close());

const switchOn = (devicecodes: string[]) => ({ devicecodes, method: 'switch', params: { on: true } });

describe('who may send commands', () => {
  it('answers 401 without a token and 2001 to a demo account, which may still read the log', async () => {
    expect((await c.t.post('/remote/device/command', { json: switchOn([lamp.code]) })).statusCode).toBe(401);
    const refused = await c.send(switchOn([lamp.code]), demo.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.status).toBe(2001);
    const log = await c.t.get('/remote/device/command/list', { token: demo.token });
    expect(log.statusCode).toBe(200);
  });
});

describe('a command call with a bad field', () => {
  it.each([
    ['devicecodes', { method: 'switch', params: { on: true } }],
    ['devicecodes', { devicecodes: ['X'], projectid: 1, method: 'switch', params: { on: true } }],
    ['method', { devicecodes: ['X'], method: 'explode', params: {} }],
    ['params.brightness', { devicecodes: ['X'], method: 'dimming', params: { brightness: 101 } }],
    ['params', { devicecodes: ['X'], method: 'dimming', params: '{"brightness":' }],
    ['params.points', { devicecodes: ['X'], method: 'loadMode', params: { mode: 7 } }],
    ['ttl', { devicecodes: ['X'], method: 'switch', params: { on: true }, ttl: 0 }],
    ['waitoffline', { devicecodes: ['X'], method: 'switch', params: { on: true }, waitoffline: 'soon' }],
  ])('answers 400 naming %s', async (field, body) => {
    const answer = await c.send(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain(field);
  });

  it('answers 404 for a group or project outside the subtree', async () => {
    const otherProject = await addProject(c.t, other.token);
    const otherGroup = await addGroup(c.t, other.token, otherProject.id);
    const byGroup = await c.send({ groupid: otherGroup.id, method: 'switch', params: { on: true } });
    expect(byGroup.statusCode).toBe(404);
    const byProject = await c.send({ projectid: otherProject.id, method: 'switch', params: { on: true } });
    expect(byProject.statusCode).toBe(404);
  });
});

describe('a command to a connected light', () => {
  it('reports unknown and foreign numbers alike in nonexistentList and sends nothing to them', async () => {
    const unknown = uniqueName('NOPE');
    const answer = await c.send(switchOn([foreign, unknown]));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      socketResultMap: { switch: { handleDevice: [], offlineDevice: [] } },
      nonexistentList: [foreign, unknown],
    });
    const detail = await c.detail(answer.body.data.commandid);
    expect(detail.devices).toEqual([]);
  });

  it('goes out on rpc/request/{id}, succeeds with the answer, and each step is an event', async () => {
    const client = await c.connect(lamp);
    const arriving = nextMessage(client);
    const answer = await c.send({ devicecodes: [lamp.code], method: 'dimming', params: { brightness: 40 } });
    expect(answer.body.data.socketResultMap).toEqual({
      dimming: { handleDevice: [lamp.code], offlineDevice: [] },
    });
    const commandId = answer.body.data.commandid as number;
    const request = await arriving;
    const id = request.topic.split('/').at(-1);
    expect(request.topic).toMatch(/^v1\/devices\/me\/rpc\/request\/\d+$/);
    expect(request.json).toEqual({ method: 'dimming', params: { brightness: 40 } });
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
    await c.reach(commandId, lamp.code, 'succeeded');

    const [state] = (await c.detail(commandId)).devices;
    expect(state).toMatchObject({ deviceid: lamp.id, answer: { ok: true }, error: '' });
    expect(state?.senttime).not.toBeNull();
    expect(state?.finishtime).not.toBeNull();
    const steps = c.events.filter((event) => event.data.commandid === commandId);
    expect(steps.map((event) => event.data.state)).toEqual(['sent', 'succeeded']);
    expect(steps.every((event) => event.accountId === c.tenant.id)).toBe(true);
    await client.endAsync();
  });

  it('fails with the device’s reason when the device refuses', async () => {
    const client = await c.connect(lamp);
    const arriving = nextMessage(client);
    const answer = await c.send({ devicecodes: [lamp.code], method: 'batteryType', params: { type: 1 } });
    const id = (await arriving).topic.split('/').at(-1);
    const refusal = { ok: false, error: 'busy', message: 'charging' };
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify(refusal), { qos: 1 });
    await c.reach(answer.body.data.commandid, lamp.code, 'failed');
    expect((await c.detail(answer.body.data.commandid)).devices[0]?.error).toBe('busy: charging');
    await client.endAsync();

    // Its sender is told once, in the reader's language, with the way to the device that failed.
    const told = async () =>
      (
        await c.t.get('/remote/notification/getnotification', {
          token: c.tenant.token,
          headers: { 'accept-language': 'en' },
        })
      ).body.data[0].list.filter((n: { jumpPath: string }) => n.jumpPath.startsWith('/device/control'));
    await until(async () => (await told()).length > 0);
    expect(await told()).toEqual([
      expect.objectContaining({
        notificationtitle: 'Command batteryType finished: 1 of 1 devices failed',
        notificationcontent: `0 succeeded, 1 failed or got no answer in time, e.g. ${lamp.code}`,
        jumpPath: `/device/control?deviceCode=${encodeURIComponent(lamp.code)}`,
      }),
    ]);
  });

  it('refuses a family that does not obey the method, and sends it nothing', async () => {
    const station = await c.addDevice({ devicetype: 6 });
    const answer = await c.send(switchOn([station.code]));
    expect(answer.body.data).toMatchObject({
      socketResultMap: { switch: { handleDevice: [], offlineDevice: [] } },
      unsupportedList: [station.code],
    });
  });

  it('goes to the devices of a group that obey it, leaving the other families out', async () => {
    const group = await addGroup(c.t, c.tenant.token, c.projectId);
    const light = await c.addDevice({ groupid: group.id });
    await c.addDevice({ groupid: group.id, devicetype: 6 });
    const answer = await c.send({ method: 'switch', params: { on: true }, groupid: group.id });
    expect(answer.body.data).toMatchObject({
      socketResultMap: { switch: { handleDevice: [], offlineDevice: [light.code] } },
      unsupportedList: [],
    });
    const detail = await c.detail(answer.body.data.commandid);
    expect(detail.devices.map((device) => device.devicecode)).toEqual([light.code]);
  });
});

describe('a command to a light that is offline', () => {
  it('is not sent without waitoffline: offlineDevice names it and its state is failed', async () => {
    const sleeper = await c.addDevice();
    const answer = await c.send(switchOn([sleeper.code]));
    expect(answer.body.data).toMatchObject({
      socketResultMap: { switch: { handleDevice: [], offlineDevice: [sleeper.code] } },
      waitoffline: false,
    });
    const [state] = (await c.detail(answer.body.data.commandid)).devices;
    expect(state).toMatchObject({ state: 'failed', error: 'device offline' });
  });

  it('waits with waitoffline and goes out when the light subscribes again', async () => {
    const sleeper = await c.addDevice();
    const answer = await c.send({ ...switchOn([sleeper.code]), waitoffline: true });
    expect(answer.body.data.socketResultMap.switch.offlineDevice).toEqual([sleeper.code]);
    const commandId = answer.body.data.commandid as number;
    await c.reach(commandId, sleeper.code, 'queued');

    const client = await c.connect(sleeper);
    const request = await nextMessage(client);
    expect(request.json).toEqual({ method: 'switch', params: { on: true } });
    const id = request.topic.split('/').at(-1);
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
    await c.reach(commandId, sleeper.code, 'succeeded');
    await client.endAsync();
  });

  it('comes again with the same id when the light left without answering, and one answer settles it', async () => {
    const forgetful = await c.addDevice();
    let client = await c.connect(forgetful);
    const first = nextMessage(client);
    const answer = await c.send(switchOn([forgetful.code]));
    const commandId = answer.body.data.commandid as number;
    const firstTopic = (await first).topic;
    await client.endAsync(true);

    client = await c.connect(forgetful);
    const again = await nextMessage(client);
    expect(again.topic).toBe(firstTopic);
    const id = firstTopic.split('/').at(-1);
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
    await c.reach(commandId, forgetful.code, 'succeeded');
    await client.publishAsync(
      `v1/devices/me/rpc/response/${id}`,
      JSON.stringify({ ok: false, error: 'failed', message: 'late' }),
      { qos: 1 },
    );
    await client.endAsync();
    expect((await c.detail(commandId)).devices[0]).toMatchObject({
      state: 'succeeded',
      answer: { ok: true },
    });
  });

  it('expires when no answer comes before its expiry', async () => {
    const silent = await c.addDevice();
    const answer = await c.send({ ...switchOn([silent.code]), waitoffline: true, ttl: 30 });
    const commandId = answer.body.data.commandid as number;
    c.advanceClock(31_000);
    await c.reach(commandId, silent.code, 'expired');
    expect((await c.detail(commandId)).devices[0]?.error).toMatch(/expired/);
    // Once expired it is not sent when the light returns: the first command it gets is the new one.
    const client = await c.connect(silent);
    const arriving = nextMessage(client);
    await c.send({ devicecodes: [silent.code], method: 'switch', params: { on: false } });
    expect((await arriving).json).toEqual({ method: 'switch', params: { on: false } });
    await client.endAsync();
  });
});

describe('a light with a persistent session', () => {
  it('acknowledges the command (delivered), and gets a queued one back with its session', async () => {
    const keeper = await c.addDevice();
    let client = await c.connect(keeper, { clean: false });
    const first = await c.send(switchOn([keeper.code]));
    const request = await nextMessage(client);
    await c.reach(first.body.data.commandid, keeper.code, 'delivered');
    const id = request.topic.split('/').at(-1);
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify({ ok: true }), { qos: 1 });
    await c.reach(first.body.data.commandid, keeper.code, 'succeeded');
    await client.endAsync();

    const queued = await c.send({ ...switchOn([keeper.code]), waitoffline: true });
    client = await c.connect(keeper, { clean: false, subscribe: false });
    expect((await nextMessage(client)).json).toEqual({ method: 'switch', params: { on: true } });
    await c.reach(queued.body.data.commandid, keeper.code, 'delivered');
    await client.endAsync();
  });
});

describe('a light behind a gateway', () => {
  it('gets the command through its gateway, which answers for it', async () => {
    const light = await c.addDevice({ devicetype: 3 });
    const gateway = await c.addGateway([light.code]);
    const client = await c.connect(gateway, { gateway: true });
    await client.publishAsync('v1/gateway/connect', JSON.stringify({ device: light.code }), { qos: 1 });
    await until(() => c.t.deviceBroker.acceptsCommands(light.id));

    const arriving = nextMessage(client);
    const answer = await c.send({ devicecodes: [light.code], method: 'dimming', params: { brightness: 70 } });
    expect(answer.body.data.socketResultMap.dimming.handleDevice).toEqual([light.code]);
    const request = await arriving;
    expect(request.topic).toBe('v1/gateway/rpc');
    expect(request.json).toMatchObject({
      device: light.code,
      data: { method: 'dimming', params: { brightness: 70 } },
    });
    const id = (request.json.data as { id: number }).id;
    await client.publishAsync(
      'v1/gateway/rpc',
      JSON.stringify({ device: light.code, id, data: { ok: true } }),
      {
        qos: 1,
      },
    );
    await c.reach(answer.body.data.commandid, light.code, 'succeeded');
    await client.endAsync();
  });
});

describe('targets', () => {
  it('sends to every device of a group or a project of the subtree', async () => {
    const project = await addProject(c.t, c.tenant.token);
    const group = await addGroup(c.t, c.tenant.token, project.id);
    const inGroup = await addDevice(c.t, c.tenant.token, project.id, { groupid: group.id });
    const loose = await addDevice(c.t, c.tenant.token, project.id);
    const byGroup = await c.send({ groupid: group.id, method: 'switch', params: { on: false } });
    expect(byGroup.body.data.socketResultMap.switch.offlineDevice).toEqual([inGroup.device.devicecode]);
    const byProject = await c.send({ projectid: project.id, method: 'switch', params: { on: false } });
    expect([...byProject.body.data.socketResultMap.switch.offlineDevice].sort()).toEqual(
      [inGroup.device.devicecode, loose.device.devicecode].sort(),
    );
    const log = await c.t.get('/remote/device/command/list', {
      token: c.tenant.token,
      query: { commandid: byGroup.body.data.commandid },
    });
    expect(log.body.data[0].list[0]).toMatchObject({ targettype: 'group', target: group.name });
  });
});

describe('sunrise-sunset mode and firmware upgrade', () => {
  it('sends each light its own sunrise and sunset', async () => {
    const placed = await c.addDevice({ latitude: 30.27, longitude: 120.16 });
    const client = await c.connect(placed);
    const arriving = nextMessage(client);
    await c.send({ devicecodes: [placed.code], method: 'loadMode', params: { mode: 6 } });
    const { json } = await arriving;
    expect(json.params).toEqual({
      mode: 6,
      sunrise: expect.stringMatching(/^0\d:\d\d$/),
      sunset: expect.stringMatching(/^1\d:\d\d$/),
    });
    await client.endAsync();
  });

  it('keeps the light upgrading (run state 5) until it answers', async () => {
    const client = await c.connect(lamp);
    const arriving = nextMessage(client);
    const answer = await c.send({
      devicecodes: [lamp.code],
      method: 'firmwareUpgrade',
      params: { version: '2.0.0', url: 'https://firmware.example.org/2.0.0.bin' },
    });
    const id = (await arriving).topic.split('/').at(-1);
    const runState = async () =>
      (await c.t.get('/remote/device/detail', { token: c.tenant.token, query: { id: lamp.id } })).body.data
        .runstate;
    expect(await runState()).toBe(5);
    const refusal = { ok: false, error: 'failed', message: 'download failed' };
    await client.publishAsync(`v1/devices/me/rpc/response/${id}`, JSON.stringify(refusal), { qos: 1 });
    await c.reach(answer.body.data.commandid, lamp.code, 'failed');
    // The run state is set back just after the failure is recorded, not in the same transaction.
    await until(async () => (await runState()) === 1);
    await client.endAsync();
  });
});

describe('the command log', () => {
  it('lists the commands of a device with its state, hides foreign ones, and audits each command', async () => {
    const log = await c.t.get('/remote/device/command/list', {
      token: c.tenant.token,
      query: { devicecode: lamp.code, pagesize: 50 },
    });
    expect(log.statusCode).toBe(200);
    const [page] = log.body.data;
    expect(page.total).toBeGreaterThanOrEqual(3);
    for (const item of page.list) {
      expect(item.device).toMatchObject({ devicecode: lamp.code });
      expect(item.username).toBe('cmd_tenant_a');
    }
    const mine = page.list[0].id;
    const seenByOther = await c.t.get('/remote/device/command/detail', {
      token: other.token,
      query: { id: mine },
    });
    expect(seenByOther.statusCode).toBe(404);
    const otherLog = await c.t.get('/remote/device/command/list', { token: other.token });
    expect(otherLog.body.data[0].total).toBe(0);

    const audit = await c.t.get('/sys/audit/list', {
      token: c.tenant.token,
      query: { action: 'device.command' },
    });
    expect(audit.body.data[0].list[0]).toMatchObject({
      action: 'device.command',
      targettype: 'command',
      result: 'success',
      detail: { method: expect.any(String) },
    });
  });
});
