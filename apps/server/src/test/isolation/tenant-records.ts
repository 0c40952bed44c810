import { DEVICE_TYPE } from '@lamplighter/contract';
import { NotificationsRepository } from '../../modules/notifications/notifications.repository';
import { uniqueMobile } from '../accounts-fixture';
import { broadcastOf, dailyFromTomorrow } from '../broadcast-fixture';
import { campaignOf } from '../campaign-fixture';
import { deviceWorkbook, multipart } from '../excel-fixture';
import { type Pools, type RecordKind, recordKinds } from '../fuzz/field-hints';
import { fileContents } from '../fuzz/file-parts';
import { FuzzIdentity } from '../fuzz/identities';
import { uniqueName } from '../inventory-fixture';
import { pngLike, uploadMedia, wav } from '../media-fixture';
import { programOf } from '../program-fixture';
import type { TestApp } from '../test-app';

/**
 * What one tenant made: its records by kind (a pool of the fuzz's hints), and the texts of them
 * that nobody outside the tenant can know (names, descriptions, secrets), which no answer to
 * anyone else may show.
 */
export interface TenantRecords extends Pools {
  /** The account the tenant's records belong to, and the accounts it made below itself. */
  owners: number[];
  manufacturerCodes: string[];
  /** Names, remarks and secrets: never sent by anyone else, so never in anyone else's answer. */
  secrets: string[];
  /** The avatar the tenant uploaded, as `getface` answers it. */
  face: Buffer;
}

function emptyRecords(owner: number, password: string): TenantRecords {
  return {
    ids: Object.fromEntries(recordKinds.map((kind) => [kind, []])) as unknown as Record<RecordKind, number[]>,
    deviceCodes: [],
    factoryCodes: [],
    usernames: [],
    passwords: [password],
    contacts: [],
    screens: [],
    terminals: [],
    sounds: [],
    liveSessions: [],
    owners: [owner],
    manufacturerCodes: [],
    secrets: [],
    face: Buffer.alloc(0),
  };
}

/**
 * Makes records of every kind the API has as `tenant`, through the API (a notification, which
 * nothing in the app raises yet, straight in its table), and keeps what names them and what only
 * the tenant knows of them. `label` starts every name, so that a failure says whose record showed.
 */
export class TenantBuilder {
  readonly records: TenantRecords;
  /** The password of the accounts this tenant makes; nobody else's. */
  readonly password: string;

  constructor(
    private readonly t: TestApp,
    readonly tenant: FuzzIdentity,
    private readonly label: string,
  ) {
    this.password = `Lamp#${label}x2026`;
    this.records = emptyRecords(tenant.accountId, this.password);
  }

  /** A text that no other record of the run has, kept among the tenant's secrets. */
  private secret(what: string): string {
    const text = uniqueName(`${this.label} ${what}`);
    this.records.secrets.push(text);
    return text;
  }

  private code(what: string): string {
    return uniqueName(`${this.label}-${what}`).replace(/[^A-Za-z0-9_-]/g, '');
  }

  /** A secret written as a code (no spaces), for fields that take one. */
  private secretCode(what: string): string {
    const text = this.code(what);
    this.records.secrets.push(text);
    return text;
  }

  private async post(path: string, json: Record<string, unknown>) {
    const answer = await this.t.post(path, { token: this.tenant.token, json });
    if (answer.statusCode !== 200) {
      throw new Error(`isolation set-up: ${path} answered ${answer.statusCode} ${answer.body.message}`);
    }
    return answer.body.data;
  }

  async role(permissions: string[]): Promise<number> {
    const role = await this.post('/sys/role/add', {
      name: this.secret('role'),
      idenkey: this.code('role')
        .toLowerCase()
        .replace(/^[^a-z]+/, 'r'),
      description: this.secret('role duty'),
      permissions,
      menuids: [],
    });
    this.records.secrets.push(role.idenkey);
    this.records.ids.role.push(role.id);
    return role.id;
  }

  /**
   * A child account, signed in; one of the tenant's records unless it is `apart` (a tenant of its
   * own below this one), then with a password of its own.
   */
  async account(roleid: number, options: { parentid?: number; apart?: string } = {}) {
    const own = options.apart === undefined;
    const label = options.apart ?? this.label;
    const text = (what: string) => (own ? this.secret(what) : uniqueName(`${label} ${what}`));
    const username = uniqueName(`${label}_user`)
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_');
    const email = `${username}@example.org`;
    const mobile = uniqueMobile();
    const password = own ? this.password : `Lamp#${label}x2026`;
    const account = await this.post('/sys/account/add', {
      username,
      password,
      mobile,
      email,
      realname: text('person'),
      salesman: text('salesman'),
      roleid,
      ...(options.parentid ? { parentid: options.parentid } : {}),
    });
    if (own) {
      this.records.ids.account.push(account.id);
      this.records.owners.push(account.id);
      this.records.usernames.push(username);
      this.records.contacts.push(mobile);
      this.records.secrets.push(email);
    }
    return FuzzIdentity.signIn(this.t, username, password);
  }

