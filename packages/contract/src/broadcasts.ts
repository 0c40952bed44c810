import { z } from 'zod';
import type { BroadcastSchedule } from './broadcast-schedule';
import { commandTargetFields, commandTargetTypes, oneCommandTarget } from './device-commands';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  idField,
  idListField,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  textField,
} from './fields';
import { blankToUndefined, isCalendarDay, optionalId } from './inventory-fields';
import { ledScreenListQuery } from './led-screens';
import { mediaFile, mediaFormats } from './media';

/**
 * Audio broadcasting: a broadcast plays a sound of the media library (a file, or speech the
 * platform made from text) on broadcast terminals (device type 7) now or on a schedule, with a
 * priority. Each occurrence is a run: the command `playBroadcast` to the target, which terminals
 * that are off get when they return, until the broadcast's ttl has passed. A live broadcast
 * (live-broadcasts.ts) is kept among them too: its one run is the command `playLive`, and it has
 * no sound of the library.
 */
export const broadcastSources = ['file', 'tts', 'live'] as const;
export type BroadcastSource = (typeof broadcastSources)[number];
/** What a broadcast made ahead plays: a sound of the library, or speech made of text. */
export const recordedSources = ['file', 'tts'] as const satisfies readonly BroadcastSource[];

/** The voice of text to speech: Mandarin or English. */
export const broadcastLangs = ['zh', 'en'] as const;
export type BroadcastLang = (typeof broadcastLangs)[number];

/** An emergency broadcast cuts off a normal one playing, and is kept as such in every list. */
export const broadcastPriorities = ['normal', 'emergency'] as const;
export type BroadcastPriority = (typeof broadcastPriorities)[number];

/** scheduled: occurrences to come; done: its last occurrence was sent; cancelled: stopped by someone. */
export const broadcastStates = ['scheduled', 'done', 'cancelled'] as const;
export type BroadcastState = (typeof broadcastStates)[number];

export const BROADCAST_NAME_MAX = 60;
export const BROADCAST_TEXT_MAX = 500;
export const BROADCAST_REPEAT = { min: 1, max: 10, default: 1 } as const;
/** Seconds an occurrence waits for a terminal that is off; past it, that terminal's part expires. */
export const BROADCAST_TTL = { min: 60, max: 86_400, default: 600 } as const;
/** The terminals' clock unless told: China's. */
export const BROADCAST_UTC_OFFSET_DEFAULT = 480;
/** The runs a broadcast's detail shows, the latest first. */
export const BROADCAST_RUNS_SHOWN = 100;

/** What a broadcast terminal reports as telemetry (docs/protocol.md, "Broadcast terminals report"). */
export const terminalTelemetryKeys = [
  'runState',
  'power',
  'volume',
  'broadcastId',
  'emergency',
  'filesHeld',
] as const;
export type TerminalTelemetryKey = (typeof terminalTelemetryKeys)[number];

/** What a broadcast terminal tells of itself as client attributes. */
export const terminalAttributeKeys = ['model', 'firmwareVersion'] as const;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/;

const timeField = z.string().regex(CLOCK_TIME, { error: messageOf('validation.clockTime') });
const dayField = z
  .string({ error: messageOf('validation.date') })
  .trim()
  .refine(isCalendarDay, { error: messageOf('validation.date') });
const momentField = z
  .string({ error: messageOf('broadcast.at') })
  .trim()
  .refine((value) => isCalendarDay(LOCAL_MOMENT.exec(value)?.[1] ?? ''), {
    error: messageOf('broadcast.at'),
  });

function inOrder(value: { startdate: string; enddate: string }, ctx: z.RefinementCtx) {
  if (value.enddate < value.startdate) {
    ctx.addIssue({ code: 'custom', path: ['enddate'], message: messageOf('broadcast.dateOrder') });
  }
}

const scheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('now') }),
    z.strictObject({ kind: z.literal('once'), at: momentField }),
    z
      .strictObject({ kind: z.literal('daily'), time: timeField, startdate: dayField, enddate: dayField })
      .superRefine(inOrder),
    z
      .strictObject({
        kind: z.literal('weekly'),
        time: timeField,
        weekdays: z
          .array(integerField(0, 6))
          .min(1)
          .max(7)
          .transform((days) => [...new Set(days)].sort()),
        startdate: dayField,
        enddate: dayField,
      })
      .superRefine(inOrder),
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? messageOf('broadcast.scheduleKind') : undefined) },
);

/** A schedule as an object, or as its JSON text (a form field). */
const scheduleField = z.preprocess((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: messageOf('broadcast.scheduleKind') });
    return z.NEVER;
  }
}, scheduleSchema);

