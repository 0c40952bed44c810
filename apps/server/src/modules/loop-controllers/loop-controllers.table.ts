import { type AnyPgColumn, bigint, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { devices } from '../devices/devices.table';

/** The circuits (loops) of a loop controller; the lights on one point at it by `circuit_id`. */
export const loopCircuits = pgTable(
  'loop_circuits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    controllerId: integer('controller_id')
      .notNull()
      .references((): AnyPgColumn => devices.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull().default(''),
  },
  (table) => [uniqueIndex('loop_circuits_controller_number_idx').on(table.controllerId, table.number)],
);
