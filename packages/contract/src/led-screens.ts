import { z } from 'zod';
import { screenBrightnessModes } from './commands';
import { endpoint } from './endpoint';
import { listEnvelope } from './envelope';
import { idField, pageNumField, pageSizeField, textField } from './fields';
import { blankToUndefined, optionalId } from './inventory-fields';

/**
 * Screen management: the LED screens (device type 8) with what each reported last — power,
 * brightness, volume, the program it plays or downloads — its last proof of play and its latest
 * screenshot. Screens are driven by the device commands (commands.ts).
 */

/** What an LED screen reports as telemetry (docs/protocol.md, "LED screens report"). */
export const screenTelemetryKeys = [
  'power',
  'brightness',
  'brightnessMode',
  'volume',
  'programId',
  'programVersion',
  'filesHeld',
  'campaignId',
  'downloadProgramId',
  'downloadVersion',
  'downloadPercent',
] as const;
export type ScreenTelemetryKey = (typeof screenTelemetryKeys)[number];

/** What an LED screen tells of itself as client attributes. */
export const screenAttributeKeys = ['width', 'height', 'model', 'firmwareVersion'] as const;

/** The largest screenshot a screen may upload: 5 MB. */
export const SCREENSHOT_MAX_BYTES = 5 * 1_048_576;
/** Seconds a browser may keep a screenshot before asking again. */
export const SCREENSHOT_MAX_AGE_SECONDS = 10;

/**
 * A screen as screen management shows it: online (reachable, run state reported and not 4), a
 * fault (online with run state 3), or offline (silent, or never heard).
 */
export const screenStates = ['online', 'offline', 'fault'] as const;
export type ScreenState = (typeof screenStates)[number];

const RUN_STATE_FAULT = 3;
const RUN_STATE_OFFLINE = 4;

/** Whether a device of this run state is reachable: it reported, and has not gone silent. */
export const isOnline = (runstate: number | null): boolean =>
  runstate !== null && runstate !== RUN_STATE_OFFLINE;

export function screenStateOf(runstate: number | null): ScreenState {
  if (!isOnline(runstate)) return 'offline';
  return runstate === RUN_STATE_FAULT ? 'fault' : 'online';
}

const brightnessModeKeys = screenBrightnessModes.map((mode) => mode.key) as [
  (typeof screenBrightnessModes)[number]['key'],
  ...(typeof screenBrightnessModes)[number]['key'][],
];
export type ScreenBrightnessMode = (typeof brightnessModeKeys)[number];

export const ledScreen = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectid: z.number().int(),
  projectname: z.string(),
  groupname: z.string(),
  runstate: z.number().int().nullable().describe('1 normal, 2 alarm, 3 fault, 4 offline, 5 upgrading'),
  online: z.boolean().describe('reported, and not silent longer than it may be (run state 4)'),
  reportedat: z.string().nullable().describe('when it last reported what the row shows'),
  width: z.number().int().nullable().describe('pixels, as the screen reported'),
  height: z.number().int().nullable(),
  power: z.boolean().nullable().describe('the panel on; null until reported'),
  brightness: z.number().nullable().describe('0-100: what it shows now'),
  brightnessmode: z.enum(brightnessModeKeys).nullable(),
  volume: z.number().nullable(),
  playing: z
    .object({
      programid: z.number().int().describe('a program version’s id'),
      version: z.number().int(),
      name: z.string().describe('"" when the platform holds no such program'),
    })
    .nullable()
    .describe('null when it plays nothing (stopped)'),
  campaignid: z.number().int().nullable().describe('the campaign whose program plays now'),
  download: z
    .object({ programid: z.number().int(), version: z.number().int(), percent: z.number() })
    .nullable()
    .describe('the program it downloads now, if any'),
  lastplay: z
    .object({ at: z.string(), campaignname: z.string() })
    .nullable()
    .describe('its latest proof of play'),
  screenshotat: z.string().nullable().describe('when its latest screenshot arrived'),
});
export type LedScreen = z.infer<typeof ledScreen>;

export const ledScreenListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  projectid: optionalId,
  groupid: optionalId,
  name: z.preprocess(blankToUndefined, textField(100).optional()).describe('number or name contains'),
  state: z.preprocess(blankToUndefined, z.enum(screenStates).optional()),
});
export type LedScreenListQuery = z.output<typeof ledScreenListQuery>;

export const ledScreenEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/ledscreen/list',
    summary: "LED screens of the caller's subtree with what each reported last, by name",
    tag: 'ledscreen',
    access: 'device:list',
    query: ledScreenListQuery,
    response: listEnvelope(ledScreen),
  }),
  screenshot: endpoint({
    method: 'GET',
    path: '/remote/ledscreen/screenshot',
    summary:
      'The latest screenshot a screen uploaded (PNG or JPEG); 404 with ledscreen.noScreenshot when it has none yet',
    tag: 'ledscreen',
    access: 'device:list',
    query: z.object({ id: idField }),
    response: { contentType: 'image/*' },
  }),
};