export const broadcastBody = commandTargetFields
  .extend({
    name: textField(BROADCAST_NAME_MAX).min(1, { error: messageOf('broadcast.nameRequired') }),
    source: z
      .enum(recordedSources)
      .default('file')
      .describe('file: a sound of the library (mediaid); tts: speech the platform makes of text'),
    mediaid: optionalId.describe('source file: the sound, an audio file of the media library'),
    text: z
      .preprocess(blankToUndefined, textField(BROADCAST_TEXT_MAX).optional())
      .describe(`source tts: what is spoken, 1-${BROADCAST_TEXT_MAX} characters`),
    lang: z.enum(broadcastLangs).default('zh').describe('source tts: the voice, Mandarin or English'),
    priority: z.enum(broadcastPriorities).default('normal'),
    repeat: integerField(BROADCAST_REPEAT.min, BROADCAST_REPEAT.max)
      .default(BROADCAST_REPEAT.default)
      .describe('times the sound plays in a row at each occurrence'),
    volume: z
      .preprocess(blankToUndefined, integerField(0, 100).optional())
      .describe('0-100 while it plays; left out, the terminal keeps its own'),
    schedule: scheduleField.describe(
      '{kind: now} | {kind: once, at: "YYYY-MM-DD HH:MM"} | {kind: daily, time: "HH:MM", startdate, enddate} | {kind: weekly, time, weekdays: [0-6, 0 Sunday], startdate, enddate}, on the terminals’ clock',
    ),
    utcoffset: integerField(-720, 840)
      .default(BROADCAST_UTC_OFFSET_DEFAULT)
      .describe('minutes east of UTC of the terminals’ clock (480 for China)'),
    ttl: integerField(BROADCAST_TTL.min, BROADCAST_TTL.max)
      .default(BROADCAST_TTL.default)
      .describe(
        `seconds each occurrence waits for a terminal that is off (${BROADCAST_TTL.min}-${BROADCAST_TTL.max}); an occurrence missed by longer is skipped`,
      ),
  })
  .superRefine((value, ctx) => {
    oneCommandTarget(value, ctx);
    if (value.source === 'file' && value.mediaid === undefined) {
      ctx.addIssue({ code: 'custom', path: ['mediaid'], message: messageOf('broadcast.mediaRequired') });
    }
    if (value.source === 'tts' && value.text === undefined) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: messageOf('broadcast.textRequired') });
    }
  });
export type BroadcastBody = z.output<typeof broadcastBody>;

const storedSchedule: z.ZodType<BroadcastSchedule> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('now') }),
  z.object({ kind: z.literal('once'), at: z.string() }),
  z.object({ kind: z.literal('daily'), time: z.string(), startdate: z.string(), enddate: z.string() }),
  z.object({
    kind: z.literal('weekly'),
    time: z.string(),
    weekdays: z.array(z.number().int()),
    startdate: z.string(),
    enddate: z.string(),
  }),
]);

export const broadcastRunCounts = z.object({
  total: z.number().int().describe('terminals the run went to'),
  succeeded: z.number().int().describe('played'),
  failed: z.number().int().describe('refused or could not play (the command detail says why)'),
  expired: z.number().int().describe('off until the ttl passed, or no answer in time'),
  waiting: z.number().int().describe('queued for a terminal that is off, sent or delivered'),
});
export type BroadcastRunCounts = z.infer<typeof broadcastRunCounts>;

/** One occurrence of a broadcast, sent as the command playBroadcast. */
export const broadcastRun = z.object({
  runid: z.number().int(),
  commandid: z
    .number()
    .int()
    .nullable()
    .describe('follow each terminal with /remote/device/command/detail; null when nothing could be sent'),
  at: z.string().describe('the occurrence it played for'),
  priority: z.enum(broadcastPriorities),
  error: z.string().describe('why nothing could be sent (the target is gone); empty otherwise'),
  counts: broadcastRunCounts,
});
export type BroadcastRun = z.infer<typeof broadcastRun>;

