import { permissionKeys } from '@lamplighter/contract';
import { roleIdByCode, uniqueMobile } from '../accounts-fixture';
import type { FuzzIdentity } from '../fuzz/identities';
import { uniqueName } from '../inventory-fixture';
import type { TestApp } from '../test-app';
import type { IsolationTally } from './isolation-tally';
import { b1Permissions, type Tenancy } from './tenancy';
import { changesBetween, type TenantSnapshot } from './tenant-snapshot';

/** One try to reach above the caller's rights or outside its subtree. */
interface Escalation {
  by: FuzzIdentity;
  what: string;
  path: string;
  input: Record<string, unknown>;
  /** A change the caller may make whose extra fields must do nothing: 2xx is no leak then. */
  harmless?: boolean;
}

const DELETES = new Set(['/sys/account/delete', '/sys/role/delete']);

function newAccount(roleid: number, parentid?: number) {
  return {
    username: uniqueName('climber').replace(/-/g, '_'),
    password: 'Climb#Up2026',
    mobile: uniqueMobile(),
    roleid,
    ...(parentid === undefined ? {} : { parentid }),
  };
}

/** Every way up the isolation check tries, by B (A's sibling), B1 (below B, fewer keys) and A1 (below A). */
async function escalations(t: TestApp, tenancy: Tenancy, rootId: number): Promise<Escalation[]> {
  const { a, a1, b, b1, b1Child, b1Role, adminRole, aRecords, bRecords } = tenancy;
  const aRole = aRecords.ids.role[0] ?? 0;
  const [b2 = 0] = bRecords.ids.account;
  const [bRole = 0] = bRecords.ids.role;
  const demoRole = await roleIdByCode(t, 'demo');
  const outsideB = [a.accountId, a1.accountId, ...aRecords.ids.account, rootId];
  const list: Escalation[] = [
    { by: b, what: "takes A's role", path: '/sys/account/update', input: { id: b.accountId, roleid: aRole } },
    {
      by: b,
      what: "gives its child A's role",
      path: '/sys/account/update',
      input: { id: b2, roleid: aRole },
    },
    {
      by: b,
      what: "switches its child to A's role",
      path: '/sys/role/switch',
      input: { id: bRole, toid: aRole, userids: [b2] },
    },
    {
      by: b,
      what: "switches all of its role to A's",
      path: '/sys/role/switch',
      input: { id: bRole, toid: aRole },
    },
    { by: b, what: "adds an account with A's role", path: '/sys/account/add', input: newAccount(aRole) },
    {
      by: b,
      what: 'extends its own validity',
      path: '/sys/account/update',
      input: { id: b.accountId, validity: 'permanent' },
    },
    {
      by: b,
      what: 'changes the built-in admin role',
      path: '/sys/role/update',
      input: { id: adminRole, name: 'Mine' },
    },
    {
      by: b,
      what: 'takes keys from the built-in demo role',
      path: '/sys/role/update',
      input: { id: demoRole, permissions: [] },
    },
    {
      by: b,
      what: "widens A's role",
      path: '/sys/role/update',
      input: { id: aRole, permissions: [...permissionKeys] },
    },
    { by: b, what: "deletes A's role", path: '/sys/role/delete', input: { ids: [aRole] } },
    { by: b, what: 'deletes the built-in demo role', path: '/sys/role/delete', input: { ids: [demoRole] } },
    {
      by: b,
      what: 'moves itself to the top',
      path: '/sys/account/update',
      input: { id: b.accountId, parentid: 0 },
    },
    {
      by: b,
      what: 'moves itself under A',
      path: '/sys/account/update',
      input: { id: b.accountId, parentid: a.accountId },
    },
    {
      by: b,
      what: 'moves itself under its child',
      path: '/sys/account/update',
      input: { id: b.accountId, parentid: b2 },
    },
    {
      by: b,
      what: 'moves its child under A',
      path: '/sys/account/update',
      input: { id: b2, parentid: a.accountId },
    },
    {
      by: b,
      what: 'moves its child under A1',
      path: '/sys/account/update',
      input: { id: b2, parentid: a1.accountId },
    },
    {
      by: b,
      what: 'moves its child to the top administrator',
      path: '/sys/account/update',
      input: { id: b2, parentid: rootId },
    },
    {
      by: b,
      what: 'adds an account under A',
      path: '/sys/account/add',
      input: newAccount(adminRole, a.accountId),
    },
    {
      by: b,
      what: 'adds an account under the top administrator',
      path: '/sys/account/add',
      input: newAccount(adminRole, rootId),
    },
    ...outsideB.flatMap((id): Escalation[] => [
      {
        by: b,
        what: `pulls account ${id} under itself`,
        path: '/sys/account/update',
        input: { id, parentid: b.accountId },
      },
      {
        by: b,
        what: `gives account ${id} the demo role`,
        path: '/sys/account/update',
        input: { id, roleid: demoRole },
      },
      {
        by: b,
        what: `resets the password of account ${id}`,
        path: '/sys/account/resetpwd',
        input: { id, password: 'Taken#Over2026' },
      },
      { by: b, what: `disables account ${id}`, path: '/sys/account/enable', input: { id, enabled: 0 } },
      { by: b, what: `enables account ${id}`, path: '/sys/account/enable', input: { id, enabled: 1 } },
      { by: b, what: `deletes account ${id}`, path: '/sys/account/delete', input: { ids: [id] } },
    ]),

    {
      by: b1,
      what: 'makes a role with a key it does not hold',
      path: '/sys/role/add',
      input: {
        name: 'Wider',
        idenkey: uniqueName('wider').replace(/-/g, '_'),
        permissions: [...b1Permissions, 'device:delete'],
        menuids: [],
      },
    },
    {
      by: b1,
      what: 'widens its own role',
      path: '/sys/role/update',
      input: { id: b1Role, permissions: [...b1Permissions, 'sys:role:delete'] },
    },
    {
      by: b1,
      what: 'takes the admin role',
      path: '/sys/account/update',
      input: { id: b1.accountId, roleid: adminRole },
    },
    {
      by: b1,
      what: 'switches itself to the admin role',
      path: '/sys/role/switch',
      input: { id: b1Role, toid: adminRole, userids: [b1.accountId] },
    },
    { by: b1, what: 'adds an admin below itself', path: '/sys/account/add', input: newAccount(adminRole) },
    {
      by: b1,
      what: 'gives its child the admin role',
      path: '/sys/account/update',
      input: { id: b1Child, roleid: adminRole },
    },
    {
      by: b1,
      what: 'switches its child to the admin role',
      path: '/sys/role/switch',
      input: { id: b1Role, toid: adminRole, userids: [b1Child] },
    },
    {
      by: b1,
      what: 'switches its whole role to admin',
      path: '/sys/role/switch',
      input: { id: b1Role, toid: adminRole },
    },
    {
      by: b1,
      what: 'moves its child up to B',
      path: '/sys/account/update',
      input: { id: b1Child, parentid: b.accountId },
    },
    {
      by: b1,
      what: 'moves itself to the top',
      path: '/sys/account/update',
      input: { id: b1.accountId, parentid: rootId },
    },
    {
      by: b1,
      what: 'gives B the demo role',
      path: '/sys/account/update',
      input: { id: b.accountId, roleid: demoRole },
    },
    {
      by: b1,
      what: "resets B's password",
      path: '/sys/account/resetpwd',
      input: { id: b.accountId, password: 'Taken#Over2026' },
    },
    { by: b1, what: 'disables B', path: '/sys/account/enable', input: { id: b.accountId, enabled: 0 } },
    {
      by: b1,
      what: 'names a role and a parent in its own profile',
      path: '/sys/user/update',
      input: { realname: 'Climber', roleid: adminRole, parentid: rootId, enabled: 1, validity: 'permanent' },
      harmless: true,
    },

    {
      by: a1,
      what: 'moves itself to the top',
      path: '/sys/account/update',
      input: { id: a1.accountId, parentid: rootId },
    },
    {
      by: a1,
      what: 'moves itself under B',
      path: '/sys/account/update',
      input: { id: a1.accountId, parentid: b.accountId },
    },
    {
      by: a1,
      what: "takes A's role",
      path: '/sys/account/update',
      input: { id: a1.accountId, roleid: aRole },
    },
    {
      by: a1,
      what: "widens A's role",
      path: '/sys/role/update',
      input: { id: aRole, permissions: [...permissionKeys] },
    },
    {
      by: a1,
      what: 'adds an account beside itself, under A',
      path: '/sys/account/add',
      input: newAccount(adminRole, a.accountId),
    },
    {
      by: a1,
      what: "resets A's password",
      path: '/sys/account/resetpwd',
      input: { id: a.accountId, password: 'Taken#Over2026' },
    },
    { by: a1, what: 'disables A', path: '/sys/account/enable', input: { id: a.accountId, enabled: 0 } },
    {
      by: a1,
      what: 'gives A the demo role',
      path: '/sys/account/update',
      input: { id: a.accountId, roleid: demoRole },
    },
    { by: a1, what: 'deletes A', path: '/sys/account/delete', input: { ids: [a.accountId] } },
  ];
  return list;
}

