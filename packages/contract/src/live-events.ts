import { z } from 'zod';
import { commandEvent } from './device-commands';
import { endpoint } from './endpoint';
import { idField, idListOf } from './fields';
import { warningKinds } from './warnings';

/**
 * Live events, pushed to the browser as server-sent events on `GET /remote/events`. Each event is
 * one `event: <type>` with one JSON `data:` line; a comment line (`: heartbeat`) comes every
 * `LIVE_HEARTBEAT_MS` so that proxies keep the stream open and a dead one is noticed. Events carry
 * no ids and are not replayed: a client that reconnects reloads what it shows.
 */
export const LIVE_HEARTBEAT_MS = 15_000;

/** A device's run state changed (reported, or derived: offline when silent, back when heard). */
export const deviceStateEvent = z.object({
  deviceid: z.number().int(),
  devicecode: z.string(),
  runstate: z.number().int().nullable(),
});

/** A warning was raised (`cleared` false) or its condition ended (`cleared` true). */
export const warningEvent = z.object({
  id: z.number().int(),
  deviceid: z.number().int().nullable(),
  devicecode: z.string(),
  kind: z.enum(warningKinds),
  reason: z.string(),
  cleared: z.boolean(),
});

/** Devices reported (their latest values changed); only a stream that watches one of them gets it. */
export const reportEvent = z.object({ deviceids: z.array(z.number().int()) });

/** Lamps of the account went on or out (counted per commit of their reports), by command or by their own clock. */
export const lampsEvent = z.object({ on: z.number().int(), off: z.number().int() });

/** A notification was created for the signed-in account. */
export const notificationEvent = z.object({ id: z.number().int(), notificationtitle: z.string() });

export const liveEventSchemas = {
  'device-state': deviceStateEvent,
  warning: warningEvent,
  command: commandEvent,
  notification: notificationEvent,
  report: reportEvent,
  lamps: lampsEvent,
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;

export const liveEndpoints = {
  events: endpoint({
    method: 'GET',
    path: '/remote/events',
    summary:
      "Server-sent events of the caller's account subtree: device-state, warning, command, notification, lamps",
    tag: 'live',
    access: 'signed-in',
    // Strict: a stream stays open, so a call that meant something else is refused rather than held.
    query: z
      .object({
        deviceid: idListOf(idField)
          .optional()
          .describe(
            'the stream of one device or several (comma-separated): only their device-state, warning and report events (404 when one is foreign)',
          ),
      })
      .strict(),
    response: { contentType: 'text/event-stream' },
  }),
};
