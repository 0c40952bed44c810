import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { integerField } from './fields';
import { energyFigures } from './statistics';

/**
 * The monitoring wall's own aggregates, beside the home page's summary and energy: the fleet's
 * power by the hour, the energy of the year, the weather stations and the projects with the most
 * faults, each for the caller's subtree.
 */

/** Hours of the power curve, the current one included. */
export const WALL_CURVE_HOURS = 24;
/** Weather stations shown, and the projects ranked by faults. */
export const WALL_WEATHER_STATIONS = 6;
export const WALL_TOP_PROJECTS = 5;

/** What the simulated and real weather stations report, in the order the wall shows it. */
export const weatherKeys = [
  'temperature',
  'humidity',
  'windSpeed',
  'windDirection',
  'rainfall',
  'pressure',
  'noise',
] as const;
export type WeatherKey = (typeof weatherKeys)[number];

const count = z.number().int();

export const powerHour = z.object({
  hour: z.string().describe('start of the hour, ISO 8601 UTC'),
  consumed: z.number().describe("the lights' mean load power over the hour, kW (the current hour: so far)"),
  generated: z
    .number()
    .nullable()
    .describe('mean PV power of the lights over the hour, kW; null when none reported generation'),
  devices: count.describe('lights whose energy counters rose in the hour'),
});
export type PowerHour = z.infer<typeof powerHour>;

export const wallPower = z.object({
  hours: z.array(powerHour).describe('oldest first, the current hour last'),
  now: z.object({
    consumed: z.number().describe("the lights' latest load power added up, kW"),
    generated: z
      .number()
      .nullable()
      .describe('their latest PV power added up, kW; null when none reports it'),
  }),
});
export type WallPower = z.infer<typeof wallPower>;

export const wallYear = z.object({
  year: z.string().describe('YYYY, on the energy clock (UTC+8)'),
  figures: energyFigures,
});
export type WallYear = z.infer<typeof wallYear>;

export const weatherStation = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectname: z.string(),
  runstate: z.number().int().nullable(),
  reportedat: z.string().nullable().describe('newest of the values shown, ISO 8601'),
  values: z.object(
    Object.fromEntries(weatherKeys.map((key) => [key, z.number().nullable()])) as Record<
      WeatherKey,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
});
export type WeatherStation = z.infer<typeof weatherStation>;

export const wallWeather = z.object({
  total: count.describe("the subtree's weather stations"),
  stations: z.array(weatherStation).describe('reporting ones first, then by name'),
});
export type WallWeather = z.infer<typeof wallWeather>;

export const faultyProject = z.object({
  id: z.number().int(),
  name: z.string(),
  faults: count.describe('devices in run state 3 (fault) now'),
  alarms: count.describe('devices in run state 2 (alarm) now'),
  warnings: count.nullable().describe("open warnings of the project's devices; null without warning:list"),
});
export type FaultyProject = z.infer<typeof faultyProject>;

export const wallTopProjects = z.object({
  projects: z.array(faultyProject).describe('most faults and alarms first, then most open warnings'),
});
export type WallTopProjects = z.infer<typeof wallTopProjects>;

export const wallEndpoints = {
  power: endpoint({
    method: 'GET',
    path: '/remote/wall/power',
    summary: "The lights' load and PV power per hour over the last hours",
    tag: 'wall',
    access: 'device:list',
    query: z.object({ hours: integerField(1, 48).default(WALL_CURVE_HOURS) }),
    response: envelope(wallPower),
  }),
  year: endpoint({
    method: 'GET',
    path: '/remote/wall/year',
    summary: 'Energy of the lights in the year so far: consumed, generated, saved and CO2 avoided',
    tag: 'wall',
    access: 'device:list',
    response: envelope(wallYear),
  }),
  weather: endpoint({
    method: 'GET',
    path: '/remote/wall/weather',
    summary: 'The weather stations with their latest readings',
    tag: 'wall',
    access: 'device:list',
    query: z.object({ limit: integerField(1, 20).default(WALL_WEATHER_STATIONS) }),
    response: envelope(wallWeather),
  }),
  topProjects: endpoint({
    method: 'GET',
    path: '/remote/wall/top-projects',
    summary: 'The projects with the most devices in fault or alarm now, and their open warnings',
    tag: 'wall',
    access: 'device:list',
    query: z.object({ limit: integerField(1, 20).default(WALL_TOP_PROJECTS) }),
    response: envelope(wallTopProjects),
  }),
};
