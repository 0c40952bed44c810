import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { loopCircuits } from '../loop-controllers/loop-controllers.table';
import { manufacturers } from '../manufacturers/manufacturers.table';
import { deviceGroups, projects } from '../projects/projects.table';

/**
 * Every device of every family. Gateways and loop controllers are devices too (their own tables
 * hold only what is theirs); a light may sit behind a gateway and on a controller's circuit.
 * `account_id` repeats the project's owner so that the subtree filter needs no join.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    typeId: smallint('type_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    groupId: integer('group_id').references(() => deviceGroups.id, { onDelete: 'restrict' }),
    serialNumber: text('serial_number').notNull().default(''),
    verifyCode: text('verify_code').notNull().default(''),
    communicationType: text('communication_type').notNull().default(''),
    isNbiot: boolean('is_nbiot').notNull().default(false),
    isBms: boolean('is_bms').notNull().default(false),
    isGridComplementary: boolean('is_grid_complementary').notNull().default(false),
    packageExpire: date('package_expire', { mode: 'string' }),
    simStart: date('sim_start', { mode: 'string' }),
    simEnd: date('sim_end', { mode: 'string' }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    poleNumber: text('pole_number').notNull().default(''),
    installDate: date('install_date', { mode: 'string' }),
    manufacturerId: integer('manufacturer_id').references(() => manufacturers.id, { onDelete: 'set null' }),
    model: text('model').notNull().default(''),
    lampPower: doublePrecision('lamp_power'),
    firmwareVersion: text('firmware_version').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Gateways only: `matrix` or `bluetooth`. */
    gatewayMode: text('gateway_mode'),
    gatewayId: integer('gateway_id').references((): AnyPgColumn => devices.id, { onDelete: 'restrict' }),
    circuitId: bigint('circuit_id', { mode: 'number' }).references((): AnyPgColumn => loopCircuits.id, {
      onDelete: 'set null',
    }),
    /** 1 normal, 2 alarm, 3 fault, 4 offline, 5 upgrading; null until the device reports. */
    runState: smallint('run_state'),
    /** SHA-256 of the access token of the device API; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    tokenCreatedAt: timestamp('token_created_at', { withTimezone: true }).notNull().defaultNow(),
    tokenRotatedAt: timestamp('token_rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the keyword of the device lists searches: number, name, serial and pole number as one
     * lower-case text (a line break keeps a match inside one field), kept by the database so that
     * a list page tests each row with a plain LIKE, several times cheaper than joining the fields
     * and folding case per row for ILIKE; one trigram index answers it too.
     */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${devices.code} || chr(10) || ${devices.name} || chr(10) || ${devices.serialNumber} || chr(10) || ${devices.poleNumber})`,
    ),
  },
  (table) => [
    uniqueIndex('devices_code_idx').on(table.code),
    uniqueIndex('devices_token_hash_idx').on(table.tokenHash),
    // The lists read newest first: (filter column, id) lets a filtered page stop after 20 rows.
    // The account after the id lets a page test the caller's subtree in the index alone, so that
    // the rows skipped to reach page 200 are never read from the table (1.9 -> 0.6 ms).
    index('devices_account_id_idx').on(table.accountId, table.id),
    index('devices_project_idx').on(table.projectId, table.id, table.accountId),
    // Many devices are in no group and most behind no gateway or circuit: these indexes hold the
    // set values only. With the NULLs indexed, the planner probed past all of them for the end of
    // each join column's range, 7-12 ms of planning a list page at 100,000 devices (0.5 ms to run).
    index('devices_group_idx')
      .on(table.groupId, table.id, table.accountId)
      .where(sql`${table.groupId} is not null`),
    index('devices_type_idx').on(table.typeId, table.id, table.accountId),
    index('devices_run_state_idx').on(table.runState, table.id, table.accountId),
    index('devices_package_expire_idx').on(table.packageExpire),
    index('devices_sim_end_idx').on(table.simEnd),
    index('devices_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // A keyword that many devices match is paged newest first along this index: the search text
    // sits in the index entry, so the devices passed over before the page are never read.
    index('devices_newest_search_idx').on(table.id, table.accountId, table.searchText),
    index('devices_gateway_idx').on(table.gatewayId).where(sql`${table.gatewayId} is not null`),
    index('devices_circuit_idx').on(table.circuitId).where(sql`${table.circuitId} is not null`),
  ],
);

/**
 * When the platform last heard from each device and when its silence makes it offline. Apart from
 * `devices` because it is written at every report: a narrow row with one index, not the wide
 * inventory row with its dozen indexes. `offline` is set by the sweep and cleared when heard.
 */
export const devicePresence = pgTable(
  'device_presence',
  {
    deviceId: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    offlineAt: timestamp('offline_at', { withTimezone: true }).notNull(),
    offline: boolean('offline').notNull().default(false),
  },
  (table) => [
    // The sweep reads only the devices still counted online, the longest silent first.
    index('device_presence_offline_at_idx').on(table.offlineAt).where(sql`not ${table.offline}`),
    // A list sorted by the last report reads it in order here.
    index('device_presence_last_seen_idx').on(table.lastSeenAt, table.deviceId),
  ],
);
