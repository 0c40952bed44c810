import { MAX_JSON_DEPTH, nestsDeeperThan } from '../platform/json-depth';
import type { ArrivalStamp } from './arrival-clock';
import type { TelemetryMessage } from './device-messages';

/**
 * The documents of ThingsBoard's device API, checked before anything is stored: telemetry as
 * `{"key": value}`, `{"ts": ms, "values": {...}}` or an array of those; attributes as
 * `{"key": value}`. Shared by the MQTT and HTTP transports so that both refuse alike.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
export type TelemetryEntry = TelemetryMessage['entries'][number];

/** Below this a `ts` is read as seconds (10 digits), as everywhere in the platform. */
const SECONDS_BELOW = 100_000_000_000;

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload as JSON, refused when larger than `maxBytes`, not JSON or nested too deep. */
export function parseJson(payload: Buffer, maxBytes: number): Parsed<unknown> {
  if (payload.length > maxBytes)
    return refuse(`too large: ${payload.length} bytes, the limit is ${maxBytes}`);
  let value: unknown;
  try {
    value = JSON.parse(payload.toString('utf8'));
  } catch {
    return refuse('not JSON');
  }
  if (nestsDeeperThan(value)) return refuse(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  return { ok: true, value };
}

/**
 * Key-value pairs: a JSON object with at least one key. The values themselves are the sink's to
 * judge, key by key (a bad value drops that key, not the message).
 */
export function keyValues(document: unknown, what = 'values'): Parsed<Record<string, unknown>> {
  if (!isObject(document)) return refuse(`${what} must be a JSON object`);
  if (Object.keys(document).length === 0) return refuse(`${what} hold no key`);
  return { ok: true, value: document };
}

function timestamp(ts: unknown): Parsed<number> {
  if (typeof ts !== 'number' || !Number.isInteger(ts) || ts <= 0) {
    return refuse('ts must be a positive whole number of milliseconds');
  }
  return { ok: true, value: ts < SECONDS_BELOW ? ts * 1000 : ts };
}

function telemetryEntry(document: unknown, arrival: () => ArrivalStamp): Parsed<TelemetryEntry> {
  if (isObject(document) && 'ts' in document) {
    const ts = timestamp(document.ts);
    if (!ts.ok) return ts;
    const values = keyValues(document.values);
    return values.ok ? { ok: true, value: { ts: ts.value, values: values.value } } : values;
  }
  const values = keyValues(document);
  return values.ok ? { ok: true, value: { ...arrival(), values: values.value } } : values;
}

/** Telemetry in any of its forms; values without `ts` are stamped with the time they arrived. */
export function telemetryEntries(document: unknown, arrival: () => ArrivalStamp): Parsed<TelemetryEntry[]> {
  const documents = Array.isArray(document) ? document : [document];
  if (documents.length === 0) return refuse('values hold no key');
  const entries: TelemetryEntry[] = [];
  for (const item of documents) {
    const entry = telemetryEntry(item, arrival);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return { ok: true, value: entries };
}
