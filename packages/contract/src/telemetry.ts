import { z } from 'zod';

/**
 * A value a device reported, as it was stored: a number, a text, a flag, or JSON (an object or a
 * list), ThingsBoard's value types.
 */
export const telemetryValue = z
  .union([z.number(), z.string(), z.boolean(), z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .describe('number, text, boolean, or JSON (object or list)');
export type TelemetryValue = z.infer<typeof telemetryValue>;

/** The newest value of one key of a device, and when the device measured it. */
export const latestTelemetry = z.object({
  key: z.string(),
  value: telemetryValue,
  ts: z.string().describe('when the device measured it (ISO 8601, UTC)'),
});
export type LatestTelemetry = z.infer<typeof latestTelemetry>;

/** A client attribute the device reported (firmware version, model …), and when it was stored. */
export const deviceAttribute = z.object({
  key: z.string(),
  value: telemetryValue,
  ts: z.string().describe('when the platform stored it (ISO 8601, UTC)'),
});

/** What the platform could not use of a device's messages, counted since the device was added. */
export const deviceIngest = z.object({
  malformed: z.number().int().describe('messages that could not be read at all (not JSON, too large …)'),
  rejected: z.number().int().describe('values dropped: wrong type, out of range, timestamp too old or new'),
  lastreason: z.string().describe('why the last message or value was dropped; empty when none was'),
  lastproblemtime: z.string().nullable(),
});

/** The live part of a device's detail: what it reported last and what could not be used. */
export const deviceLiveState = z.object({
  telemetry: z.array(latestTelemetry).describe('the latest value and time of every key, by key'),
  attributes: z.array(deviceAttribute).describe('client attributes, by key'),
  ingest: deviceIngest,
});
export type DeviceLiveState = z.infer<typeof deviceLiveState>;
