import type { ScreenState } from '@lamplighter/contract';
import { type SQL, sql } from 'drizzle-orm';
import { devices } from '../devices/devices.table';
import { telemetryLatest } from './telemetry.table';

/**
 * SQL pieces of the lists that show devices of one family with what each reported last (LED
 * screens, broadcast terminals): the state filter and the latest values as columns.
 */

const d = devices;

/** The run states of each state such a list filters by (see the contract's screenStateOf). */
export const runStateIn: Record<ScreenState, SQL> = {
  online: sql`(${d.runState} is not null and ${d.runState} not in (3, 4))`,
  offline: sql`(${d.runState} is null or ${d.runState} = 4)`,
  fault: sql`${d.runState} = 3`,
};

/** A timestamptz as ISO 8601 text in UTC, as the API answers times. */
export function isoTextOf(moment: SQL): SQL {
  return sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A subquery for a lateral join: what the device `deviceId` reported last under each key of
 * `reported`, as the column it names (a flag sent as true/false read as 1/0, like the numbers the
 * protocol names), and `reportedat`, when the latest of them came (ISO 8601).
 */
export function latestValuesOf(deviceId: SQL, reported: Readonly<Record<string, string>>): SQL {
  const columns = sql.raw(
    Object.entries(reported)
      .map(
        ([column, key]) =>
          `max(coalesce(l.number_value, l.boolean_value::int)) filter (where l.key = '${key}') as ${column}`,
      )
      .join(', '),
  );
  const keys = sql.raw(
    Object.values(reported)
      .map((key) => `'${key}'`)
      .join(', '),
  );
  return sql`(
    select ${isoTextOf(sql`max(l.ts)`)} as reportedat, ${columns}
    from ${telemetryLatest} l
    where l.device_id = ${deviceId} and l.key in (${keys}))`;
}