/**
 * Tries every escalation and counts it; a leak is an attempt answered 2xx (unless harmless), one
 * that changed the caller's own role or place, or one after which the records and the guarded
 * accounts of `snapshot` differ.
 */
export async function runEscalations(
  t: TestApp,
  tenancy: Tenancy,
  snapshot: TenantSnapshot,
  tally: IsolationTally,
): Promise<void> {
  const rootId = tenancy.root.accountId;
  let before = await snapshot.rows();
  for (const attempt of await escalations(t, tenancy, rootId)) {
    const caller = attempt.by.username;
    const get = DELETES.has(attempt.path);
    const answer = get
      ? await t.get(attempt.path, {
          token: attempt.by.token,
          query: attempt.input as Record<string, number[]>,
        })
      : await t.post(attempt.path, { token: attempt.by.token, json: attempt.input });
    tally.attempt('role escalation', attempt.path, answer.statusCode);
    const request = `${get ? 'GET' : 'POST'} ${attempt.path} ${JSON.stringify(attempt.input)} as ${caller}`;
    const leak = (why: string) =>
      tally.leak({ kind: 'role escalation', caller, target: attempt.what, why, request });
    if (answer.statusCode < 300 && !attempt.harmless) leak(`answered ${answer.statusCode}`);
    if (answer.statusCode >= 500) tally.failure(`${request}: ${answer.statusCode} ${answer.body.message}`);
    const disturbed = await attempt.by.ensure();
    if (disturbed) leak(`the caller changed itself: ${disturbed}`);
    const after = await snapshot.rows();
    const changes = changesBetween(before, after);
    if (changes.length > 0) leak(`records changed:\n${changes.join('\n')}`);
    before = after;
  }
}
