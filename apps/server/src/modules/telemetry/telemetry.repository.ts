import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/database-conflict';
import { closedDaysOf, lockDaySums } from './energy-day';
import type { ValueRow } from './message-rows';
import {
  type AttributeScope,
  deviceAttributes,
  ENERGY_DAY_UTC_OFFSET,
  ENERGY_KEYS,
  energyDays,
  energyHours,
  energySummedDays,
  telemetryHistory,
  telemetryLatest,
  telemetryRejections,
  WEATHER_HOUR_KEYS,
  weatherDays,
  weatherHours,
} from './telemetry.table';
import type { Batch } from './telemetry-batch';

/** The newest keys of one device the detail shows at most (a device may invent keys without end). */
const LATEST_LIMIT = 1000;

/** Counts of what could not be used, per device, added to the stored ones. */
export interface RejectionCounts {
  d: number;
  malformed: number;
  rejected: number;
  reason: string;
  at: string;
}

// Rows reach the database as one JSON document per statement (or, for the history, one array
// per column): a fixed number of parameters whatever the batch size, the same on both drivers,
// and PostgreSQL unpacks them faster than thousands of parameters.
/** A text array parameter that both drivers pass the same way. */
const toArray = (items: readonly string[]) => sql`${arrayLiteral(items)}::text[]`;

/** The history rows as one array per column, for `unnest`: cheaper to unpack than JSON. */
function historyColumns(rows: readonly ValueRow[]) {
  const column = <T extends string | number | boolean | undefined>(pick: (row: ValueRow) => T) =>
    arrayLiteral(rows.map(pick));
  return sql`unnest(${column((r) => r.d)}::int[], ${column((r) => r.k)}::text[], ${column((r) => r.t)}::timestamptz[],
    ${column((r) => r.n)}::float8[], ${column((r) => r.s)}::text[], ${column((r) => r.b)}::boolean[],
    ${column((r) => (r.j === undefined ? undefined : JSON.stringify(r.j)))}::jsonb[])`;
}

const valueColumns = sql.raw('n float8, s text, b boolean, j jsonb');

/** The highest of each energy counter among a group of `counters` rows. */
const highs = sql`max(n) filter (where k = ${ENERGY_KEYS.consumed}), max(n) filter (where k = ${ENERGY_KEYS.generated}),
  max(n) filter (where k = ${ENERGY_KEYS.hours})`;

/** From a UTC hour to the clock whose days `energyDays` counts. */
const dayShift = sql.raw(`interval '${ENERGY_DAY_UTC_OFFSET} minutes'`);

/** Of a stored row `w` of weather figures, the lowest and highest stay and the sums add up. */
const addFigures = sql.raw(`min = least(w.min, excluded.min), max = greatest(w.max, excluded.max),
  sum = w.sum + excluded.sum, count = w.count + excluded.count`);

/** Of a stored row `e` of highs, the greatest wins: a value re-sent or arriving late lowers nothing. */
const greatestHighs = sql.raw(`consumed = greatest(e.consumed, excluded.consumed),
  generated = greatest(e.generated, excluded.generated),
  lighting_hours = greatest(e.lighting_hours, excluded.lighting_hours)`);

/** SQL of device data: history, latest values, attributes, rejection counts. No rules here. */
export class TelemetryRepository {
  constructor(private readonly db: Database) {}

  /**
   * Writes a batch in one transaction: history (a value already stored stays), latest values (only
   * a newer one replaces the stored one) and attributes. Answers the run states that became latest.
   */
  async write(batch: Batch, now: number): Promise<Map<number, number>> {
    const closedDays = closedDaysOf(batch.history, now);
    try {
      return await this.writeOnce(batch, closedDays, 'insert');
    } catch (error) {
      if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
      return this.writeOnce(batch, closedDays, 'skip stored');
    }
  }