export const broadcastSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  source: z.enum(broadcastSources),
  mediaid: z.number().int().nullable().describe('null once the file left the library'),
  medianame: z.string(),
  duration: z
    .number()
    .nullable()
    .describe('seconds of the sound, to a tenth (a live broadcast: on air, once ended); null when unknown'),
  text: z.string().describe('what is spoken (tts); empty for a file or a live broadcast'),
  lang: z.enum(broadcastLangs),
  priority: z.enum(broadcastPriorities),
  repeat: z.number().int(),
  volume: z.number().int().nullable(),
  targettype: z.enum(commandTargetTypes),
  devicecodes: z.array(z.string()).describe('the terminals named by number (targettype devices)'),
  groupid: z.number().int().nullable(),
  projectid: z.number().int().nullable(),
  target: z.string().describe('the target as named when it was made: numbers, the group or the project'),
  schedule: storedSchedule,
  utcoffset: z.number().int(),
  ttl: z.number().int(),
  state: z.enum(broadcastStates),
  nextrun: z.string().nullable().describe('the next occurrence to be sent; null when none is'),
  runcount: z.number().int(),
  lastrun: broadcastRun.nullable(),
  creatorname: z.string(),
  createtime: z.string(),
  cancellername: z.string().describe('who cancelled it; empty unless cancelled'),
  canceltime: z.string().nullable(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummary>;

export const broadcast = broadcastSummary.extend({
  runs: z.array(broadcastRun).describe(`its latest ${BROADCAST_RUNS_SHOWN} runs, the latest first`),
});
export type Broadcast = z.infer<typeof broadcast>;

export const broadcastListQuery = z.object({
  pagenum: pageNumField,
  pagesize: pageSizeField,
  keyword: z.preprocess(blankToUndefined, textField(100).optional()).describe('name contains'),
  state: z.preprocess(blankToUndefined, z.enum(broadcastStates).optional()),
  priority: z.preprocess(blankToUndefined, z.enum(broadcastPriorities).optional()),
});
export type BroadcastListQuery = z.output<typeof broadcastListQuery>;

export const speechBody = z.object({
  text: textField(BROADCAST_TEXT_MAX).min(1, { error: messageOf('broadcast.textRequired') }),
  lang: z.enum(broadcastLangs).default('zh'),
});
export type SpeechBody = z.output<typeof speechBody>;

/**
 * What a terminal told `playBroadcast` fetches (`GET /api/v1/{token}/broadcast/{id}`): how to play
 * it, and the sound by its hash, to fetch from `/api/v1/{token}/media/{hash}`.
 */
export const broadcastManifest = z.object({
  broadcastid: z.number().int(),
  name: z.string(),
  priority: z.enum(broadcastPriorities),
  repeat: z.number().int(),
  volume: z.number().int().nullable().describe('0-100 while it plays; null: keep the terminal’s own'),
  media: z.object({
    hash: z.string(),
    size: z.number().int(),
    format: z.enum(mediaFormats),
    duration: z.number().describe('seconds, to a tenth; 0 when the platform could not read it'),
  }),
});
export type BroadcastManifest = z.infer<typeof broadcastManifest>;

/** A broadcast terminal as the broadcast list shows it, with what it reported last. */
export const terminal = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  devicename: z.string(),
  projectid: z.number().int(),
  projectname: z.string(),
  groupname: z.string(),
  runstate: z.number().int().nullable().describe('1 normal, 2 alarm, 3 fault, 4 offline'),
  online: z.boolean().describe('reported, and not silent longer than it may be (run state 4)'),
  reportedat: z.string().nullable().describe('when it last reported what the row shows'),
  power: z.boolean().nullable().describe('the amplifier on; null until reported'),
  volume: z.number().nullable(),
  playing: z
    .object({
      broadcastid: z.number().int(),
      name: z.string().describe('"" when the platform holds no such broadcast'),
      emergency: z.boolean(),
    })
    .nullable()
    .describe('what it plays now; null when silent'),
  lastplayed: z
    .object({ broadcastid: z.number().int(), name: z.string(), at: z.string() })
    .nullable()
    .describe('the latest broadcast it answered as played'),
});
export type Terminal = z.infer<typeof terminal>;

export const terminalListQuery = ledScreenListQuery;
export type TerminalListQuery = z.output<typeof terminalListQuery>;

const idQuery = z.object({ id: idField });

export const broadcastEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/broadcast/list',
    summary: "Broadcasts of the caller's subtree, the latest made first",
    tag: 'broadcasts',
    access: 'broadcast:list',
    query: broadcastListQuery,
    response: listEnvelope(broadcastSummary),
  }),
  get: endpoint({
    method: 'GET',
    path: '/remote/broadcast/get',
    summary: 'A broadcast with its runs, the latest first, each with how far its terminals came',
    tag: 'broadcasts',
    access: 'broadcast:list',
    query: idQuery,
    response: envelope(broadcast),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/broadcast/add',
    summary:
      'Make a broadcast to terminals, a group or a project: a library sound or speech from text, now (sent at once) or on a schedule',
    tag: 'broadcasts',
    access: 'broadcast:add',
    audit: 'broadcast.add',
    body: broadcastBody,
    response: envelope(broadcast),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/remote/broadcast/cancel',
    summary:
      'Cancel broadcasts: no occurrence is sent any more, and terminals that have not fetched one are not given it',
    tag: 'broadcasts',
    access: 'broadcast:cancel',
    audit: 'broadcast.cancel',
    body: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
  speech: endpoint({
    method: 'POST',
    path: '/remote/broadcast/speech',
    summary:
      'Make speech of text with espeak-ng (a synthetic voice) into the media library’s folder tts, to listen to before broadcasting it; 503 broadcast.ttsUnavailable without espeak-ng',
    tag: 'broadcasts',
    access: 'broadcast:add',
    audit: 'broadcast.speech',
    body: speechBody,
    response: envelope(mediaFile),
  }),
};

export const terminalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/terminal/list',
    summary: "Broadcast terminals of the caller's subtree with what each reported last, by name",
    tag: 'terminal',
    access: 'device:list',
    query: terminalListQuery,
    response: listEnvelope(terminal),
  }),
};
