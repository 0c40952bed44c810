import type {
  Device,
  DeviceFilter,
  DeviceListQuery,
  DeviceListRow,
  DeviceMatchQuery,
} from '@lamplighter/contract';
import { and, count, desc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { NamedValues } from '../../db/value-binder';
import { type CacheInvalidation, invalidationInThisProcess } from '../../platform/cache-invalidation';
import type { Caller } from '../../platform/caller';
import { CountCache } from '../../platform/count-cache';
import { accountInSubtree, accountListedInSubtree, subtreeAccountIds } from '../../platform/scope';
import { deviceConditions, filterConditions, pageDriver } from './device-filter';
import { type DeviceRow, presentDevice, selectDevices, selectDevicesJoiningNames } from './device-presenter';
import { devices } from './devices.table';
import { valueOrderedIds } from './lamp-value-order';
import { lampValueColumns, presentLampValues } from './lamp-values';

/** Below this many matches a page is found through the filters' indexes and sorted. */
const FEW_MATCHES = 2000;
/** A limit that takes every row. */
const EVERY = 2 ** 31 - 1;

/**
 * Few matches are ordered by an expression no index serves, so that the planner finds them
 * through the filters' own indexes and sorts just those; many are walked newest first along the
 * narrowest filter's (column, id) index, or along the id. A keyword's walk is ordered as the index
 * that holds the search text beside the id is (`devices_newest_search_idx`), the one index that
 * serves that order: the rows it skips are tested in the index, never read from the table (the
 * planner otherwise took the primary key as often, and read each row: 8 ms against 2 for a page on
 * the embedded store). An order by a latest value walks that value's index (`valueOrderedIds`).
 */
function pageOrder(filter: DeviceListQuery, total: number): { name: string; by: SQL[]; walked: boolean } {
  if (filter.orderby) return { name: `${filter.orderby} ${filter.order ?? 'desc'}`, by: [], walked: false };
  if (total < FEW_MATCHES) return { name: 'few', by: [desc(sql`${devices.id} + 0`)], walked: false };
  const driver = pageDriver(filter);
  if (driver) return { name: driver.name, by: [desc(driver), desc(devices.id)], walked: true };
  if (filter.keyword) {
    return {
      name: 'newest, search text beside',
      by: [desc(devices.id), desc(devices.accountId), desc(devices.searchText)],
      walked: true,
    };
  }
  return { name: 'newest', by: [desc(devices.id)], walked: true };
}

/** The caller's subtree as a condition (`form` names which test it is), its values bound by name. */
interface BoundScope {
  subtree: number[] | undefined;
  values: NamedValues;
  condition: SQL;
  form: 'listed accounts' | 'subtree';
}

/** Reads of devices as the screens, exports and the map show them: always inside the caller's subtree. */
export class DevicesQueries {
  private readonly counts = new CountCache();
  /** By shape; there are as many as combinations of filters and orders, a few dozen in use. */
  private readonly pageStatements = new Map<string, ReturnType<DevicesQueries['preparePage']>>();
  /** By the form of the subtree test (listed accounts or the subtree's path). */
  private readonly rowStatements = new Map<string, ReturnType<DevicesQueries['prepareRows']>>();

  /**
   * `subtreeAccounts` looks up the ids of a caller's subtree (see `subtreeAccountIds`); the
   * platform remembers them with the caller (a round trip less per page, forgotten at any change
   * of accounts).
   */
  constructor(
    private readonly db: Database,
    private readonly subtreeAccounts: (caller: Caller) => Promise<number[] | undefined> = (caller) =>
      subtreeAccountIds(db, caller),
    invalidation: CacheInvalidation = invalidationInThisProcess(),
  ) {
    this.forgetCounts = invalidation.register('device-counts', () => this.counts.clear());
  }

  /** Devices were added, removed, moved or changed run state: every process counts them again. */
  readonly forgetCounts: () => void;

  /**
   * A page, newest first, and how many devices the filter finds. The count comes first and picks
   * the page's order (`pageOrder`); a keyword many devices match walks the index that holds the
   * search text beside the id. The page's ids come first, from a statement planned for the
   * values asked; its devices then come from a statement whose plan the database keeps, since its
   * text is the same for every page (`prepareRows`): planned together at every call, the two took
   * the database twice as long.
   */
  async list(
    caller: Caller,
    filter: DeviceListQuery,
    today: string,
  ): Promise<{ list: DeviceListRow[]; total: number }> {
    const scope = await this.scopeOf(caller);
    const { subtree, values } = scope;
    const where = and(scope.condition, ...filterConditions(filter, today, values).values());
    const { pagenum: _page, pagesize: _size, orderby: _by, order: _order, ...given } = filter;
    // Keyed by the subtree's accounts, so that an account moved in or out is counted at once.
    const countKey = JSON.stringify([subtree ?? caller.path, today, given]);
    const total = await this.counts.get(countKey, async () => {
      const [counted] = await this.db
        .select({ value: count() })
        .from(devices)
        .where(where)
        .execute(values.values);
      return counted?.value ?? 0;
    });
    const offset = (filter.pagenum - 1) * filter.pagesize;
    if (offset >= total) return { list: [], total };
    const order = pageOrder(filter, total);
    const conditions = filterConditions(filter, today, values, { walked: order.walked });
    const shape = [scope.form, ...conditions.keys(), `by ${order.name}`].join(', ');
    let statement = this.pageStatements.get(shape);
    if (!statement) {
      const pageWhere = and(scope.condition, ...conditions.values());
      statement = this.preparePage(pageWhere, filter, order.by, this.pageStatements.size);
      this.pageStatements.set(shape, statement);
    }
    const size = filter.pagesize;
    const page = await statement.execute({ ...values.values, size, offset, reach: size + offset });
    const ids = page.map((row) => row.id);
    return { list: await this.rowsOf(scope, ids), total };
  }

  /**
   * Every row the list's filters find, in the list's order, `size` at a time: for exports. The
   * order is read once, as ids, and the rows then by id: read page after page, a lamp whose value
   * changed during a long export could move across a page's edge and be written twice or never.
   */
  async *listRows(
    caller: Caller,
    filter: DeviceMatchQuery,
    today: string,
    size = 1000,
  ): AsyncGenerator<DeviceListRow[]> {
    const scope = await this.scopeOf(caller);
    const where = and(scope.condition, ...filterConditions(filter, today, scope.values).values());
    const matches = await (filter.orderby
      ? valueOrderedIds(this.db, filter.orderby, filter, where)
      : this.db.select({ id: devices.id }).from(devices).where(where).orderBy(desc(devices.id))
    ).execute({ ...scope.values.values, size: EVERY, offset: 0, reach: EVERY });
    const ids = matches.map((row) => row.id);
    for (let at = 0; at < ids.length; at += size) {
      const rows = await this.rowsOf(scope, ids.slice(at, at + size));
      if (rows.length > 0) yield rows;
    }
  }

  /** The caller's subtree as a condition whose values are bound by name (see `NamedValues`). */
  private async scopeOf(caller: Caller): Promise<BoundScope> {
    const subtree = await this.subtreeAccounts(caller);
    const values = new NamedValues();
    const condition = accountListedInSubtree(devices.accountId, caller, subtree, values);
    return { subtree, values, condition, form: subtree ? 'listed accounts' : 'subtree' };
  }

  /** The list rows of these ids, in their order, each still inside the caller's subtree. */
  private async rowsOf(scope: BoundScope, ids: number[]): Promise<DeviceListRow[]> {
    if (ids.length === 0) return [];
    let statement = this.rowStatements.get(scope.form);
    if (!statement) {
      statement = this.prepareRows(scope.condition, scope.form);
      this.rowStatements.set(scope.form, statement);
    }
    const position = new Map(ids.map((id, at) => [id, at]));
    const rows = await statement.execute({ ...scope.values.values, ids: arrayLiteral(ids) });
    rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    return rows.map((row) => ({ ...presentDevice(row), ...presentLampValues(row) }));
  }

  /**
   * The number and type of the devices the list's filters find, newest first, `limit` at most,
   * and how many there are.
   */
  async matching(caller: Caller, filter: DeviceMatchQuery, today: string, limit: number) {
    const subtree = await this.subtreeAccounts(caller);
    const values = new NamedValues();
    const where = and(
      accountListedInSubtree(devices.accountId, caller, subtree, values),
      ...filterConditions(filter, today, values).values(),
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({ code: devices.code, typeId: devices.typeId })
        .from(devices)
        .where(where)
        .orderBy(desc(devices.id))
        .limit(limit)
        .execute(values.values),
      this.db.select({ value: count() }).from(devices).where(where).execute(values.values),
    ]);
    return { rows, total: counted?.value ?? 0 };
  }

  /**
   * The ids of one shape of page (which filters, which order; see `filterConditions`), built and
   * prepared once: building the SQL cost the platform more than the database took to run it.
   * A list sorted by a latest value is paged by `valueOrderedIds`.
   */
  private preparePage(where: SQL | undefined, filter: DeviceListQuery, order: SQL[], number: number) {
    const name = `device_page_${number}`;
    if (filter.orderby) return valueOrderedIds(this.db, filter.orderby, filter, where).prepare(name);
    return this.db
      .select({ id: devices.id })
      .from(devices)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('size'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }

  /**
   * The devices of a page's ids with their names and latest values, in no order (the page's is
   * restored by the caller). The subtree is tested again: a device moved to another account
   * between the two statements is left out, not shown.
   */
  private prepareRows(scope: SQL, scopeForm: string) {
    return selectDevicesJoiningNames(this.db, lampValueColumns)
      .where(and(sql`${devices.id} = any(${sql.placeholder('ids')}::int[])`, scope))
      .prepare(`device_rows_${scopeForm.replace(' ', '_')}`);
  }

  /** Pages of `size` devices, newest first, read by id so that a long read never skips one. */
  async *chunks(caller: Caller, filter: DeviceFilter, today: string, size = 1000): AsyncGenerator<Device[]> {
    const where = deviceConditions(caller, filter, today);
    let before: number | undefined;
    for (;;) {
      const rows = await selectDevices(this.db)
        .where(and(where, before === undefined ? undefined : lt(devices.id, before)))
        .orderBy(desc(devices.id))
        .limit(size);
      if (rows.length > 0) yield rows.map(presentDevice);
      if (rows.length < size) return;
      before = rows[rows.length - 1]?.id;
    }
  }

  /**
   * The devices of the caller's subtree that a command names, with what reaching them takes: by
   * number, or every device of a group or a project.
   */
  reachable(caller: Caller, named: { codes: string[] } | { groupId: number } | { projectId: number }) {
    const condition =
      'codes' in named
        ? inArray(devices.code, [...new Set(named.codes)])
        : 'groupId' in named
          ? eq(devices.groupId, named.groupId)
          : eq(devices.projectId, named.projectId);
    return this.db
      .select({
        id: devices.id,
        code: devices.code,
        typeId: devices.typeId,
        accountId: devices.accountId,
        gatewayId: devices.gatewayId,
        latitude: devices.latitude,
        longitude: devices.longitude,
      })
      .from(devices)
      .where(and(condition, accountInSubtree(devices.accountId, caller)))
      .orderBy(devices.id);
  }

  /** One device by id or number; without a caller it looks at every account (see the service). */
  async find(
    key: { id: number } | { code: string },
    caller: Caller | undefined,
  ): Promise<DeviceRow | undefined> {
    const match: SQL = 'id' in key ? eq(devices.id, key.id) : eq(devices.code, key.code);
    const [row] = await selectDevices(this.db).where(
      and(match, caller ? accountInSubtree(devices.accountId, caller) : undefined),
    );
    return row;
  }

  /**
   * Every located device the filter finds, as the map draws it, packed by the database into one
   * bytea of 14-byte records: id int4, longitude float4, latitude float4 (big-endian, as the send
   * functions write them), then devicetype and runstate as one byte each (0: no state yet). One
   * value instead of 100,000 rows is several times faster to read on both stores.
   */
  async packedPoints(caller: Caller, filter: DeviceFilter, today: string): Promise<Buffer> {
    const packed = sql<Uint8Array | null>`string_agg(
      int4send(${devices.id}) || float4send(${devices.longitude}::float4) || float4send(${devices.latitude}::float4)
        || substr(int2send(${devices.typeId}), 2, 1) || substr(int2send(coalesce(${devices.runState}, 0)::int2), 2, 1),
      ''::bytea)`;
    const [row] = await this.db
      .select({ packed })
      .from(devices)
      .where(
        and(
          deviceConditions(caller, filter, today),
          isNotNull(devices.longitude),
          isNotNull(devices.latitude),
        ),
      );
    const bytes = row?.packed;
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.alloc(0);
  }
}
