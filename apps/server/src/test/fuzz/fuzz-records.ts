import { DEVICE_TYPE, thresholdRanges, trendKeys } from '@lamplighter/contract';
import { uniqueMobile } from '../accounts-fixture';
import { broadcastOf, dailyFromTomorrow } from '../broadcast-fixture';
import { campaignOf, publishedProgram } from '../campaign-fixture';
import { pngLike, uploadMedia, wav } from '../media-fixture';
import { programOf } from '../program-fixture';
import type { TestApp } from '../test-app';
import type { Pools, RecordKind } from './field-hints';

let serial = 0;
function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${process.pid % 10_000}x${serial}`;
}

export const RECORD_PASSWORD = 'Street#Light42';

/** Where a record of each kind is made, and a valid body for it given the records it needs. */
function recipe(kind: RecordKind, pools: Pools): { path: string; body: Record<string, unknown> } | undefined {
  const project = pools.ids.project[0];
  switch (kind) {
    case 'account':
      return {
        path: '/sys/account/add',
        body: {
          username: unique('fuzzacct'),
          password: RECORD_PASSWORD,
          mobile: uniqueMobile(),
          roleid: pools.ids.role[0],
        },
      };
    case 'role':
      return {
        path: '/sys/role/add',
        body: {
          name: unique('Fuzz role '),
          idenkey: unique('fuzz'),
          permissions: ['device:list'],
          menuids: [],
        },
      };
    case 'menu':
      return {
        path: '/sys/menu/add',
        body: {
          path: `/${unique('fuzz')}`,
          component: 'fuzz/index',
          componentname: unique('Fuzz'),
          name: unique('Fuzz '),
        },
      };
    case 'manufacturer':
      return { path: '/sys/manufacturer/add', body: { name: unique('Fuzz maker ') } };
    case 'factoryDevice':
      return {
        path: '/remote/factorydevice/add',
        body: {
          devicecode: unique('FZF'),
          verifycode: 'Verify1234',
          devicetype: 1,
          manufacturerid: pools.ids.manufacturer[0],
        },
      };
    case 'project':
      return { path: '/remote/project/add', body: { name: unique('Fuzz site ') } };
    case 'group':
      return { path: '/remote/group/add', body: { name: unique('Fuzz lane '), projectid: project } };
    case 'device':
      return {
        path: '/remote/device/add',
        body: {
          devicecode: unique('FZD'),
          devicename: 'Fuzz lamp',
          devicetype: 1,
          projectid: project,
          isnbiot: 0,
          isbms: 0,
          isgridcomplementary: 0,
        },
      };
    case 'gateway':
      return {
        path: '/remote/gateway/add',
        body: { devicecode: unique('FZG'), devicename: 'Fuzz gateway', projectid: project, lights: [] },
      };
    case 'loopController':
      return {
        path: '/remote/loopcontroller/add',
        body: { devicecode: unique('FZL'), devicename: 'Fuzz cabinet', projectid: project, circuits: [] },
      };
    case 'weatherThreshold': {
      // A project holds one threshold per reading, direction and time of day: each copy takes its own.
      serial += 1;
      const key = trendKeys[serial % trendKeys.length] ?? 'noise';
      const operator = Math.floor(serial / trendKeys.length) % 2 === 0 ? 'above' : 'below';
      const night = Math.floor(serial / (2 * trendKeys.length)) % 2;
      const { min, max } = thresholdRanges[key];
      const value = (min + max) / 2;
      return {
        path: '/remote/weather/threshold/add',
        body: { projectid: project, key, operator, value, night },
      };
    }
    case 'program':
      return {
        path: '/remote/program/add',
        body: programOf(unique('Fuzz program ')),
      };
    case 'campaign':
      return {
        path: '/remote/campaign/add',
        body: campaignOf(pools.ids.program[0] ?? 0, pools.screens.slice(0, 1), {
          name: unique('Fuzz campaign '),
        }),
      };
    case 'broadcast':
      return {
        path: '/remote/broadcast/add',
        body: broadcastOf(pools.sounds[0] ?? 0, pools.terminals.slice(0, 1), {
          name: unique('Fuzz broadcast '),
          schedule: dailyFromTomorrow(),
        }),
      };
    default:
      return undefined;
  }
}

/** Makes one record of `kind` as `token` and answers its id, or undefined for kinds made elsewhere. */
export async function makeRecord(
  t: TestApp,
  token: string,
  kind: RecordKind,
  pools: Pools,
): Promise<{ id: number; data: Record<string, unknown> } | undefined> {
  if (kind === 'mediaFile') {
    // A content of its own each time: the same content again would be the file already there.
    const answer = await uploadMedia(t, token, {
      name: `${unique('fuzz-media')}.png`,
      data: pngLike(unique('fuzz')),
    });
    if (answer.statusCode !== 200) {
      throw new Error(
        `fuzz set-up: /remote/media/upload answered ${answer.statusCode} ${answer.body.message}`,
      );
    }
    return { id: answer.body.data.id, data: answer.body.data };
  }
  const made = recipe(kind, pools);
  if (!made) return undefined;
  const answer = await t.post(made.path, { token, json: made.body });
  if (answer.statusCode !== 200) {
    throw new Error(`fuzz set-up: ${made.path} answered ${answer.statusCode} ${answer.body.message}`);
  }
  const data = { ...made.body, ...answer.body.data };
  return { id: answer.body.data.device?.id ?? answer.body.data.id, data };
}

/** An LED screen, and the first program published to it, so that campaigns can book them. */
async function bookable(t: TestApp, token: string, pools: Pools): Promise<void> {
  const answer = await t.post('/remote/device/add', {
    token,
    json: {
      devicecode: unique('FZS'),
      devicename: 'Fuzz screen',
      devicetype: DEVICE_TYPE.ledScreen,
      projectid: pools.ids.project[0],
    },
  });
  if (answer.statusCode !== 200) throw new Error(`fuzz set-up: a screen answered ${answer.statusCode}`);
  const { id, devicecode } = answer.body.data.device;
  pools.screens.push(id);
  pools.ids.device.push(id);
  pools.deviceCodes.push(devicecode);
  pools.ids.program.unshift(await publishedProgram(t, token, unique('Fuzz booked program '), devicecode));
}

/** A broadcast terminal, and a sound of the library, so that broadcasts can play. */
async function audible(t: TestApp, token: string, pools: Pools): Promise<void> {
  const answer = await t.post('/remote/device/add', {
    token,
    json: {
      devicecode: unique('FZT'),
      devicename: 'Fuzz terminal',
      devicetype: DEVICE_TYPE.broadcastTerminal,
      projectid: pools.ids.project[0],
    },
  });
  if (answer.statusCode !== 200) throw new Error(`fuzz set-up: a terminal answered ${answer.statusCode}`);
  const { id, devicecode } = answer.body.data.device;
  pools.ids.device.push(id);
  pools.deviceCodes.push(devicecode);
  pools.terminals.push(devicecode);
  const sound = await uploadMedia(t, token, { name: `${unique('fuzz-sound')}.wav`, data: wav(0.5) });
  if (sound.statusCode !== 200) throw new Error(`fuzz set-up: a sound answered ${sound.statusCode}`);
  pools.ids.mediaFile.push(sound.body.data.id);
  pools.sounds.push(sound.body.data.id);
}

/**
 * Two records of each kind that the fuzz may change but should not delete, and the values a
 * valid request names them by.
 */
export async function makePools(t: TestApp, token: string): Promise<Pools> {
  const pools: Pools = {
    ids: {
      account: [],
      role: [],
      menu: [],
      manufacturer: [],
      factoryDevice: [],
      project: [],
      group: [],
      device: [],
      gateway: [],
      loopController: [],
      command: [],
      warning: [],
      notification: [],
      weatherThreshold: [],
      mediaFile: [],
      program: [],
      campaign: [],
      broadcast: [],
    },
    deviceCodes: [],
    factoryCodes: [],
    usernames: [],
    passwords: [RECORD_PASSWORD, 'weak', 'Street#Light43'],
    contacts: [],
    screens: [],
    terminals: [],
    sounds: [],
    liveSessions: [],
  };
  // In the order the records need each other: roles before accounts, projects before groups.
  for (const kind of [
    'role',
    'account',
    'menu',
    'manufacturer',
    'factoryDevice',
    'project',
    'group',
    'device',
    'gateway',
    'loopController',
    'weatherThreshold',
    'mediaFile',
    'program',
    'campaign',
    'broadcast',
  ] as const) {
    if (kind === 'campaign') await bookable(t, token, pools);
    if (kind === 'broadcast') await audible(t, token, pools);
    for (let copy = 0; copy < 2; copy++) {
      const record = await makeRecord(t, token, kind, pools);
      if (!record) continue;
      pools.ids[kind].push(record.id);
      if (kind === 'device') pools.deviceCodes.push(String(record.data.devicecode));
      if (kind === 'factoryDevice') {
        pools.factoryCodes.push({
          devicecode: String(record.data.devicecode),
          verifycode: String(record.data.verifycode),
        });
      }
      if (kind === 'account') {
        pools.usernames.push(String(record.data.username));
        pools.contacts.push(String(record.data.mobile));
      }
    }
  }
  const command = await t.post('/remote/device/command', {
    token,
    json: { devicecodes: pools.deviceCodes, method: 'switch', params: { on: true }, waitoffline: true },
  });
  if (command.statusCode === 200) pools.ids.command.push(command.body.data.commandid);
  const live = await t.post('/remote/broadcast/live/start', {
    token,
    json: { name: unique('Fuzz live '), devicecodes: pools.terminals.slice(0, 1) },
  });
  if (live.statusCode !== 200) throw new Error(`fuzz set-up: a live broadcast answered ${live.statusCode}`);
  pools.liveSessions.push(live.body.data.sessionid);
  return pools;
}

/**
 * Records made to be deleted: a delete names the current one of its kind; once a delete answers
 * 200 the next request gets a new one.
 */
export class Victims {
  private readonly current = new Map<RecordKind, number>();

  constructor(
    private readonly t: TestApp,
    private readonly token: () => string,
    private readonly pools: Pools,
  ) {}

  async idOf(kind: RecordKind): Promise<number> {
    const known = this.current.get(kind);
    if (known !== undefined) return known;
    const record = await makeRecord(this.t, this.token(), kind, this.pools);
    if (!record) throw new Error(`fuzz set-up: no recipe for a ${kind} to delete`);
    this.current.set(kind, record.id);
    return record.id;
  }

  deleted(kind: RecordKind): void {
    this.current.delete(kind);
  }
}
