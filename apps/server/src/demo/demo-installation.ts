import { DEVICE_TYPE, type DeviceInput, deviceInput } from '@lamplighter/contract';
import type { CameraStreams, TokenRow } from '@lamplighter/simulator';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword } from '../bootstrap';
import type { Database } from '../db/client';
import type { AccountsService } from '../modules/accounts/accounts.service';
import { SignInAccountsRepository } from '../modules/auth/sign-in-accounts.repository';
import type { CamerasService } from '../modules/cameras/cameras.service';
import type { DeviceIdentities } from '../modules/devices/device-identities';
import type { DevicesService } from '../modules/devices/devices.service';
import type { GatewaysService } from '../modules/gateways/gateways.service';
import type { LoopControllersService } from '../modules/loop-controllers/loop-controllers.service';
import type { GroupsService } from '../modules/projects/groups.service';
import type { ProjectsService } from '../modules/projects/projects.service';
import { RolesRepository } from '../modules/roles/roles.repository';
import type { SettingsRepository } from '../modules/settings/settings.repository';
import type { WeatherThresholdsService } from '../modules/weather/weather-thresholds.service';
import type { Actor, Caller } from '../platform/caller';
import { bookDemoAdvertising, type DemoAdvertisingParts } from './demo-advertising';
import { isDemoSnapshotAddress, isDemoStreamAddress } from './demo-cameras';
import { DEMO_CITY, DEMO_WEATHER_THRESHOLDS, type DemoDevice, demoDevices, demoProjects } from './demo-city';
import { DemoHistory, type HistoryWindow } from './demo-history';
import { demoParticulars } from './demo-particulars';

export const DEMO_USERNAME = 'demo_viewer';
const CREATED = 'demo_installation';
const CODE_PREFIX = 'HZ-';

export interface DemoInstallationParts {
  log: FastifyBaseLogger;
  db: Database;
  settings: SettingsRepository;
  accounts: AccountsService;
  projects: ProjectsService;
  groups: GroupsService;
  devices: DevicesService;
  gateways: GatewaysService;
  loopControllers: LoopControllersService;
  weatherThresholds: WeatherThresholdsService;
  cameras: CamerasService;
  identities: DeviceIdentities;
  advertising: DemoAdvertisingParts;
}

/** What the simulated fleet needs of the demo installation. */
export interface DemoFleetPlan {
  /** The devices to simulate, with their tokens. */
  tokens: TokenRow[];
  /** Every demo device that exists, by number. */
  ids: Map<string, number>;
  /** The past the fleet is still to live through, if any (see demo-history.ts). */
  history?: HistoryWindow;
}

/**
 * The demo installation of `npm start`: a demo account under the administrator, projects, groups
 * and devices in Hangzhou, created once through the services as the administrator (so scoped and
 * audited like any other change). On later starts nothing is added back (what a person deleted
 * stays deleted); only the access tokens the simulated fleet needs are checked, and issued again
 * where the kept one no longer opens its device.
 */
export class DemoInstallation {
  readonly history: DemoHistory;
  private readonly signIns: SignInAccountsRepository;
  private readonly roles: RolesRepository;

  constructor(private readonly parts: DemoInstallationParts) {
    this.history = new DemoHistory(parts.settings, parts.db);
    this.signIns = new SignInAccountsRepository(parts.db);
    this.roles = new RolesRepository(parts.db);
  }

  /**
   * The devices to simulate with their tokens; `kept` are the rows of the token file, if any. The
   * start that makes the demo also notes `historyDays` of past for the fleet to live through.
   */
  async prepare(kept: TokenRow[], historyDays: number): Promise<DemoFleetPlan> {
    const caller = await this.administrator();
    const actor: Actor = { caller, ip: '' };
    const plan = demoDevices();
    const fresh = new Map<string, string>();
    if ((await this.parts.settings.getOrCreate(CREATED, () => '')) === '') {
      await this.history.plan(historyDays, Date.now());
      for (const [code, token] of await this.create(caller, actor, plan)) fresh.set(code, token);
      await this.bookAdvertising(caller, actor, plan);
      await this.parts.settings.setValue(CREATED, new Date().toISOString());
      this.parts.log.info({ devices: fresh.size, account: DEMO_USERNAME }, 'demo installation created');
    }
    const existing = await this.existing(caller);
    const keptTokens = new Map(kept.map((row) => [row.code, row.token]));
    const rows: TokenRow[] = [];
    for (const device of plan) {
      const id = existing.get(device.code);
      if (id === undefined || device.kind === 'loopController') continue;
      const row = { kind: device.kind, code: device.code, lat: device.lat, lng: device.lng };
      if (device.gateway) {
        rows.push({ ...row, token: '', gateway: device.gateway });
        continue;
      }
      const token =
        fresh.get(device.code) ??
        (await this.stillOpens(keptTokens.get(device.code), id)) ??
        (await this.parts.devices.rotateCredentials(caller, id, actor)).token;
      rows.push({ ...row, token });
    }
    const history = await this.history.pending();
    return { tokens: rows, ids: existing, ...(history ? { history } : {}) };
  }