  /**
   * A plain insert costs the history about half of one that skips conflicts, and a value is
   * rarely sent twice (a message re-sent after a lost acknowledgement): the batch is written
   * plainly, and again skipping what is stored when that failed on a value already there.
   */
  private async writeOnce(
    batch: Batch,
    closedDays: string[],
    history: 'insert' | 'skip stored',
  ): Promise<Map<number, number>> {
    return this.db.transaction(async (tx) => {
      // Counters of a day that has ended change its sums: the day is summed again when next read.
      if (closedDays.length > 0) {
        await tx.execute(lockDaySums(closedDays, 'shared'));
        await tx.delete(energySummedDays).where(inArray(energySummedDays.day, closedDays));
      }
      const runStates =
        batch.history.length > 0 ? await this.writeValues(tx, batch.history, history) : new Map();
      if (batch.attributes.length > 0) {
        await tx.execute(sql`
          insert into ${deviceAttributes} (device_id, scope, key, number_value, text_value, boolean_value, json_value, updated_at)
          select d, sc, k, n, s, b, j, now() from json_to_recordset(${JSON.stringify(batch.attributes)}::json)
            as r(d int, sc text, k text, ${valueColumns})
          on conflict (device_id, scope, key) do update set number_value = excluded.number_value,
            text_value = excluded.text_value, boolean_value = excluded.boolean_value,
            json_value = excluded.json_value, updated_at = excluded.updated_at`);
      }
      return runStates;
    });
  }

  /**
   * The values of a batch, sent once as one array per column, written by one statement to the
   * history, to each hour's and each day's weather figures (from the values newly stored: a
   * re-sent one adds nothing), to each hour's and each day's highest energy counters and to the latest values (the
   * newest of each device and key, replacing a stored one only when newer). Answers the run states
   * that became latest.
   */
  private async writeValues(
    tx: Pick<Database, 'execute'>,
    rows: ValueRow[],
    history: 'insert' | 'skip stored',
  ): Promise<Map<number, number>> {
    const changed = await tx.execute(sql`
      with batch as (select * from ${historyColumns(rows)} as r(d, k, t, n, s, b, j)),
      stored as (
        insert into ${telemetryHistory} (device_id, key, ts, number_value, text_value, boolean_value, json_value)
        select d, k, t, n, s, b, j from batch
        ${history === 'skip stored' ? sql`on conflict do nothing returning device_id as d, key as k, ts as t, number_value as n` : sql``}),
      weather as (
        select d, k, date_trunc('hour', t at time zone 'UTC') as hour, n
        from ${sql.raw(history === 'skip stored' ? 'stored' : 'batch')}
        where k = any(${toArray(WEATHER_HOUR_KEYS)}) and n is not null),
      weather_by_hour as (
        insert into ${weatherHours} as w (device_id, key, hour, min, max, sum, count)
        select d, k, hour at time zone 'UTC', min(n), max(n), sum(n), count(*)
        from weather group by d, k, hour order by d, k, hour
        on conflict (device_id, key, hour) do update set ${addFigures}),
      weather_by_day as (
        insert into ${weatherDays} as w (device_id, key, day, min, max, sum, count)
        select d, k, (hour + ${dayShift})::date as day, min(n), max(n), sum(n), count(*)
        from weather group by d, k, day order by d, k, day
        on conflict (device_id, key, day) do update set ${addFigures}),
      counters as (
        select d, date_trunc('hour', t at time zone 'UTC') as hour, k, n
        from batch where k = any(${toArray(Object.values(ENERGY_KEYS))}) and n is not null),
      hours as (
        insert into ${energyHours} as e (device_id, hour, consumed, generated, lighting_hours)
        select d, hour at time zone 'UTC', ${highs}
        from counters group by d, hour order by d, hour
        on conflict (device_id, hour) do update set ${greatestHighs}),
      days as (
        insert into ${energyDays} as e (device_id, day, consumed, generated, lighting_hours)
        select d, (hour + ${dayShift})::date as day, ${highs}
        from counters group by d, day order by d, day
        on conflict (device_id, day) do update set ${greatestHighs}),
      written as (
        insert into ${telemetryLatest} as l (device_id, key, ts, number_value, text_value, boolean_value, json_value)
        select distinct on (d, k) d, k, t, n, s, b, j from batch order by d, k, t desc
        on conflict (device_id, key) do update set ts = excluded.ts, number_value = excluded.number_value,
          text_value = excluded.text_value, boolean_value = excluded.boolean_value, json_value = excluded.json_value
        where l.ts < excluded.ts
        returning l.device_id, l.key, l.number_value)
      select device_id, number_value from written where key = 'runState'`);
    return new Map(
      rowsOf<{ device_id: number; number_value: number }>(changed).map((row) => [
        row.device_id,
        row.number_value,
      ]),
    );
  }

