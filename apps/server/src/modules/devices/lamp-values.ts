import {
  type DeviceListQuery,
  type DeviceSortField,
  LAMP_OFF_WATTS,
  type LampValueField,
  type LampValues,
  lampValueFields,
  lampValueKeys,
} from '@lamplighter/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ValueBinder } from '../../db/value-binder';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { listed } from './device-presenter';
import { devicePresence, devices } from './devices.table';

/** The lamp filters of a list view; absent for the views that have none (exports, the map). */
export type LampFilter = Partial<Pick<DeviceListQuery, 'lampon' | 'valuefield' | 'valuemin' | 'valuemax'>>;

/**
 * The latest number of one key of the listed device. Read per row by the primary key of the
 * latest values, so a page pays 20 lookups, and a filter or an order by it one per device it tests.
 */
function latestNumber(field: LampValueField) {
  return sql<number | null>`(select l.number_value from ${telemetryLatest} l
    where l.device_id = ${listed(devices.id)} and l.key = ${sql.raw(`'${lampValueKeys[field]}'`)})`.mapWith(
    telemetryLatest.numberValue,
  );
}

const reportTime = sql<Date | null>`(select p.last_seen_at from ${devicePresence} p
  where p.device_id = ${listed(devices.id)})`.mapWith(devicePresence.lastSeenAt);

/** The columns a list row adds: each latest value, and when the device was last heard. */
export const lampValueColumns = {
  ...(Object.fromEntries(lampValueFields.map((field) => [field, latestNumber(field)])) as Record<
    LampValueField,
    SQL<number | null>
  >),
  reportTime,
};

type LampValueRow = { [field in LampValueField]: number | null } & { reportTime: Date | null };

export function presentLampValues(row: LampValueRow): LampValues {
  const { reportTime: heard, ...numbers } = row;
  const burning = numbers.loadpower === null ? null : numbers.loadpower >= LAMP_OFF_WATTS ? 1 : 0;
  return { ...numbers, lampon: burning, reporttime: heard?.toISOString() ?? null };
}

/** The expression a list is sorted by. */
export function sortValue(field: DeviceSortField): SQL {
  return field === 'reporttime' ? reportTime : latestNumber(field);
}

/** Each lamp filter given, by a name for what it tests (see `filterConditions`). */
export function lampConditions(filter: LampFilter, values: ValueBinder): [string, SQL][] {
  const conditions: [string, SQL][] = [];
  if (filter.lampon !== undefined) {
    const power = latestNumber('loadpower');
    conditions.push(
      filter.lampon === 1
        ? ['lamp on', sql`${power} >= ${LAMP_OFF_WATTS}`]
        : ['lamp off', sql`${power} < ${LAMP_OFF_WATTS}`],
    );
  }
  if (filter.valuefield) {
    const value = latestNumber(filter.valuefield);
    const { valuemin: min, valuemax: max } = filter;
    const lowest = min === undefined ? undefined : values.bind('valuemin', min);
    const highest = max === undefined ? undefined : values.bind('valuemax', max);
    if (lowest !== undefined && highest !== undefined) {
      conditions.push([`${filter.valuefield} between`, sql`${value} between ${lowest} and ${highest}`]);
    } else if (lowest !== undefined)
      conditions.push([`${filter.valuefield} min`, sql`${value} >= ${lowest}`]);
    else if (highest !== undefined)
      conditions.push([`${filter.valuefield} max`, sql`${value} <= ${highest}`]);
  }
  return conditions;
}
