import type { DeviceMatchQuery, DeviceSortField } from '@lamplighter/contract';
import { and, asc, desc, eq, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { telemetryLatest } from '../telemetry/telemetry.table';
import { listed } from './device-presenter';
import { devicePresence, devices } from './devices.table';
import { keyOf } from './lamp-values';

/** Where the value a list is sorted by lives: a latest number of a lamp, or when it was last heard. */
function sortSource(field: DeviceSortField) {
  if (field === 'reporttime') {
    const heard = alias(devicePresence, 'sorted');
    return { table: heard, deviceId: heard.deviceId, value: heard.lastSeenAt, key: undefined };
  }
  const latest = alias(telemetryLatest, 'sorted');
  return {
    table: latest,
    deviceId: latest.deviceId,
    value: latest.numberValue,
    key: sql`${latest.key} = ${keyOf(field)}`,
  };
}

/** Whether a list's filter leaves out every device without the value it is sorted by. */
function filterNeedsValue(filter: DeviceMatchQuery, field: DeviceSortField): boolean {
  return filter.valuefield === field || (field === 'loadpower' && filter.lampon !== undefined);
}

/**
 * The ids of a list sorted by a latest value (`field`), devices without it last, the
 * newest first among equals; `size` of them from `offset` on (placeholders, with `reach`, their
 * sum). Those with the value are read in its order from its index (the lamp value index, or the
 * presence's by last report), each joined to its device and tested, until `reach` are found: a
 * first page then reads a few hundred index entries where sorting every match read 33,000 values.
 * Those without it are read only for the rows the first part leaves short, newest first, and not
 * at all when the filter already asks for the value: asked for `reach` of them, the database read
 * every match to find the few hundred there are.
 */
export function valueOrderedIds(
  db: Database,
  field: DeviceSortField,
  filter: DeviceMatchQuery,
  where: SQL | undefined,
) {
  const direction = filter.order === 'asc' ? 'asc' : 'desc';
  const source = sortSource(field);
  const reach = sql.placeholder('reach');
  const valued = db.$with('valued').as(
    db
      .select({ id: devices.id, value: sql`${source.value}`.as('value') })
      .from(source.table)
      .innerJoin(devices, eq(devices.id, source.deviceId))
      .where(and(source.key, isNotNull(source.value), where))
      .orderBy(direction === 'asc' ? asc(source.value) : desc(source.value), desc(devices.id))
      .limit(reach),
  );
  const heard = db
    .select({ one: sql`1` })
    .from(source.table)
    .where(and(sql`${source.deviceId} = ${listed(devices.id)}`, source.key, isNotNull(source.value)));
  const unvalued = sql`select ${devices.id}, null from ${devices} where ${and(where, notExists(heard))}
    order by ${devices.id} desc limit greatest(${reach} - (select count(*) from ${valued}), 0)`;
  const page = filterNeedsValue(filter, field)
    ? sql`select id, value from ${valued}`
    : sql`select id, value from ${valued} union all (${unvalued})`;
  return db
    .with(valued)
    .select({ id: sql<number>`page.id` })
    .from(sql`(${page}) as page`)
    .orderBy(sql`page.value ${sql.raw(direction)} nulls last`, sql`page.id desc`)
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'));
}
