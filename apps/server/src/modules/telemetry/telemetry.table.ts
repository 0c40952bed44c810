import { lampValueKeys, trendKeys } from '@lamplighter/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { devices } from '../devices/devices.table';

/**
 * One value of a device: exactly one of the typed columns holds it (ThingsBoard's ts_kv).
 * Numbers are doubles, lists and objects JSON.
 */
const typedValue = {
  numberValue: doublePrecision('number_value'),
  textValue: text('text_value'),
  booleanValue: boolean('boolean_value'),
  jsonValue: jsonb('json_value'),
};

/**
 * Every value every device reported, one row per key and timestamp. The primary key makes a
 * re-sent message add nothing. Partitioned by month on `ts` (see the migration; Drizzle cannot
 * say so): the ingest creates the partitions it needs, retention drops whole months. No foreign
 * key: a device's history stays until retention takes it, as it would in a time-series store.
 */
export const telemetryHistory = pgTable(
  'telemetry_history',
  {
    deviceId: integer('device_id').notNull(),
    key: text('key').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    ...typedValue,
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.key, table.ts] })],
);

/** The newest value of every key of a device; a value older than the stored one never replaces it. */
export const telemetryLatest = pgTable(
  'telemetry_latest',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ts: timestamp('ts', { withTimezone: true }).notNull(),
    ...typedValue,
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.key] }),
    // The lamp lists' filters and orders by a value read it in order here (bench/lamp-values.bench.ts).
    // The price: an update of a value can no longer stay heap-only, so it writes the indexes too.
    index('telemetry_latest_lamp_value_idx')
      .on(table.key, table.numberValue, table.deviceId)
      .where(sql`${table.key} in (${sql.raw(`'${Object.values(lampValueKeys).join("', '")}'`)})`),
  ],
);

export const attributeScopes = ['client', 'shared', 'server'] as const;
export type AttributeScope = (typeof attributeScopes)[number];

/**
 * ThingsBoard's attributes: `client` ones the device reports, `shared` ones the platform sets for
 * the device to read, `server` ones only the platform sees.
 */
export const deviceAttributes = pgTable(
  'device_attributes',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<AttributeScope>().notNull(),
    key: text('key').notNull(),
    ...typedValue,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.scope, table.key] }),
    check('device_attributes_scope_check', sql`${table.scope} in ('client', 'shared', 'server')`),
  ],
);

/** What could not be used of a device's messages: counts and the last reason, per device. */
export const telemetryRejections = pgTable('telemetry_rejections', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  malformed: bigint('malformed', { mode: 'number' }).notNull().default(0),
  rejected: bigint('rejected', { mode: 'number' }).notNull().default(0),
  lastReason: text('last_reason').notNull().default(''),
  lastAt: timestamp('last_at', { withTimezone: true }),
});

/** The energy counters a light reports; each restarts at the device's local midnight. */
export const ENERGY_KEYS = {
  consumed: 'energyConsumedToday',
  generated: 'energyGeneratedToday',
  hours: 'lightingHoursToday',
} as const;

/**
 * The highest energy counters of each device in each UTC hour (they rise through the device's day
 * and restart at its midnight): the energy statistics read these instead of scanning the history.
 * Written in the ingest's transaction, so it always agrees with the history; kept as long as it.
 */
export const energyHours = pgTable(
  'energy_hours',
  {
    deviceId: integer('device_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    consumed: doublePrecision('consumed'),
    generated: doublePrecision('generated'),
    lightingHours: doublePrecision('lighting_hours'),
  },
  // By hour as well: the walls' power curve reads the last hours of every light.
  (table) => [
    primaryKey({ columns: [table.deviceId, table.hour] }),
    index('energy_hours_hour_idx').on(table.hour),
  ],
);

/**
 * The clock, in minutes east of UTC, whose days `energyDays` counts: China keeps one zone, UTC+8,
 * all year. A caller on another clock is answered from the hourly highs.
 */
export const ENERGY_DAY_UTC_OFFSET = 480;

/**
 * The highest energy counters of each device on each day of the `ENERGY_DAY_UTC_OFFSET` clock, an
 * hour counted on the day its start falls in: the daily figures read without grouping the hours.
 * Written with the hourly highs, in the same statement.
 */
export const energyDays = pgTable(
  'energy_days',
  {
    deviceId: integer('device_id').notNull(),
    day: date('day').notNull(),
    consumed: doublePrecision('consumed'),
    generated: doublePrecision('generated'),
    lightingHours: doublePrecision('lighting_hours'),
  },
  // By day as well: the home page reads one day of every light, and summing reads closed days.
  (table) => [
    primaryKey({ columns: [table.deviceId, table.day] }),
    index('energy_days_day_idx').on(table.day),
  ],
);

/**
 * What the lights of each account did on each closed day of the `ENERGY_DAY_UTC_OFFSET` clock: the
 * home page adds these instead of each light's days. A day is counted for the account that owned
 * the light, at the lamp power it had, when the day was summed; `energySummedDays` lists the days
 * summed, and a value arriving later for a day takes the day off that list.
 */
export const energyAccountDays = pgTable(
  'energy_account_days',
  {
    accountId: integer('account_id').notNull(),
    day: date('day').notNull(),
    devices: integer('devices').notNull(),
    consumed: doublePrecision('consumed').notNull(),
    generated: doublePrecision('generated').notNull(),
    saved: doublePrecision('saved').notNull(),
    lightingHours: doublePrecision('lighting_hours').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
);

/** The days whose lights `energyAccountDays` holds summed, for every account. */
export const energySummedDays = pgTable('energy_summed_days', {
  day: date('day').primaryKey(),
  summedAt: timestamp('summed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The weather readings whose hours `weatherHours` keeps: every one a mean makes sense of. */
export const WEATHER_HOUR_KEYS: readonly string[] = trendKeys;

/**
 * The lowest, highest and sum of each weather reading of each device in each UTC hour: the weather
 * analytics read a year of these (8,760 rows a reading) instead of every report. Written in the
 * ingest's statement with the history; a value re-sent adds nothing (see the ingest), and the
 * rows go with the history's months.
 */
export const weatherHours = pgTable(
  'weather_hours',
  {
    deviceId: integer('device_id').notNull(),
    key: text('key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    sum: doublePrecision('sum').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.key, table.hour] })],
);

/**
 * The same figures per day of the `ENERGY_DAY_UTC_OFFSET` clock (an hour counted on the day it
 * starts in), written with the hours: a year's trend or a month's daily table reads 365 rows a
 * reading, not 8,760. A caller on another clock is answered from the hours.
 */
export const weatherDays = pgTable(
  'weather_days',
  {
    deviceId: integer('device_id').notNull(),
    key: text('key').notNull(),
    day: date('day').notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    sum: doublePrecision('sum').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.key, table.day] })],
);
