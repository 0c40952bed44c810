import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { NotificationsRepository } from './notifications.repository';

let t: TestApp;
let admin: string;
let operator: CreatedAccount;
let other: CreatedAccount;
let othersNotification: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  operator = await createAccount(t, admin, { username: 'bell_operator', role: 'controller' });
  other = await createAccount(t, admin, { username: 'bell_other', role: 'controller' });
  const repository = new NotificationsRepository(t.store.db);
  for (let i = 1; i <= 12; i++) {
    await repository.insertNew([
      {
        accountId: operator.id,
        title: `Package expiring ${i}`,
        content: `SIM of SL-${i} expires in 30 days`,
        jumpPath: i % 2 ? '/photovoltaic/device/control' : '',
        createdAt: new Date(Date.UTC(2026, 10, i)),
      },
    ]);
  }
  const [stored] = await repository.insertNew([{ accountId: other.id, title: 'Not yours', content: '…' }]);
  othersNotification = stored?.id ?? 0;
});
afterAll(() => t.close());

describe('GET /remote/notification/getnotification', () => {
  it('answers 2003 without a token and names a bad isread', async () => {
    expect((await t.get('/remote/notification/getnotification')).body.status).toBe(2003);
    const answer = await t.get('/remote/notification/getnotification', {
      token: operator.token,
      query: { isread: 2 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^isread: /);
  });

  it("answers the caller's notifications, ten a page by default, newest first", async () => {
    const answer = await t.get('/remote/notification/getnotification', {
      token: operator.token,
      query: { isread: 0 },
    });
    expect(answer.body.data[0].total).toBe(12);
    expect(answer.body.data[0].list).toHaveLength(10);
    expect(answer.body.data[0].list[0]).toEqual({
      id: expect.any(Number),
      notificationtitle: 'Package expiring 12',
      notificationcontent: 'SIM of SL-12 expires in 30 days',
      createtime: '2026-11-12T00:00:00.000Z',
      jumpPath: '',
      isread: 0,
    });
    const others = await t.get('/remote/notification/getnotification', { token: other.token });
    expect(others.body.data[0].list.map((n: { notificationtitle: string }) => n.notificationtitle)).toEqual([
      'Not yours',
    ]);
  });
});

describe('marking notifications read', () => {
  it("answers 404 for someone else's notification", async () => {
    const answer = await t.get('/remote/notification/markasread', {
      token: operator.token,
      query: { id: othersNotification },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('marks one, then all, read', async () => {
    const first = (await t.get('/remote/notification/getnotification', { token: operator.token })).body
      .data[0].list[0];
    expect(
      (await t.get('/remote/notification/markasread', { token: operator.token, query: { id: first.id } }))
        .statusCode,
    ).toBe(200);
    expect((await t.get('/remote/notification/unreadcount', { token: operator.token })).body.data).toEqual({
      count: 11,
    });
    expect((await t.get('/remote/notification/markasreadall', { token: operator.token })).statusCode).toBe(
      200,
    );
    const unread = await t.get('/remote/notification/getnotification', {
      token: operator.token,
      query: { isread: 0 },
    });
    expect(unread.body.data[0].total).toBe(0);
    expect((await t.get('/remote/notification/unreadcount', { token: other.token })).body.data).toEqual({
      count: 1,
    });
  });
});
