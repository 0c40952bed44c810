import type { PermissionKey } from '@lamplighter/contract';
import { roleIdByCode } from '../accounts-fixture';
import { FuzzIdentity } from '../fuzz/identities';
import { ADMIN_PASSWORD, type TestApp } from '../test-app';
import { TenantBuilder, type TenantRecords } from './tenant-records';

/**
 * The accounts of the isolation check, below the top administrator: sibling tenants A and B with
 * the admin role, A1 (admin) and a demo account below A, B1 below B with a role of B's that holds
 * only some account and role keys, and B1's own child with that role.
 */
export interface Tenancy {
  root: FuzzIdentity;
  a: FuzzIdentity;
  /** A's records, the demo account's among them. */
  aRecords: TenantRecords;
  a1: FuzzIdentity;
  a1Records: TenantRecords;
  demo: FuzzIdentity;
  /** The records A gave the demo account, which it sees. */
  demoRecords: TenantRecords;
  b: FuzzIdentity;
  bRecords: TenantRecords;
  b1: FuzzIdentity;
  b1Child: number;
  /** B's role that B1 holds. */
  b1Role: number;
  adminRole: number;
}

/** What B1's role holds: enough to try every way up, not the keys it would be given by them. */
export const b1Permissions: PermissionKey[] = [
  'sys:account:list',
  'sys:account:add',
  'sys:account:update',
  'sys:account:resetpwd',
  'sys:role:list',
  'sys:role:add',
  'sys:role:update',
  'project:list',
  'profile:update',
];

/** One record of every kind, as the tenant `builder` stands for. */
async function everything(builder: TenantBuilder): Promise<void> {
  const role = await builder.role(['project:list', 'device:list', 'warning:list']);
  await builder.account(role);
  await builder.manufacturer(builder.tenant.accountId);
  const { solar } = await builder.inventory();
  await builder.fault(solar);
  await builder.notification(builder.tenant.accountId);
  await builder.avatar();
}

function merge(into: TenantRecords, from: TenantRecords): void {
  for (const kind of Object.keys(into.ids) as (keyof TenantRecords['ids'])[])
    into.ids[kind].push(...from.ids[kind]);
  into.deviceCodes.push(...from.deviceCodes);
  into.liveSessions.push(...from.liveSessions);
  into.secrets.push(...from.secrets);
}

export async function setUpTenancy(t: TestApp): Promise<Tenancy> {
  const root = new TenantBuilder(t, await FuzzIdentity.signIn(t, 'admin', ADMIN_PASSWORD), 'root');
  const adminRole = await roleIdByCode(t, 'admin');
  const a = await root.account(adminRole, { apart: 'A' });
  const b = await root.account(adminRole, { apart: 'B' });

  const aBuilder = new TenantBuilder(t, a, 'A');
  const a1 = await aBuilder.account(adminRole, { apart: 'A1' });
  const demo = await aBuilder.account(await roleIdByCode(t, 'demo'));
  await everything(aBuilder);
  const given = new TenantBuilder(t, a, 'D');
  await given.inventory({ accountid: demo.accountId });
  merge(aBuilder.records, given.records);

  const a1Builder = new TenantBuilder(t, a1, 'A1');
  await everything(a1Builder);
  const bBuilder = new TenantBuilder(t, b, 'B');
  await everything(bBuilder);
  const b1Role = await bBuilder.role(b1Permissions);
  const b1 = await bBuilder.account(b1Role, { apart: 'B1' });
  const b1Builder = new TenantBuilder(t, b1, 'B1');
  await b1Builder.account(b1Role);
  const b1Child = b1Builder.records.ids.account[0] ?? 0;

  return {
    root: root.tenant,
    a,
    aRecords: aBuilder.records,
    a1,
    a1Records: a1Builder.records,
    demo,
    demoRecords: given.records,
    b,
    bRecords: bBuilder.records,
    b1,
    b1Child,
    b1Role,
    adminRole,
  };
}
