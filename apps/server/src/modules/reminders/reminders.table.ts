import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { devices } from '../devices/devices.table';

/**
 * What the platform has reminded people of about a device: a kind (`expiry-30`, `expiry-7`,
 * `offline`) and the day it concerns (the day the package or SIM ends, or the day the device was
 * found offline for over a day). A reminder is sent only for a row this table did not hold yet, so
 * each device is told of once per kind and day however many processes sweep at once.
 */
export const deviceReminders = pgTable(
  'device_reminders',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.kind, table.day] })],
);