  /**
   * Gives each demo camera the addresses of its simulated stream and still image, on every start
   * as the port changes; an address a person gave a camera is kept (each of the two on its own).
   * Answers how many cameras were given one.
   */
  async pointCameras(
    cameras: { id: number; code: string }[],
    streams: Pick<CameraStreams, 'playlistUrl' | 'snapshotUrl'>,
  ): Promise<number> {
    const caller = await this.administrator();
    let pointed = 0;
    for (const { id, code } of cameras) {
      const current = await this.parts.cameras.settings(caller, id);
      const change: { streamurl?: string; snapshoturl?: string } = {};
      const streamurl = streams.playlistUrl(code);
      if (current.streamurl !== streamurl && isDemoStreamAddress(current.streamurl, code)) {
        change.streamurl = streamurl;
      }
      const snapshoturl = streams.snapshotUrl(code);
      if (current.snapshoturl !== snapshoturl && isDemoSnapshotAddress(current.snapshoturl, code)) {
        change.snapshoturl = snapshoturl;
      }
      if (Object.keys(change).length === 0) continue;
      await this.parts.cameras.update(caller, { id, ...change }, { caller, ip: '' });
      pointed++;
    }
    return pointed;
  }

  /** The demo screens' programs and campaigns. */
  private async bookAdvertising(caller: Caller, actor: Actor, plan: DemoDevice[]): Promise<void> {
    const existing = await this.existing(caller);
    const screens = plan.filter((device) => device.kind === 'ledScreen' && existing.has(device.code));
    if (screens.length === 0) return;
    const ids = screens.map((device) => existing.get(device.code) as number);
    const codes = screens.map((device) => device.code);
    await bookDemoAdvertising(this.parts.advertising, caller, actor, ids, codes, Date.now());
  }

  /** The first administrator, whose subtree the demo lives in. */
  private async administrator(): Promise<Caller> {
    const admin = await this.signIns.findForSignIn('admin');
    if (!admin) throw new Error('the administrator account is missing');
    return {
      accountId: admin.accountId,
      username: admin.username,
      path: admin.path,
      parentId: admin.parentId,
      roleId: admin.roleId,
      roleCode: admin.roleCode,
      permissions: new Set(admin.permissions),
      sessionId: 'demo-installation',
    };
  }

  private async stillOpens(token: string | undefined, deviceId: number): Promise<string | undefined> {
    if (!token) return undefined;
    return (await this.parts.identities.byToken(token))?.deviceId === deviceId ? token : undefined;
  }