  async inventory(options: { accountid?: number } = {}) {
    const ids = this.records.ids;
    const owner = options.accountid ? { accountid: options.accountid } : {};
    const project = await this.post('/remote/project/add', {
      name: this.secret('site'),
      description: this.secret('site notes'),
      longitude: 114.05,
      latitude: 22.55,
      ...owner,
    });
    ids.project.push(project.id);
    const group = await this.post('/remote/group/add', {
      name: this.secret('lane'),
      description: this.secret('lane notes'),
      projectid: project.id,
    });
    ids.group.push(group.id);
    const threshold = await this.post('/remote/weather/threshold/add', {
      projectid: project.id,
      key: 'windSpeed',
      operator: 'above',
      value: 17,
      groupid: group.id,
      dimto: 30,
    });
    ids.weatherThreshold.push(threshold.id);
    const addDevice = async (path: string, type: number, extra: Record<string, unknown> = {}) => {
      const devicecode = this.code(`d${type}`);
      const added = await this.post(path, {
        devicecode,
        devicename: this.secret(`device ${type}`),
        ...(path === '/remote/device/add' ? { devicetype: type } : {}),
        projectid: project.id,
        groupid: group.id,
        serialnumber: this.secretCode('serial'),
        polenumber: this.secret('pole'),
        remark: this.secret('remark'),
        longitude: 114.06,
        latitude: 22.54,
        ...extra,
      });
      const id: number = added.device.id;
      const token: string = added.token;
      this.records.deviceCodes.push(devicecode);
      this.records.secrets.push(token);
      return { id, devicecode, token };
    };
    const lamp = await addDevice('/remote/device/add', DEVICE_TYPE.solarLight, {
      verifycode: this.secretCode('verify'),
      lamppower: 60,
    });
    ids.device.push(lamp.id);
    const matrix = await addDevice('/remote/device/add', DEVICE_TYPE.bleMatrixLight);
    const mains = await addDevice('/remote/device/add', DEVICE_TYPE.mainsLight);
    ids.device.push(matrix.id, mains.id);
    const camera = await addDevice('/remote/device/add', DEVICE_TYPE.camera);
    ids.device.push(camera.id);
    await this.post('/remote/camera/update', {
      id: camera.id,
      rtspurl: `rtsp://admin:${this.secretCode('camera')}@10.1.2.3/stream1`,
      snapshoturl: `https://${this.code('snap').toLowerCase()}.example/still.jpg`,
    });
    const media = await uploadMedia(this.t, this.tenant.token, {
      name: `${this.secret('poster')}.png`,
      data: pngLike(this.secret('poster content')),
    });
    if (media.statusCode !== 200)
      throw new Error(`isolation set-up: media upload answered ${media.statusCode}`);
    ids.mediaFile.push(media.body.data.id);
    const program = await this.post(
      '/remote/program/add',
      programOf(this.secret('program'), media.body.data.id, this.secret('ticker')),
    );
    ids.program.push(program.id);
    const terminal = await addDevice('/remote/device/add', DEVICE_TYPE.broadcastTerminal);
    ids.device.push(terminal.id);
    ids.broadcast.push(await this.broadcast(terminal.devicecode));
    const screen = await addDevice('/remote/device/add', DEVICE_TYPE.ledScreen);
    ids.device.push(screen.id);
    this.records.screens.push(screen.id);
    ids.device.push((await addDevice('/remote/device/add', DEVICE_TYPE.weatherStation)).id);
    ids.campaign.push(await this.campaign(program.id, screen));
    const gateway = await addDevice('/remote/gateway/add', DEVICE_TYPE.gateway, {
      lights: [matrix.devicecode],
    });
    ids.gateway.push(gateway.id);
    ids.device.push(gateway.id);
    const controller = await addDevice('/remote/loopcontroller/add', DEVICE_TYPE.loopController, {
      circuits: [{ number: 1, name: this.secret('circuit'), lights: [mains.devicecode] }],
    });
    ids.loopController.push(controller.id);
    ids.device.push(controller.id);
    const command = await this.post('/remote/device/command', {
      devicecodes: [lamp.devicecode],
      method: 'firmwareUpgrade',
      params: {
        version: this.secret('firmware'),
        url: `https://${this.code('fw').toLowerCase()}.example/fw`,
      },
      waitoffline: true,
    });
    ids.command.push(command.commandid);
    return { solar: { code: lamp.devicecode, token: lamp.token } };
  }

  /** The program published to the screen and booked on it, with a play the screen reported. */
  private async campaign(programid: number, screen: { id: number; devicecode: string; token: string }) {
    for (const [path, body] of [
      ['submit', { id: programid }],
      ['review', { id: programid, approve: true, remark: this.secret('approval') }],
      ['publish', { id: programid, devicecodes: [screen.devicecode] }],
    ] as const) {
      await this.post(`/remote/program/${path}`, body);
    }
    const campaign = await this.post(
      '/remote/campaign/add',
      campaignOf(programid, [screen.id], { name: this.secret('campaign') }),
    );
    const play = { campaignid: campaign.id, programid, version: 1, start: Date.now(), seconds: 15 };
    const played = await this.t.app.inject({
      method: 'POST',
      url: `/api/v1/${screen.token}/plays`,
      payload: { plays: [play] },
    });
    if (played.statusCode !== 200) throw new Error(`isolation set-up: plays answered ${played.statusCode}`);
    return campaign.id as number;
  }

