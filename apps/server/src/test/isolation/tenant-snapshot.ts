import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import { rowsOf } from '../../db/rows-of';
import type { FuzzIdentity } from '../fuzz/identities';
import type { TestApp } from '../test-app';
import type { TenantRecords } from './tenant-records';

/**
 * Everything the tables hold of the records of `owners` (an array literal of account ids), and
 * what is everyone's: menus, brands, built-in roles.
 */
function tenantRows(owners: string): Record<string, string> {
  const ownedBy = `account_id = any('${owners}'::int[])`;
  const ofDevices = `device_id in (select id from devices where ${ownedBy})`;
  const ownedRoles = `select id from roles where owner_id = any('${owners}'::int[]) or builtin`;
  return {
    accounts: `select * from accounts where id = any('${owners}'::int[])`,
    account_faces: `select * from account_faces where ${ownedBy}`,
    roles: `select * from roles where id in (${ownedRoles})`,
    role_menus: `select * from role_menus where role_id in (${ownedRoles})`,
    menus: 'select * from menus',
    brands: 'select * from brands',
    projects: `select * from projects where ${ownedBy}`,
    device_groups: `select * from device_groups where ${ownedBy}`,
    devices: `select * from devices where ${ownedBy}`,
    loop_circuits: `select * from loop_circuits where controller_id in (select id from devices where ${ownedBy})`,
    manufacturers: `select * from manufacturers where ${ownedBy}`,
    factory_devices: `select * from factory_devices where manufacturer_id in (select id from manufacturers where ${ownedBy})`,
    commands: `select * from commands where ${ownedBy}`,
    command_devices: `select * from command_devices where ${ownedBy}`,
    warnings: `select * from warnings where ${ownedBy}`,
    warning_reads: `select * from warning_reads where warning_id in (select id from warnings where ${ownedBy})`,
    notifications: `select * from notifications where ${ownedBy}`,
    telemetry_latest: `select * from telemetry_latest where ${ofDevices}`,
    telemetry_history: `select * from telemetry_history where ${ofDevices}`,
    device_attributes: `select * from device_attributes where ${ofDevices}`,
    energy_hours: `select * from energy_hours where ${ofDevices}`,
    energy_days: `select * from energy_days where ${ofDevices}`,
  };
}

/** What an administrator keeps to itself about an account: nobody else moves it, promotes or locks it. */
function guardedAccounts(ids: string): string {
  return `select id, parent_id, path, role_id, enabled, deadline from accounts where id = any('${ids}'::int[])`;
}

/** One statement answering each query's rows as JSON text, in one column named after it. */
function asOneStatement(queries: Record<string, string>): SQL {
  const columns = Object.entries(queries).map(
    ([name, query]) => `(select coalesce(json_agg(row), '[]')::text from (${query}) row) as "${name}"`,
  );
  return sql.raw(`select ${columns.join(', ')}`);
}

interface DetailCall {
  path: string;
  query: Record<string, string | number>;
  /** For a list: the tenant's own entries, by id (others of its subtree come and go). */
  only?: number[];
}

/** The tenant's own detail calls, and lists where there is no detail call. */
function detailCalls(records: TenantRecords): DetailCall[] {
  const { ids } = records;
  const each = (path: string, list: number[]) => list.map((id) => ({ path, query: { id } }));
  return [
    { path: '/sys/user/info', query: {} },
    { path: '/remote/notification/getnotification', query: {}, only: ids.notification },
    { path: '/remote/warninginfo/list', query: { pagesize: 100 }, only: ids.warning },
    { path: '/sys/manufacturer/list', query: { pagesize: 100 }, only: ids.manufacturer },
    { path: '/remote/factorydevice/list', query: { pagesize: 100 }, only: ids.factoryDevice },
    ...each('/remote/project/detail', ids.project),
    ...each('/remote/group/detail', ids.group),
    ...each('/remote/device/detail', ids.device),
    ...each('/remote/gateway/detail', ids.gateway),
    ...each('/remote/loopcontroller/detail', ids.loopController),
    ...each('/sys/account/detail', ids.account),
    ...each('/sys/role/detail', ids.role),
    ...each('/remote/device/command/detail', ids.command),
  ];
}

function entriesOf(body: string, only: number[]): string {
  const answer = JSON.parse(body) as { data?: { list?: { id: number }[] }[] };
  return JSON.stringify(answer.data?.[0]?.list?.filter((entry) => only.includes(entry.id)) ?? body);
}

export type Snapshot = Record<string, string>;

/**
 * A signed link's expiry and signature move on as the clock passes the hour they are rounded to: a
 * snapshot keeps the link and leaves them out, so that a check across the hour sees no change.
 */
const withoutSignatures = (body: string) =>
  body.replace(/([?&])expires=\d+&sig=[\w-]+/g, '$1expires=…&sig=…');

/**
 * The records of a tenant as its rows and its own detail answers, and the security columns of the
 * accounts `guarded` (other callers', whose role, place and password only their parents set).
 */
export class TenantSnapshot {
  constructor(
    private readonly t: TestApp,
    private readonly records: TenantRecords,
    private readonly guarded: number[],
  ) {}

  /** The rows, each table's sorted, read in one statement: it runs after every endpoint of a pass. */
  async rows(): Promise<Snapshot> {
    const queries = {
      ...tenantRows(arrayLiteral(this.records.owners)),
      guarded_accounts: guardedAccounts(arrayLiteral(this.guarded)),
    };
    const [row] = rowsOf<Record<string, string>>(await this.t.store.db.execute(asOneStatement(queries)));
    const snapshot: Snapshot = {};
    for (const table of Object.keys(queries)) {
      const rows = (JSON.parse(row?.[table] ?? '[]') as unknown[]).map((entry) => JSON.stringify(entry));
      snapshot[table] = `[${rows.sort().join(',')}]`;
    }
    return snapshot;
  }

  async answers(owner: FuzzIdentity): Promise<Snapshot> {
    const snapshot: Snapshot = {};
    for (const { path, query, only } of detailCalls(this.records)) {
      const answer = await this.t.get(path, { token: owner.token, query });
      const body = only && answer.statusCode === 200 ? entriesOf(answer.raw.body, only) : answer.raw.body;
      snapshot[`${path}?${new URLSearchParams(query as Record<string, string>)}`] =
        `${answer.statusCode} ${withoutSignatures(body)}`;
    }
    return snapshot;
  }
}

/** What changed between two snapshots: per table the rows gone and the rows new, per answer both. */
export function changesBetween(before: Snapshot, after: Snapshot): string[] {
  const cut = (text: string) => (text.length > 500 ? `${text.slice(0, 500)}…` : text);
  const rowsIn = (text: string | undefined): string[] => {
    if (text === undefined) return [];
    try {
      const rows = JSON.parse(text);
      return Array.isArray(rows) ? rows.map((row) => JSON.stringify(row)) : [text];
    } catch {
      return [text];
    }
  };
  return Object.keys({ ...before, ...after })
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const was = rowsIn(before[key]);
      const is = rowsIn(after[key]);
      const gone = was.filter((row) => !is.includes(row)).map((row) => `  - ${cut(row)}`);
      const added = is.filter((row) => !was.includes(row)).map((row) => `  + ${cut(row)}`);
      return [`${key} changed:`, ...gone, ...added].join('\n');
    });
}
