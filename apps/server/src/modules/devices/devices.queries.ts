import type { Device, DeviceFilter } from '@lamplighter/contract';
import { and, count, desc, eq, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { accountInSubtree } from '../../platform/scope';
import { deviceConditions } from './device-filter';
import { type DeviceRow, presentDevice, selectDevices } from './device-presenter';
import { devices } from './devices.table';

/** Reads of devices as the screens, exports and the map show them: always inside the caller's subtree. */
export class DevicesQueries {
  constructor(private readonly db: Database) {}

  /**
   * A page, newest first, and how many devices the filter finds. A keyword search orders by an
   * expression the primary key cannot serve: the planner then finds the matches through the
   * trigram index and sorts them, instead of walking every device backwards hoping for early hits.
   */
  async list(
    caller: Caller,
    filter: DeviceFilter & { pagenum: number; pagesize: number },
    today: string,
  ): Promise<{ list: Device[]; total: number }> {
    const where = deviceConditions(caller, filter, today);
    const [rows, [total]] = await Promise.all([
      selectDevices(this.db)
        .where(where)
        .orderBy(filter.keyword ? desc(sql`${devices.id} + 0`) : desc(devices.id))
        .limit(filter.pagesize)
        .offset((filter.pagenum - 1) * filter.pagesize),
      this.db.select({ value: count() }).from(devices).where(where),
    ]);
    return { list: rows.map(presentDevice), total: total?.value ?? 0 };
  }

  /** Pages of `size` devices, newest first, read by id so that a long export never skips one. */
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
