import { z } from 'zod';
import { DASHBOARD_WARNING_HOURS, dashboardSummary, mapCell } from './dashboard';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { idOf } from './fields';

/**
 * The detail wall of one project: what the monitoring wall shows of the whole subtree, for the
 * project alone, with its load power over the last day. Its devices, energy and tickets come from
 * the device list, the statistics and the after-sales list, filtered by the project.
 */

/** Hours of the project's load power curve, up to now. */
export const WALL_POWER_HOURS = 24;
/** Each point of the curve stands for this many minutes. */
export const WALL_POWER_BUCKET_MINUTES = 15;
/** How many of the project's newest warnings the wall lists. */
export const WALL_WARNING_LIST_SIZE = 20;

export const wallPowerPoint = z.object({
  ts: z.string().describe('start of the bucket (ISO 8601, UTC)'),
  watts: z
    .number()
    .describe("sum over the project's lamps of each lamp's average load power in the bucket, W"),
  lamps: z.number().int().describe('lamps that reported load power in the bucket'),
});
export type WallPowerPoint = z.infer<typeof wallPowerPoint>;

export const wallProjectSummary = z.object({
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    province: z.string(),
    city: z.string(),
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
  }),
  devices: dashboardSummary.shape.devices,
  lamps: dashboardSummary.shape.lamps,
  warnings: dashboardSummary.shape.warnings.describe(
    `the project's warnings of the last ${DASHBOARD_WARNING_HOURS} hours, the newest ${WALL_WARNING_LIST_SIZE} listed; null for an account that may not list warnings`,
  ),
  map: z.array(mapCell).describe("the project's located devices, near ones together"),
  power: z.object({
    from: z.string(),
    to: z.string(),
    bucket: z.number().int().describe('milliseconds each point stands for'),
    points: z.array(wallPowerPoint).describe('buckets in which some lamp reported, oldest first'),
  }),
});
export type WallProjectSummary = z.infer<typeof wallProjectSummary>;

export const wallDetailEndpoints = {
  project: endpoint({
    method: 'GET',
    path: '/remote/walldetail/project',
    summary:
      "One project of the subtree for the detail wall: its devices by run state and family, lamps on against expected, its latest warnings, its devices on a small map and its load power over the last 24 hours (404 for a project outside the caller's subtree)",
    tag: 'dashboard',
    access: 'device:list',
    query: z.object({ projectid: idOf('validation.selectProject') }),
    response: envelope(wallProjectSummary),
  }),
};
