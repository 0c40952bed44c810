import { sendCommandBody } from '@lamplighter/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { type CommandModule, startCommandModule } from '../../test/command-module-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import type { CommandsRepository } from './commands.repository';

/** Answers and acknowledgements of devices, as the delivery records them (together when they come together). */
let t: TestApp;
let tenant: CreatedAccount;
let lights: { id: number; code: string }[];
let m: CommandModule;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createAccount(t, await t.signIn('admin', ADMIN_PASSWORD), { username: 'cmd_answers' });
  const projectId = (await addProject(t, tenant.token)).id;
  lights = [];
  for (let n = 0; n < 6; n += 1) {
    const { device } = await addDevice(t, tenant.token, projectId);
    lights.push({ id: device.id, code: device.devicecode });
  }
});
afterEach(() => m.close());
afterAll(() => t.close());

/** Sends `switch` to `codes` (every light connected); answers the command id each light got. */
async function sendTo(codes: string[]): Promise<{ commandId: number; ids: Map<string, number> }> {
  m = await startCommandModule(t, tenant);
  for (const light of lights) m.link.connected.add(light.id);
  const input = sendCommandBody.parse({ devicecodes: codes, method: 'switch', params: { on: true } });
  const result = await m.service.send(m.caller, input, { caller: m.caller, ip: '127.0.0.9' });
  const ids = new Map<string, number>();
  for (const { deviceId, topic } of m.link.sent) {
    ids.set(lights.find((light) => light.id === deviceId)?.code ?? '', Number(topic.split('/')[2]));
  }
  return { commandId: result.commandid, ids };
}

async function states(commandId: number) {
  const detail = await m.service.detail(m.caller, commandId);
  return detail.devices.map(({ state, answer, error }) => ({ state, answer, error }));
}

/** The results of the calls of `advance` that moved rows to delivered (the expiry sweep calls it too). */
const deliveries = (advance: MockInstance<CommandsRepository['advance']>) =>
  advance.mock.calls.flatMap(([, , to], index) =>
    to === 'delivered' ? [advance.mock.results[index]?.value] : [],
  );
const idOf = (ids: Map<string, number>, n: number) => ids.get(lights[n]?.code ?? '') ?? 0;
const lightId = (n: number) => lights[n]?.id ?? 0;

describe('answers that come together', () => {
  it('are recorded in one statement, each with its own outcome', async () => {
    const { commandId, ids } = await sendTo(lights.map((light) => light.code));
    const finish = vi.spyOn(m.repository, 'finish');
    const refusal = { ok: false, error: 'busy', message: 'charging' };
    const answers = [{ ok: true }, refusal, 'done', { ok: true, level: 3 }, refusal, { ok: true }];
    answers.forEach((answer, n) => {
      m.link.publish(lightId(n), `rpc/response/${idOf(ids, n)}`, answer);
    });
    await until(() => m.events.filter((event) => event.state !== 'sent').length === 6);

    expect(finish).toHaveBeenCalledTimes(1);
    expect(finish.mock.calls[0]?.[0]).toHaveLength(6);
    expect(await states(commandId)).toEqual([
      { state: 'succeeded', answer: { ok: true }, error: '' },
      { state: 'failed', answer: refusal, error: 'busy: charging' },
      { state: 'succeeded', answer: 'done', error: '' },
      { state: 'succeeded', answer: { ok: true, level: 3 }, error: '' },
      { state: 'failed', answer: refusal, error: 'busy: charging' },
      { state: 'succeeded', answer: { ok: true }, error: '' },
    ]);
    const told = m.events.filter((event) => event.state !== 'sent');
    expect(told.map((event) => [event.devicecode, event.state]).sort()).toEqual(
      lights.map((light, n) => [light.code, n === 1 || n === 4 ? 'failed' : 'succeeded']).sort(),
    );
  });

  it('take the first of two answers to one command in the batch; the second is known but changes nothing', async () => {
    const { commandId, ids } = await sendTo([lights[0]?.code ?? '']);
    const id = String(idOf(ids, 0));
    const [first, second] = await Promise.all([
      m.delivery.answered(lightId(0), id, { ok: true }),
      m.delivery.answered(lightId(0), id, { ok: false, error: 'failed', message: 'late' }),
    ]);

    expect([first, second]).toEqual([true, true]);
    expect(await states(commandId)).toEqual([{ state: 'succeeded', answer: { ok: true }, error: '' }]);
    expect(m.events.map((event) => event.state)).toEqual(['sent', 'succeeded']);
  });

  it('ignore an answer to another device’s command, an unknown id and a malformed one', async () => {
    const { commandId, ids } = await sendTo([lights[0]?.code ?? '', lights[1]?.code ?? '']);
    const [foreign, unknown, malformed, own] = await Promise.all([
      m.delivery.answered(lightId(1), String(idOf(ids, 0)), { ok: true }),
      m.delivery.answered(lightId(1), '999999999', { ok: true }),
      m.delivery.answered(lightId(1), '12abc', { ok: true }),
      m.delivery.answered(lightId(1), String(idOf(ids, 1)), { ok: true }),
    ]);

    expect([foreign, unknown, malformed, own]).toEqual([false, false, false, true]);
    expect((await states(commandId)).map((row) => row.state)).toEqual(['sent', 'succeeded']);
  });

  it('fail alone when the database refuses one of them', async () => {
    const { commandId, ids } = await sendTo(lights.slice(0, 3).map((light) => light.code));
    // PostgreSQL stores no NUL character in text or JSON.
    const answers = [{ ok: true }, { ok: true, note: 'a\u0000b' }, { ok: true }];
    answers.forEach((answer, n) => {
      m.link.publish(lightId(n), `rpc/response/${idOf(ids, n)}`, answer);
    });
    await until(() => m.errors.length === 1);
    await until(() => m.events.filter((event) => event.state === 'succeeded').length === 2);

    expect((await states(commandId)).map((row) => row.state)).toEqual(['succeeded', 'sent', 'succeeded']);
  });

  it('drop an answer nested too deep to store, leaving its command open, and record the others', async () => {
    const { commandId, ids } = await sendTo(lights.slice(0, 3).map((light) => light.code));
    const answers = [{ ok: true }, `${'['.repeat(5000)}${']'.repeat(5000)}`, { ok: true }];
    answers.forEach((answer, n) => {
      m.link.publish(lightId(n), `rpc/response/${idOf(ids, n)}`, answer);
    });
    await until(() => m.events.filter((event) => event.state === 'succeeded').length === 2);

    expect(m.errors).toEqual([]);
    expect((await states(commandId)).map((row) => row.state)).toEqual(['succeeded', 'sent', 'succeeded']);
  });
});