  /** Demo devices that exist now, by number. */
  private async existing(caller: Caller): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for await (const device of this.parts.devices.listAll(caller, { keyword: CODE_PREFIX })) {
      found.set(device.devicecode, device.id);
    }
    return found;
  }

  /** Adds what is missing (a start that stopped half-way is completed); answers the new tokens. */
  private async create(caller: Caller, actor: Actor, plan: DemoDevice[]): Promise<Map<string, string>> {
    const owner = await this.demoAccount(caller, actor);
    const places = await this.placesOf(caller, actor, owner);
    const inputOf = (device: DemoDevice, type: number): DeviceInput => {
      const place = places.get(`${device.project}/${device.group}`) as { projectid: number; groupid: number };
      return deviceInput.parse({
        devicecode: device.code,
        devicename: device.code,
        devicetype: type,
        ...place,
        longitude: device.lng,
        latitude: device.lat,
        ...demoParticulars(device),
        remark: 'demo',
      });
    };
    const tokens = new Map<string, string>();
    const simple = plan.filter((device) => device.kind !== 'gateway' && device.kind !== 'loopController');
    const batch = await this.parts.devices.addMany(
      caller,
      simple.map((device) => inputOf(device, DEVICE_TYPE[device.kind as keyof typeof DEVICE_TYPE])),
      actor,
      { validOnly: true },
    );
    for (const added of batch.added) tokens.set(added.devicecode, added.token);
    // The demo cameras that pan, tilt and zoom say so in their settings from the start.
    const ptz = new Set(plan.filter((device) => device.ptz).map((device) => device.code));
    for (const added of batch.added.filter((row) => ptz.has(row.devicecode))) {
      await this.parts.cameras.update(caller, { id: added.id, ptz: 1 }, actor);
    }
    for (const device of plan) {
      if (await this.parts.devices.codeInUse(device.code)) continue;
      if (device.kind === 'gateway') {
        const input = inputOf(device, DEVICE_TYPE.gateway);
        const added = await this.parts.gateways.add(
          caller,
          { ...familyFields(input), mode: 'bluetooth', lights: device.lights ?? [] },
          actor,
        );
        tokens.set(device.code, added.token);
      } else if (device.kind === 'loopController') {
        const input = inputOf(device, DEVICE_TYPE.loopController);
        const circuits = (device.circuits ?? []).map((lights, n) => ({
          number: n + 1,
          name: `${n + 1}`,
          lights,
        }));
        await this.parts.loopControllers.add(caller, { ...familyFields(input), circuits }, actor);
      }
    }
    return tokens;
  }

  /** The demo account (role demo, under the administrator); its password is random and not kept. */
  private async demoAccount(caller: Caller, actor: Actor): Promise<number> {
    const found = await this.signIns.findForSignIn(DEMO_USERNAME);
    if (found) return found.accountId;
    const role = (await this.roles.idsByCode(['demo'])).get('demo');
    if (!role) throw new Error('built-in role demo is missing');
    const account = await this.parts.accounts.add(
      caller,
      {
        username: DEMO_USERNAME,
        password: generatePassword(),
        realname: 'Demo',
        // A phone number is required and unique; this one is of a reserved-looking range.
        mobile: '19912340000',
        email: '',
        roleid: role.id,
        salesman: '',
        enabled: 1,
        validity: 'permanent',
      },
      actor,
    );
    return account.id;
  }

  /** A demo project with its weather thresholds. */
  private async addProject(
    caller: Caller,
    actor: Actor,
    owner: number,
    plan: ReturnType<typeof demoProjects>[number],
  ) {
    const project = await this.parts.projects.add(
      caller,
      {
        name: plan.name,
        description: plan.description,
        ...DEMO_CITY,
        longitude: plan.centre.lng,
        latitude: plan.centre.lat,
        accountid: owner,
      },
      actor,
    );
    for (const threshold of DEMO_WEATHER_THRESHOLDS) {
      await this.parts.weatherThresholds.add(
        caller,
        { projectid: project.id, ...threshold, dimback: 100 },
        actor,
      );
    }
    return project;
  }

  /** Every demo project and group, found or added: `project/group` -> ids. */
  private async placesOf(caller: Caller, actor: Actor, owner: number) {
    const places = new Map<string, { projectid: number; groupid: number }>();
    for (const plan of demoProjects()) {
      const [projects] = await this.parts.projects.list(caller, {
        pagenum: 1,
        pagesize: 50,
        keyword: plan.name,
      });
      const project =
        projects?.list.find((p) => p.name === plan.name && p.accountid === owner) ??
        (await this.addProject(caller, actor, owner, plan));
      const [groups] = await this.parts.groups.list(caller, {
        pagenum: 1,
        pagesize: 100,
        projectid: project.id,
      });
      for (const name of plan.groups) {
        const group =
          groups?.list.find((g) => g.name === name) ??
          (await this.parts.groups.add(caller, { name, description: '', projectid: project.id }, actor));
        places.set(`${plan.name}/${name}`, { projectid: project.id, groupid: group.id });
      }
    }
    return places;
  }
}

function familyFields(input: DeviceInput) {
  return {
    devicecode: input.devicecode,
    devicename: input.devicename,
    projectid: input.projectid,
    groupid: input.groupid,
    serialnumber: '',
    communicationtype: '',
    longitude: input.longitude,
    latitude: input.latitude,
    polenumber: '',
    model: '',
    firmwareversion: '',
    remark: input.remark,
  };
}
