import type { DeviceInput } from '@lamplighter/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/caller';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { accounts } from '../accounts/accounts.table';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { GroupsRepository } from '../projects/groups.repository';
import { Placements } from '../projects/placements';
import { ProjectsRepository } from '../projects/projects.repository';
import { LiveStateService } from '../telemetry/live-state.service';
import { TelemetryRepository } from '../telemetry/telemetry.repository';
import { hashDeviceToken } from './device-tokens';
import { DevicesQueries } from './devices.queries';
import { DevicesRepository } from './devices.repository';
import { DevicesService } from './devices.service';
import { devices } from './devices.table';

let t: TestApp;
let a: CreatedAccount;
let caller: Caller;
let service: DevicesService;
let project: { id: number };
let group: { id: number };
let foreignProject: { id: number };
let otherGroup: { id: number };
const actor = () => ({ caller, ip: '127.0.0.9' });

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  a = await createAccount(t, admin, { username: 'batch_tenant_a' });
  const b = await createAccount(t, admin, { username: 'batch_tenant_b' });
  project = await addProject(t, a.token);
  group = await addGroup(t, a.token, project.id);
  otherGroup = await addGroup(t, a.token, (await addProject(t, a.token)).id);
  foreignProject = await addProject(t, b.token);
  const [row] = await t.store.db.select({ path: accounts.path }).from(accounts).where(eq(accounts.id, a.id));
  caller = {
    accountId: a.id,
    username: a.username,
    path: row?.path ?? '',
    parentId: 1,
    roleId: 0,
    roleCode: 'admin',
    permissions: new Set(['device:add', 'device:update']),
    sessionId: 'batch',
  };
  const db = t.store.db;
  service = new DevicesService(
    new DevicesRepository(db),
    new DevicesQueries(db),
    new Placements(new ProjectsRepository(db), new GroupsRepository(db)),
    new AuditService(new AuditRepository(db), t.app.log),
    (deviceId) => new LiveStateService(new TelemetryRepository(db)).latestOf(deviceId),
  );
});
afterAll(() => t.close());

function row(fields: Partial<DeviceInput> = {}): DeviceInput {
  return {
    devicecode: uniqueName('BATCH'),
    devicename: 'Imported lamp',
    devicetype: 1,
    projectid: project.id,
    serialnumber: '',
    verifycode: '',
    communicationtype: '',
    isnbiot: 0,
    isbms: 0,
    isgridcomplementary: 0,
    polenumber: '',
    model: '',
    firmwareversion: '',
    remark: '',
    ...fields,
  };
}

async function deviceCount(): Promise<number> {
  const [total] = await t.store.db.select({ value: count() }).from(devices);
  return total?.value ?? 0;
}