describe('acknowledgements', () => {
  it('that come together move the commands still sent to delivered in one statement', async () => {
    const { commandId, ids } = await sendTo(lights.slice(0, 4).map((light) => light.code));
    const advance = vi.spyOn(m.repository, 'advance');
    for (let n = 0; n < 4; n += 1) m.link.acknowledge(lightId(n), `rpc/request/${idOf(ids, n)}`);
    m.link.acknowledge(lightId(0), `rpc/request/${idOf(ids, 0)}`);
    await until(() => m.events.filter((event) => event.state === 'delivered').length === 4);

    expect(deliveries(advance)).toHaveLength(1);
    expect((await states(commandId)).map((row) => row.state)).toEqual(Array(4).fill('delivered'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(m.events.filter((event) => event.state === 'delivered')).toHaveLength(4);
  });

  it('that come after the answer leave the command finished', async () => {
    const { commandId, ids } = await sendTo([lights[0]?.code ?? '']);
    m.link.publish(lightId(0), `rpc/response/${idOf(ids, 0)}`, { ok: true });
    await until(() => m.events.some((event) => event.state === 'succeeded'));
    const advance = vi.spyOn(m.repository, 'advance');
    m.link.acknowledge(lightId(0), `rpc/request/${idOf(ids, 0)}`);
    await until(() => deliveries(advance).length === 1);
    await deliveries(advance)[0];

    expect(await states(commandId)).toEqual([{ state: 'succeeded', answer: { ok: true }, error: '' }]);
    expect(m.events.map((event) => event.state)).toEqual(['sent', 'succeeded']);
  });
});

describe('a light that comes back while its command is written', () => {
  it('gets the command at once, not when it next returns', async () => {
    m = await startCommandModule(t, tenant);
    const light = lights[5];
    if (!light) throw new Error('no light');
    const write = m.repository.addDevices.bind(m.repository);
    // The light was away when the command was checked, and subscribes while it is being written.
    vi.spyOn(m.repository, 'addDevices').mockImplementation(async (command, rows) => {
      const written = await write(command, rows);
      m.link.connected.add(light.id);
      return written;
    });
    const input = sendCommandBody.parse({
      devicecodes: [light.code],
      method: 'switch',
      params: { on: true },
      waitoffline: true,
    });
    const result = await m.service.send(m.caller, input, { caller: m.caller, ip: '127.0.0.9' });
    expect(result.socketResultMap.switch?.offlineDevice).toEqual([light.code]);
    expect(m.link.sent.map((message) => message.deviceId)).toEqual([light.id]);
    expect((await states(result.commandid)).map((row) => row.state)).toEqual(['sent']);
  });
});

describe('a light behind a gateway', () => {
  it('takes the answer of its own gateway naming it, and ignores any other', async () => {
    m = await startCommandModule(t, tenant);
    const projectId = (await addProject(t, tenant.token)).id;
    const { device: light } = await addDevice(t, tenant.token, projectId, { devicetype: 3 });
    const { device: other } = await addDevice(t, tenant.token, projectId, { devicetype: 3 });
    const { device: elsewhere } = await addDevice(t, tenant.token, projectId, { devicetype: 3 });
    const gateway = async (codes: string[]) => {
      const answer = await t.post('/remote/gateway/add', {
        token: tenant.token,
        form: { devicecode: uniqueName('GW'), devicename: 'Gateway', projectid: projectId, lights: codes },
      });
      return answer.body.data.device.id as number;
    };
    const speaking = await gateway([light.devicecode, other.devicecode]);
    const stranger = await gateway([elsewhere.devicecode]);
    m.link.connected.add(light.id);
    const input = sendCommandBody.parse({
      devicecodes: [light.devicecode],
      method: 'dimming',
      params: { brightness: 40 },
    });
    const result = await m.service.send(m.caller, input, { caller: m.caller, ip: '127.0.0.9' });
    const [message] = m.link.sent;
    expect(message).toMatchObject({ deviceId: speaking, topic: 'gateway/rpc' });
    const { id } = (message?.payload as { data: { id: number } } | undefined)?.data ?? {};
    const answerFor = (device: string, data: unknown) => ({ device, id, data });

    m.link.publish(stranger, 'gateway/rpc', answerFor(light.devicecode, { ok: true }));
    m.link.publish(speaking, 'gateway/rpc', answerFor(other.devicecode, { ok: true }));
    m.link.publish(light.id, `rpc/response/${id}`, { ok: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await states(result.commandid)).map((row) => row.state)).toEqual(['sent']);

    m.link.publish(
      speaking,
      'gateway/rpc',
      answerFor(light.devicecode, { ok: false, error: 'busy', message: 'dimming' }),
    );
    await until(async () => (await states(result.commandid))[0]?.state === 'failed');
    expect((await states(result.commandid))[0]?.error).toBe('busy: dimming');
  });
});
