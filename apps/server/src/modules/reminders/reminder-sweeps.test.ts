import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { devicePresence } from '../devices/devices.table';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { ReminderSweeps } from './reminder-sweeps';

const DAY = 86_400_000;
const start = Date.parse('2026-11-26T08:00:00Z');
const day = (offset: number) => new Date(start + offset * DAY).toISOString().slice(0, 10);

let t: TestApp;
let admin: string;
const administrator = { username: 'admin', password: ADMIN_PASSWORD };
let east: CreatedAccount;
let west: CreatedAccount;
let now = start;
let projectName: string;
let silentId: number;
let sweeps: ReminderSweeps;

beforeAll(async () => {
  t = await startTestApp({}, { now: () => now });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  east = await createAccount(t, admin, { username: 'east_owner' });
  west = await createAccount(t, admin, { username: 'west_owner' });
  const project = await addProject(t, east.token, { name: 'Harbour road' });
  projectName = project.name;
  await addDevice(t, east.token, project.id, { devicecode: 'EXP-5', packageexpire: day(5) });
  await addDevice(t, east.token, project.id, { devicecode: 'SIM-20', simend: day(20) });
  await addDevice(t, east.token, project.id, { devicecode: 'EXP-40', packageexpire: day(40) });
  const silent = await addDevice(t, east.token, project.id, { devicecode: 'SILENT-1' });
  silentId = silent.device.id;
  await addDevice(t, west.token, (await addProject(t, west.token)).id, { devicecode: 'WEST-1' });
  sweeps = new ReminderSweeps(
    t.store.db,
    new NotificationsService(new NotificationsRepository(t.store.db)),
    () => now,
  );
});
afterAll(() => t.close());

/** The account's notifications, signed in anew: the sweeps' clock moves past a token's life. */
async function bell(account: { username: string; password: string }, lang: 'zh' | 'en' = 'en') {
  const answer = await t.get('/remote/notification/getnotification', {
    token: await t.signIn(account.username, account.password),
    query: { pagesize: 100 },
    headers: { 'accept-language': lang },
  });
  return answer.body.data[0].list as {
    notificationtitle: string;
    notificationcontent: string;
    jumpPath: string;
  }[];
}

describe('expiring packages and SIMs', () => {
  it('tells the owner and the accounts above it, once per device and threshold, in their language', async () => {
    await Promise.all([sweeps.sweep(), sweeps.sweep()]);
    await sweeps.sweep();
    const told = await bell(east);
    expect(told.map((n) => [n.notificationtitle, n.jumpPath]).sort()).toEqual([
      ['1 device expires within 30 days', '/device/list?expiry=30'],
      ['1 device expires within 7 days', '/device/list?expiry=7'],
    ]);
    expect(told.find((n) => n.jumpPath.endsWith('=7'))?.notificationcontent).toBe(
      `Package or SIM of EXP-5 ends by ${day(5)}`,
    );
    expect((await bell(east, 'zh')).map((n) => n.notificationtitle).sort()).toEqual([
      '1 台设备将在 30 天内到期',
      '1 台设备将在 7 天内到期',
    ]);
    expect(
      (await bell(administrator)).filter((n) => n.jumpPath.startsWith('/device/list?expiry')),
    ).toHaveLength(2);
    expect(await bell(west)).toEqual([]);
  });

  it('tells of a device again when it crosses into the 7-day threshold, and never twice', async () => {
    now = start + 14 * DAY;
    await sweeps.sweep();
    await sweeps.sweep();
    const sevenDays = (await bell(east)).filter((n) => n.jumpPath === '/device/list?expiry=7');
    expect(sevenDays.map((n) => n.notificationcontent)).toContain(
      `Package or SIM of SIM-20 ends by ${day(20)}`,
    );
    expect(sevenDays).toHaveLength(2);
  });
});

describe('devices offline for over a day', () => {
  it('are told once a day per device, grouped per project, with the list of the project as jump path', async () => {
    const offlineSince = new Date(now - 2 * DAY);
    await t.store.db
      .insert(devicePresence)
      .values({ deviceId: silentId, lastSeenAt: offlineSince, offlineAt: offlineSince, offline: true })
      .onConflictDoUpdate({
        target: devicePresence.deviceId,
        set: { lastSeenAt: offlineSince, offlineAt: offlineSince, offline: true },
      });
    await sweeps.sweep();
    await sweeps.sweep();
    const offline = (await bell(east)).filter((n) => n.jumpPath.startsWith('/device/list?runstate=4'));
    expect(offline).toHaveLength(1);
    expect(offline[0]).toMatchObject({
      notificationtitle: `1 device of ${projectName} offline for over a day`,
      notificationcontent: 'Offline since yesterday or longer: SILENT-1',
    });
    now += DAY;
    await sweeps.sweep();
    expect((await bell(east)).filter((n) => n.jumpPath.startsWith('/device/list?runstate=4'))).toHaveLength(
      2,
    );
  });
});
