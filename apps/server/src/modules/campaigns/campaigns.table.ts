import type { CampaignSlot } from '@lamplighter/contract';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';

/**
 * An advertising campaign of the account that booked it: a program (by its origin, so that it
 * plays whichever version is published), days, daily slots on the screens' clock, a priority and
 * plays an hour.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    programOriginId: integer('program_origin_id').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    slots: jsonb('slots').$type<CampaignSlot[]>().notNull(),
    priority: smallint('priority').notNull(),
    playsPerHour: smallint('plays_per_hour').notNull(),
    utcOffset: smallint('utc_offset').notNull(),
    creatorName: text('creator_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaigns_account_idx').on(table.accountId, table.updatedAt)],
);

/** The screens a campaign plays on; a screen's schedule is read by `device_id`. */
export const campaignScreens = pgTable(
  'campaign_screens',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.deviceId] }),
    index('campaign_screens_device_idx').on(table.deviceId),
  ],
);

/**
 * Proof of play: each play a screen reported, known by the screen and its start, so that a report
 * sent again is stored once. A campaign's plays go with it.
 */
export const screenPlays = pgTable(
  'screen_plays',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    programId: integer('program_id').notNull(),
    version: integer('version').notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.startedAt] }),
    index('screen_plays_campaign_idx').on(table.campaignId, table.startedAt),
  ],
);
