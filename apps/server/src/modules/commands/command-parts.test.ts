import { type CommandMethod, sendCommandBody } from '@lamplighter/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { type CommandModule, startCommandModule } from '../../test/command-module-fixture';
import { until } from '../../test/device-api-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { CommandsRepository, type DeviceCommand, type NewCommandDevice } from './commands.repository';

/** Writes a part only once `before(part index)` resolved, and notes the devices of each part written. */
class PartsRepository extends CommandsRepository {
  readonly parts: string[][] = [];
  before: (part: number) => Promise<void> = async () => {};

  override async addDevices(
    command: { id: number; method: CommandMethod; expiresAt: Date },
    targets: NewCommandDevice[],
  ): Promise<DeviceCommand[]> {
    await this.before(this.parts.length);
    const rows = await super.addDevices(command, targets);
    this.parts.push(rows.map((row) => row.deviceCode));
    return rows;
  }
}

/** Commands to five devices, written two devices to a part. */
let t: TestApp;
let tenant: CreatedAccount;
let projectId: number;
let devices: { id: number; code: string }[];
let repository: PartsRepository;
let m: CommandModule;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await createAccount(t, await t.signIn('admin', ADMIN_PASSWORD), { username: 'cmd_parts' });
  projectId = (await addProject(t, tenant.token)).id;
  devices = [];
  for (let n = 0; n < 5; n += 1) {
    const { device } = await addDevice(t, tenant.token, projectId);
    devices.push({ id: device.id, code: device.devicecode });
  }
});
afterEach(() => m.close());
afterAll(() => t.close());

async function start(): Promise<CommandModule> {
  repository = new PartsRepository(t.store.db);
  m = await startCommandModule(t, tenant, { repository, devicesPerPart: 2 });
  return m;
}

const send = (target: Record<string, unknown>) => {
  const input = sendCommandBody.parse({ method: 'switch', params: { on: true }, ...target });
  return m.service.send(m.caller, input, { caller: m.caller, ip: '127.0.0.9' });
};
const codes = (from: number, to?: number) => devices.slice(from, to).map((device) => device.code);
const succeeded = () => m.events.filter((event) => event.state === 'succeeded').length;

describe('a command to a project, written in parts', () => {
  it('sends each part once it is written, and takes its answers while later parts are written', async () => {
    await start();
    for (const device of devices) m.link.connected.add(device.id);
    m.link.onSend = (deviceId, topic) =>
      m.link.publish(deviceId, topic.replace('request', 'response'), { ok: true });
    // Each part waits (up to 5 s) for the answers of every device written before it.
    const answeredBefore: number[] = [];
    repository.before = async (part) => {
      const deadline = Date.now() + 5000;
      await until(() => succeeded() === part * 2 || Date.now() > deadline);
      answeredBefore.push(succeeded());
    };

    const result = await send({ projectid: projectId });

    expect(repository.parts).toEqual([codes(0, 2), codes(2, 4), codes(4)]);
    expect(answeredBefore).toEqual([0, 2, 4]);
    expect(result.socketResultMap.switch).toEqual({ handleDevice: codes(0), offlineDevice: [] });
    await until(() => succeeded() === 5);
    const detail = await m.service.detail(m.caller, result.commandid);
    expect(detail.devices.map((device) => device.state)).toEqual(Array(5).fill('succeeded'));
    expect(new Set(m.events.map((event) => event.commandid))).toEqual(new Set([result.commandid]));
  });

  it('answers and records each device as one write would: sent, offline, unsupported', async () => {
    await start();
    m.link.connected.add(devices[1]?.id ?? 0);
    m.link.connected.add(devices[4]?.id ?? 0);
    const station = (await addDevice(t, tenant.token, projectId, { devicetype: 6 })).device;
    const audits = async () =>
      (await t.get('/sys/audit/list', { token: tenant.token, query: { action: 'device.command' } })).body
        .data[0].total as number;
    const auditedBefore = await audits();

    const result = await send({ devicecodes: [...codes(0), station.devicecode, 'NO-SUCH-LIGHT'] });

    expect(repository.parts).toHaveLength(3);
    expect(result).toMatchObject({
      socketResultMap: {
        switch: {
          handleDevice: [...codes(1, 2), ...codes(4)],
          offlineDevice: [...codes(0, 1), ...codes(2, 4)],
        },
      },
      nonexistentList: ['NO-SUCH-LIGHT'],
      unsupportedList: [station.devicecode],
    });
    const detail = await m.service.detail(m.caller, result.commandid);
    expect(detail.devices.map(({ devicecode, state, error }) => ({ devicecode, state, error }))).toEqual([
      { devicecode: codes(0, 1)[0], state: 'failed', error: 'device offline' },
      { devicecode: codes(1, 2)[0], state: 'sent', error: '' },
      { devicecode: codes(2, 3)[0], state: 'failed', error: 'device offline' },
      { devicecode: codes(3, 4)[0], state: 'failed', error: 'device offline' },
      { devicecode: codes(4)[0], state: 'sent', error: '' },
      { devicecode: station.devicecode, state: 'failed', error: 'not a command of this device family' },
    ]);
    expect(m.link.sent.map((message) => message.deviceId)).toEqual([devices[1]?.id, devices[4]?.id]);
    expect(await audits()).toBe(auditedBefore + 1);
  });

  it('fails the call when a later part cannot be written; the parts before it were sent', async () => {
    await start();
    for (const device of devices) m.link.connected.add(device.id);
    repository.before = async (part) => {
      if (part === 1) throw new Error('the database went away');
    };

    await expect(send({ projectid: projectId })).rejects.toThrow('the database went away');

    expect(repository.parts).toEqual([codes(0, 2)]);
    expect(m.link.sent.map((message) => message.deviceId)).toEqual([devices[0]?.id, devices[1]?.id]);
  });
});