  /**
   * The latest numeric values of some keys and client attributes of many devices, in one
   * statement: what the warning rules and the offline sweep read after each commit.
   */
  async numbers(deviceIds: number[], keys: readonly string[], clientKeys: readonly string[]) {
    if (deviceIds.length === 0) return [];
    const ids = JSON.stringify(deviceIds);
    const rows = await this.db.execute(sql`
      with d as (select value::int as id from json_array_elements_text(${ids}::json))
      select l.device_id as "deviceId", l.key, l.number_value as value from ${telemetryLatest} l
        where l.device_id in (select id from d) and l.key = any(${toArray(keys)}) and l.number_value is not null
      union all
      select a.device_id, a.key, a.number_value from ${deviceAttributes} a
        where a.device_id in (select id from d) and a.scope = 'client' and a.key = any(${toArray(clientKeys)})
          and a.number_value is not null`);
    return rowsOf<{ deviceId: number; key: string; value: number }>(rows);
  }

  async addRejections(counts: RejectionCounts[]): Promise<void> {
    await this.db.execute(sql`
      insert into ${telemetryRejections} as c (device_id, malformed, rejected, last_reason, last_at)
      select d, malformed, rejected, reason, at from json_to_recordset(${JSON.stringify(counts)}::json)
        as r(d int, malformed int, rejected int, reason text, at timestamptz)
      on conflict (device_id) do update set malformed = c.malformed + excluded.malformed,
        rejected = c.rejected + excluded.rejected, last_reason = excluded.last_reason, last_at = excluded.last_at`);
  }

  async latest(deviceId: number) {
    return this.db
      .select()
      .from(telemetryLatest)
      .where(eq(telemetryLatest.deviceId, deviceId))
      .orderBy(asc(telemetryLatest.key))
      .limit(LATEST_LIMIT);
  }

  async attributes(deviceId: number, scope: AttributeScope) {
    return this.db
      .select()
      .from(deviceAttributes)
      .where(and(eq(deviceAttributes.deviceId, deviceId), eq(deviceAttributes.scope, scope)))
      .orderBy(asc(deviceAttributes.key));
  }

  async rejections(deviceId: number) {
    const [row] = await this.db
      .select()
      .from(telemetryRejections)
      .where(eq(telemetryRejections.deviceId, deviceId));
    return row;
  }

  /**
   * One key of one device from `from` (included) to `to` (excluded) in buckets of `bucketMs`
   * counted from `from`: the average, extremes and count of each bucket that holds values.
   */
  async buckets(query: { deviceId: number; key: string; from: Date; to: Date; bucketMs: number }) {
    const h = telemetryHistory;
    const bucket = sql`date_bin(${query.bucketMs} * interval '1 millisecond', ${h.ts}, ${query.from.toISOString()}::timestamptz)`;
    const rows = await this.db.execute(sql`
      select (extract(epoch from ${bucket}) * 1000)::float8 as at,
        coalesce(avg(${h.numberValue}), avg(${h.booleanValue}::int))::float8 as value,
        coalesce(min(${h.numberValue}), min(${h.booleanValue}::int))::float8 as min,
        coalesce(max(${h.numberValue}), max(${h.booleanValue}::int))::float8 as max,
        count(*)::int as count
      from ${h}
      where ${and(eq(h.deviceId, query.deviceId), eq(h.key, query.key), gte(h.ts, query.from), lt(h.ts, query.to))}
      group by 1 order by 1`);
    return rowsOf<{
      at: number;
      value: number | null;
      min: number | null;
      max: number | null;
      count: number;
    }>(rows);
  }
}