describe('DevicesService.addMany', () => {
  it('reports every bad row and adds nothing when any row fails', async () => {
    const { device: existing } = await addDevice(t, a.token, project.id);
    const twice = uniqueName('TWICE');
    const inputs = [
      row({ devicecode: twice, groupid: group.id }),
      row({ devicecode: twice }),
      row({ devicecode: existing.devicecode }),
      row({ projectid: foreignProject.id }),
      row({ groupid: otherGroup.id }),
      row({ groupid: 999_999, manufacturerid: 999_999 }),
      row(),
    ];
    const before = await deviceCount();
    const result = await service.addMany(caller, inputs, actor());
    expect(result.added).toEqual([]);
    expect(result.failures).toEqual([
      { index: 1, field: 'devicecode', key: 'error.deviceCodeRepeated', params: { code: twice } },
      { index: 2, field: 'devicecode', key: 'error.deviceCodeTaken', params: { code: existing.devicecode } },
      { index: 3, field: 'projectid', key: 'error.projectNotFound' },
      { index: 4, field: 'groupid', key: 'error.groupNotInProject' },
      { index: 5, field: 'groupid', key: 'error.groupNotFound' },
      { index: 5, field: 'manufacturerid', key: 'error.manufacturerNotFound' },
    ]);
    expect(await deviceCount()).toBe(before);
  });

  it('adds the valid rows only when asked, each with a token of its own', async () => {
    const good = [row({ groupid: group.id }), row()];
    const result = await service.addMany(
      caller,
      [good[0] as DeviceInput, row({ projectid: 999_999 }), good[1] as DeviceInput],
      actor(),
      {
        validOnly: true,
      },
    );
    expect(result.failures).toEqual([{ index: 1, field: 'projectid', key: 'error.projectNotFound' }]);
    expect(result.added.map((added) => [added.index, added.devicecode])).toEqual([
      [0, good[0]?.devicecode],
      [2, good[1]?.devicecode],
    ]);
    const stored = await t.store.db
      .select({
        id: devices.id,
        hash: devices.tokenHash,
        accountId: devices.accountId,
        groupId: devices.groupId,
      })
      .from(devices)
      .where(
        inArray(
          devices.id,
          result.added.map((added) => added.id),
        ),
      )
      .orderBy(devices.id);
    expect(stored).toEqual(
      result.added.map((added, at) => ({
        id: added.id,
        hash: hashDeviceToken(added.token),
        accountId: a.id,
        groupId: at === 0 ? group.id : null,
      })),
    );
    const audit = await t.get('/sys/audit/list', { token: a.token, query: { action: 'device.addmany' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      detail: { rows: 3, added: 2, failed: 1 },
    });
  });

  // How fast is measured by bench/inventory.bench.ts, not here.
  it('adds 10,000 rows in one transaction, read back whole by exports and pages', {
    timeout: 120_000,
  }, async () => {
    const inputs = Array.from({ length: 10_000 }, (_, at) =>
      row({
        devicecode: `BULK-${process.pid}-${at}`,
        groupid: at % 2 === 0 ? group.id : undefined,
        longitude: 120 + at / 100_000,
        latitude: 30,
        packageexpire: '2027-12-31',
      }),
    );
    const before = await deviceCount();
    const result = await service.addMany(caller, inputs, actor());
    expect(result.failures).toEqual([]);
    expect(result.added).toHaveLength(10_000);
    expect(await deviceCount()).toBe(before + 10_000);
    // An export reads them back a thousand at a time, newest first, none skipped or twice.
    const exported: number[] = [];
    for await (const device of service.listAll(caller, { keyword: `BULK-${process.pid}-` }))
      exported.push(device.id);
    expect(exported).toHaveLength(10_000);
    expect(exported.every((id, at) => at === 0 || id < (exported[at - 1] ?? 0))).toBe(true);
    // So does a page of the list: many matches are read along the primary key.
    const page = await t.get('/remote/device/list', {
      token: a.token,
      query: { keyword: `BULK-${process.pid}-`, pagenum: 3, pagesize: 20 },
    });
    expect(page.body.data[0].total).toBe(10_000);
    expect(page.body.data[0].list.map((d: { id: number }) => d.id)).toEqual(exported.slice(40, 60));
    const grouped = [];
    for await (const device of service.listAll(caller, { groupid: group.id, keyword: 'BULK' }))
      grouped.push(device);
    expect(grouped).toHaveLength(5_000);
  });

  it('finds a number in every account for binding, without its verification code', async () => {
    const { device } = await addDevice(t, a.token, project.id, { verifycode: 'HIDDEN' });
    const anyAccount = await service.findByCode(device.devicecode);
    expect(anyAccount).toMatchObject({ id: device.id, verifycode: '' });
    expect((await service.findByCode(device.devicecode, caller))?.verifycode).toBe('HIDDEN');
    expect(await service.findByCode('NO-SUCH-NUMBER')).toBeUndefined();
    expect(await service.codeInUse(device.devicecode)).toBe(true);
    expect(await service.inScope(caller, device.devicecode)).toBe(true);
  });
});
