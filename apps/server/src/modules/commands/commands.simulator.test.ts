import { type Fleet, startFleet } from '@lamplighter/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandDevice, type CommandTest, startCommandTest } from '../../test/commands-fixture';
import { until } from '../../test/device-api-fixture';

/** Simulated lights, one behind a gateway, obeying commands through the platform's own broker. */
let c: CommandTest;
let fleet: Fleet;
let solar: CommandDevice;
let mains: CommandDevice;
let matrix: CommandDevice;

const at = { latitude: 30.27, longitude: 120.16 };

beforeAll(async () => {
  c = await startCommandTest('cmd_sim_tenant');
  solar = await c.addDevice({ devicetype: 1, ...at });
  mains = await c.addDevice({ devicetype: 2, ...at });
  matrix = await c.addDevice({ devicetype: 3, ...at });
  const gateway = await c.addGateway([matrix.code]);
  const place = { lat: at.latitude, lng: at.longitude, reportInterval: 3600 };
  fleet = startFleet({
    broker: c.mqttUrl,
    devices: [
      { kind: 'solarLight', code: solar.code, token: solar.token, ...place },
      { kind: 'mainsLight', code: mains.code, token: mains.token, ...place },
      {
        kind: 'gateway',
        code: gateway.code,
        token: gateway.token,
        ...place,
        lights: [{ code: matrix.code }],
      },
    ],
    rampUpMs: 0,
    minRealIntervalMs: 1000,
  });
  await until(() => [solar, mains, matrix].every((light) => c.t.deviceBroker.acceptsCommands(light.id)));
});
afterAll(async () => {
  await fleet?.stop();
  await c?.close();
});

async function latest(device: CommandDevice, key: string): Promise<unknown> {
  const detail = await c.t.get('/remote/device/detail', { token: c.tenant.token, query: { id: device.id } });
  return detail.body.data.telemetry.find((value: { key: string }) => value.key === key)?.value;
}

describe('commands to simulated lights', () => {
  it('switch and dimming succeed at every light, and their telemetry shows it', async () => {
    const codes = [solar.code, mains.code, matrix.code];
    const on = await c.send({ devicecodes: codes, method: 'switch', params: { on: true } });
    expect(on.body.data.socketResultMap.switch.handleDevice).toEqual(codes);
    const dim = await c.send({ devicecodes: codes, method: 'dimming', params: { brightness: 35 } });
    for (const code of codes) {
      await c.reach(on.body.data.commandid, code, 'succeeded');
      await c.reach(dim.body.data.commandid, code, 'succeeded');
    }
    for (const light of [solar, mains, matrix]) {
      await until(async () => (await latest(light, 'brightness')) === 35);
    }
    expect(fleet.stats.commandsRun).toBe(6);
  });

  it('a light takes sunrise-sunset mode with the sunrise and sunset the platform worked out', async () => {
    const answer = await c.send({ devicecodes: [solar.code], method: 'loadMode', params: { mode: 6 } });
    await c.reach(answer.body.data.commandid, solar.code, 'succeeded');
    await until(async () => (await latest(solar, 'loadMode')) === 6);
  });

  it('a light that gets the same command id again answers it without running it twice', async () => {
    const answer = await c.send({ devicecodes: [mains.code], method: 'dimming', params: { brightness: 60 } });
    const commandId = answer.body.data.commandid as number;
    await c.reach(commandId, mains.code, 'succeeded');
    const id = c.events.find((event) => event.data.commandid === commandId)?.data.id;
    const { commandsRun, commandsRepeated } = fleet.stats;
    // What the platform does when a light left before its answer came: the same id again.
    await c.t.deviceBroker.send(mains.id, `rpc/request/${id}`, {
      method: 'dimming',
      params: { brightness: 60 },
    });
    await until(() => fleet.stats.commandsRepeated === commandsRepeated + 1);
    expect(fleet.stats.commandsRun).toBe(commandsRun);
    expect((await c.detail(commandId)).devices[0]).toMatchObject({
      state: 'succeeded',
      answer: { ok: true },
    });
  });
});
