import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { utcOffsetField } from './history-export';
import { energyFigures } from './statistics';
import { warningKinds } from './warnings';

/**
 * The home page: what an operator checks first, for the caller's subtree. The summary and the
 * energy are two calls, each answered from a few aggregated statements.
 */

/** Warnings of this many hours back are listed, newest first. */
export const DASHBOARD_WARNING_HOURS = 24;
/** Packages that end within this many days (today included) are listed. */
export const DASHBOARD_EXPIRY_DAYS = 30;
/** How many warnings and expiring devices the lists hold. */
export const DASHBOARD_LIST_SIZE = 8;
/** The small map groups the devices in at most this many cells a side. */
export const DASHBOARD_MAP_GRID = 24;
/** Days of the energy chart, today included. */
export const DASHBOARD_ENERGY_DAYS = 30;
/**
 * A summary made this recently is answered again even if devices changed since: the live page
 * waits a little longer than this after a change before asking, so it always sees the change.
 */
export const DASHBOARD_REUSE_MS = 1000;

const count = z.number().int();

export const dashboardWarning = z.object({
  id: z.number().int(),
  deviceid: z.number().int().nullable(),
  devicecode: z.string(),
  devicetype: z.number().int().nullable(),
  kind: z.enum(warningKinds),
  projectname: z.string(),
  runstate: z.number().int().nullable(),
  loadstate: z.number().int().nullable(),
  batterystate: z.number().int().nullable(),
  reason: z.string(),
  createtime: z.string(),
  cleared: z.boolean().describe('the condition has ended'),
});
export type DashboardWarning = z.infer<typeof dashboardWarning>;

export const expiringDevice = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectname: z.string(),
  packageexpire: z.string().describe('YYYY-MM-DD'),
});
export type ExpiringDevice = z.infer<typeof expiringDevice>;

/** Located devices near each other, drawn as one dot at their mean position. */
export const mapCell = z.object({
  longitude: z.number(),
  latitude: z.number(),
  count,
  states: z.array(count).describe('devices in run state 1 to 5, then without a run state'),
});
export type MapCell = z.infer<typeof mapCell>;

export const dashboardSummary = z.object({
  devices: z.object({
    total: count,
    byState: z
      .array(z.object({ runstate: z.number().int().nullable(), count }))
      .describe('run states 1 to 5 in order, then null: never reported'),
    byType: z.array(z.object({ devicetype: z.number().int(), count })).describe('families held, by type id'),
  }),
  lamps: z.object({
    total: count,
    on: count.describe('lamps whose latest load power is 1 W or more'),
    located: count.describe('lamps with coordinates'),
    expectedOn: count.describe('located lamps where the sun is below the horizon now'),
  }),
  warnings: z
    .object({
      total: count.describe(`raised in the last ${DASHBOARD_WARNING_HOURS} hours`),
      open: count.describe('of those, the ones whose condition lasts'),
      latest: z.array(dashboardWarning).describe('newest first'),
    })
    .nullable()
    .describe('null for an account that may not list warnings'),
  expiring: z.object({
    total: count.describe(`packages ending within ${DASHBOARD_EXPIRY_DAYS} days, today included`),
    first: z.array(expiringDevice).describe('the soonest first'),
  }),
  map: z.array(mapCell),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardEnergy = z.object({
  today: energyFigures,
  month: energyFigures,
  days: z.array(energyFigures.extend({ day: z.string().describe('YYYY-MM-DD') })).describe('oldest first'),
  co2factor: z.number().describe('kg CO2 per kWh'),
});
export type DashboardEnergy = z.infer<typeof dashboardEnergy>;

export const dashboardEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/remote/dashboard/summary',
    summary:
      'The home page: devices by run state and family, lamps on against lamps expected on, the newest warnings, expiring packages and the devices on a small map',
    tag: 'dashboard',
    access: 'device:list',
    response: envelope(dashboardSummary),
  }),
  energy: endpoint({
    method: 'GET',
    path: '/remote/dashboard/energy',
    summary: `Energy of the lights today, this month and on each of the last ${DASHBOARD_ENERGY_DAYS} days`,
    tag: 'dashboard',
    access: 'device:list',
    query: z.object({ utcoffset: utcOffsetField }),
    response: envelope(dashboardEnergy),
  }),
};
