import type { AuditAction } from '@lamplighter/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';
import { accounts } from '../accounts/accounts.table';
import { AuditRepository } from './audit.repository';

let t: TestApp;
let tenant: CreatedAccount;

/** Entries of the tenant's subtree, one per action, the oldest first. */
const recorded: AuditAction[] = ['device.add', 'device.addmany', 'device.command', 'project.add'];

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.signIn('admin', ADMIN_PASSWORD);
  tenant = await createAccount(t, admin, { username: 'audit_filter_tenant' });
  const [row] = await t.store.db
    .select({ path: accounts.path })
    .from(accounts)
    .where(eq(accounts.id, tenant.id));
  const repository = new AuditRepository(t.store.db);
  for (const action of recorded) {
    await repository.insert({
      action,
      result: 'success',
      scopePath: row?.path ?? '',
      actorName: tenant.username,
    });
  }
});
afterAll(() => t.close());

async function actionsFound(action: string) {
  const answer = await t.get('/sys/audit/list', { token: tenant.token, query: { action, pagesize: 100 } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data[0].list.map((entry: { action: string }) => entry.action).sort();
}

describe('the audit log filtered by action', () => {
  it('finds nothing for a word that only begins an area', async () => {
    expect(await actionsFound('dev')).toEqual([]);
  });

  it('finds the action named, not another that begins with its name', async () => {
    expect(await actionsFound('device.add')).toEqual(['device.add']);
  });

  it('finds every action of an area, with or without the dot', async () => {
    const ofDevices = ['device.add', 'device.addmany', 'device.command'];
    expect(await actionsFound('device')).toEqual(ofDevices);
    expect(await actionsFound('device.')).toEqual(ofDevices);
  });
});
