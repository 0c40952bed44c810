import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/accounts.table';
import { devices } from '../devices/devices.table';

/**
 * How a camera is watched: its HLS, RTSP and WHEP addresses and its still image (any of them may
 * hold the camera's password: only those who may change the camera read them), and whether it pans,
 * tilts and zooms. A camera without a row has none yet.
 */
export const cameraSettings = pgTable('camera_settings', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  streamUrl: text('stream_url').notNull().default(''),
  rtspUrl: text('rtsp_url').notNull().default(''),
  whepUrl: text('whep_url').notNull().default(''),
  snapshotUrl: text('snapshot_url').notNull().default(''),
  ptz: boolean('ptz').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each account's split screen: tiles per screen and the camera of each tile (null: empty). */
export const splitScreens = pgTable('split_screens', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  layout: integer('layout').notNull(),
  tiles: jsonb('tiles').$type<(number | null)[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
