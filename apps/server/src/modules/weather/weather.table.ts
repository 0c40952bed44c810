import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deviceGroups, projects } from '../projects/projects.table';

/**
 * A limit of one weather reading in one project: while a station of the project is past it, the
 * station has a weather warning, and the project's lamps (or one group's) may be dimmed to `dimTo`
 * until every station is back, then set to `dimBack`. A night-only limit holds between dusk and dawn
 * at the station.
 */
export const weatherThresholds = pgTable(
  'weather_thresholds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operator: text('operator').$type<'above' | 'below'>().notNull(),
    value: doublePrecision('value').notNull(),
    night: boolean('night').notNull().default(false),
    groupId: integer('group_id').references(() => deviceGroups.id, { onDelete: 'set null' }),
    dimTo: integer('dim_to'),
    dimBack: integer('dim_back').notNull().default(100),
  },
  (table) => [
    index('weather_thresholds_project_idx').on(table.projectId),
    uniqueIndex('weather_thresholds_rule_idx').on(table.projectId, table.key, table.operator, table.night),
    check('weather_thresholds_operator_check', sql`${table.operator} in ('above', 'below')`),
  ],
);

/**
 * The thresholds whose crossing has dimmed lamps now: what was sent, and what to give back when the
 * weather clears. No key to the threshold: a threshold removed while it dims still has its lamps
 * given back.
 */
export const weatherDimming = pgTable(
  'weather_dimming',
  {
    thresholdId: integer('threshold_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    groupId: integer('group_id'),
    dimmedTo: integer('dimmed_to').notNull(),
    dimBack: integer('dim_back').notNull(),
    dimmedAt: timestamp('dimmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('weather_dimming_project_idx').on(table.projectId)],
);