  /** A sound of the library broadcast every morning to the terminal, and a live broadcast to it on air. */
  private async broadcast(devicecode: string) {
    const sound = await uploadMedia(this.t, this.tenant.token, {
      name: `${this.secret('chime')}.wav`,
      data: wav(0.5),
    });
    if (sound.statusCode !== 200) throw new Error(`isolation set-up: a sound answered ${sound.statusCode}`);
    this.records.ids.mediaFile.push(sound.body.data.id);
    this.records.sounds.push(sound.body.data.id);
    this.records.terminals.push(devicecode);
    const broadcast = await this.post(
      '/remote/broadcast/add',
      broadcastOf(sound.body.data.id, [devicecode], {
        name: this.secret('broadcast'),
        schedule: dailyFromTomorrow(),
      }),
    );
    const live = await this.post('/remote/broadcast/live/start', {
      name: this.secret('live'),
      devicecodes: [devicecode],
    });
    this.records.liveSessions.push(live.sessionid);
    this.records.secrets.push(live.sessionid);
    return broadcast.id as number;
  }

  /** A manufacturer whose factory devices `makerId` registers, and one factory device of it. */
  async manufacturer(makerId: number) {
    const code = this.code('mk');
    const maker = await this.post('/sys/manufacturer/add', {
      name: this.secret('maker'),
      code,
      contact: this.secret('maker contact'),
      phone: '0755-12345678',
      address: this.secret('maker address'),
      remark: this.secret('maker remark'),
      accountid: makerId,
    });
    this.records.ids.manufacturer.push(maker.id);
    this.records.manufacturerCodes.push(code);
    const devicecode = this.code('fd');
    const verifycode = this.secretCode('fverify');
    const factory = await this.post('/remote/factorydevice/add', {
      devicecode,
      verifycode,
      devicetype: DEVICE_TYPE.solarLight,
      model: this.secret('model'),
      manufacturerid: maker.id,
    });
    this.records.ids.factoryDevice.push(factory.id);
    this.records.factoryCodes.push({ devicecode, verifycode });
  }

  /** Reports a fault from the device, which raises a warning, and history to read back. */
  async fault(device: { code: string; token: string }) {
    const answer = await this.t.app.inject({
      method: 'POST',
      url: `/api/v1/${device.token}/telemetry`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ runState: 2, loadState: 4, batteryState: 1, loadPower: 45, batterySoc: 90 }),
    });
    if (answer.statusCode !== 200)
      throw new Error(`isolation set-up: telemetry answered ${answer.statusCode}`);
    await this.t.settled();
    const warnings = await this.t.get('/remote/warninginfo/list', {
      token: this.tenant.token,
      query: { devicecode: device.code },
    });
    for (const warning of warnings.body.data[0].list) this.records.ids.warning.push(warning.id);
  }

  async notification(accountId: number) {
    const [stored] = await new NotificationsRepository(this.t.store.db).insertNew([
      { accountId, title: this.secret('notice'), content: this.secret('notice text') },
    ]);
    if (stored) this.records.ids.notification.push(stored.id);
  }

  async avatar() {
    // A PNG is known by its first bytes: what follows its end makes this tenant's avatar its own.
    const png = Buffer.concat([(await fileContents()).png, Buffer.from(this.secret('face'))]);
    const body = multipart({ name: 'face.png', data: png, type: 'image/png' });
    const answer = await this.t.app.inject({
      method: 'POST',
      url: '/prod-api/sys/user/uploadface',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${this.tenant.token}` },
    });
    if (answer.statusCode !== 200)
      throw new Error(`isolation set-up: uploadface answered ${answer.statusCode}`);
    const face = await this.t.app.inject({
      method: 'GET',
      url: '/prod-api/sys/user/getface',
      headers: { authorization: `Bearer ${this.tenant.token}` },
    });
    this.records.face = face.rawPayload;
  }
}

/**
 * A workbook for the import whose rows put devices into `records`' project, group and
 * manufacturer, and reuse one of their device numbers, beside the importer's own project.
 */
export function workbookNaming(records: TenantRecords, ownProject: number): Promise<Buffer> {
  const [project] = records.ids.project;
  const [group] = records.ids.group;
  const [maker] = records.ids.manufacturer;
  const row = { devicename: 'Imported', devicetype: 1, projectid: ownProject };
  return deviceWorkbook(
    [
      { ...row, devicecode: uniqueName('IMP'), projectid: project, groupid: group },
      { ...row, devicecode: records.deviceCodes[0] },
      { ...row, devicecode: uniqueName('IMP'), groupid: group },
      { ...row, devicecode: uniqueName('IMP'), manufacturerid: maker },
    ],
    'key',
  );
}
