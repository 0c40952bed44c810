import type { AttributesMessage, TelemetryMessage } from '../../transport/device-messages';
import { monthStart } from './history-partitions';
import type { AttributeScope } from './telemetry.table';
import { keyProblem, knownKeyProblem, type TypedValue, typedValue } from './telemetry-values';

/** One value of one device at one time, as a row of history and a candidate for the latest values. */
export interface ValueRow extends TypedValue {
  d: number;
  k: string;
  /**
   * ISO 8601 in UTC to the microsecond: always 27 characters here, so comparing the text compares
   * the times. A device's own times are whole milliseconds; arrival stamps never are.
   */
  t: string;
}

export interface AttributeRow extends TypedValue {
  d: number;
  sc: AttributeScope;
  k: string;
}

/**
 * The timestamps the ingest takes: nothing older than retention keeps (it would be dropped at
 * once, and its month may be gone) and nothing further ahead than a wrong clock or time zone
 * puts it (a value from the future would hold the latest values still until that day).
 */
export interface AcceptedTimes {
  oldest: number;
  newest: number;
}

export function acceptedTimes(now: number, retentionDays: number, clockToleranceMs: number): AcceptedTimes {
  return { oldest: now - retentionDays * 86_400_000, newest: now + clockToleranceMs };
}

/** What one message becomes: its rows, the months its history falls in, and what was dropped. */
export interface MessageRows {
  history: ValueRow[];
  attributes: AttributeRow[];
  months: number[];
  problems: string[];
}

function microsecondTime(ms: number, micros: number): string {
  return `${new Date(ms).toISOString().slice(0, 23)}${String(micros).padStart(3, '0')}Z`;
}

function timeProblem(ts: number, times: AcceptedTimes): string | undefined {
  if (!Number.isFinite(ts)) return 'timestamp is not a number';
  if (ts < times.oldest) return `timestamp ${ts} is older than the history kept`;
  if (ts > times.newest) return `timestamp ${ts} is ahead of the platform's clock`;
  return undefined;
}

/** Each key checked on its own: a bad value drops that key only, never the rest of the message. */
function typedEntries(values: Record<string, unknown>, problems: string[], checkKnown: boolean) {
  const typed: [string, TypedValue][] = [];
  for (const [key, raw] of Object.entries(values)) {
    const keyIssue = keyProblem(key);
    if (keyIssue) {
      problems.push(keyIssue);
      continue;
    }
    const value = typedValue(raw);
    const issue = typeof value === 'string' ? value : checkKnown ? knownKeyProblem(key, value) : undefined;
    if (issue !== undefined) problems.push(`${key}: ${issue}`);
    else typed.push([key, value as TypedValue]);
  }
  return typed;
}

export function telemetryRows(
  message: { device: Pick<TelemetryMessage['device'], 'deviceId'>; entries: TelemetryMessage['entries'] },
  times: AcceptedTimes,
): MessageRows {
  const rows: MessageRows = { history: [], attributes: [], months: [], problems: [] };
  const deviceId = message.device.deviceId;
  for (const entry of message.entries) {
    const ts = Math.trunc(entry.ts);
    const issue = timeProblem(ts, times);
    if (issue) {
      rows.problems.push(issue);
      continue;
    }
    const t = microsecondTime(ts, entry.micros ?? 0);
    const typed = typedEntries(entry.values, rows.problems, true);
    for (const [k, value] of typed) rows.history.push({ d: deviceId, k, t, ...value });
    if (typed.length > 0) rows.months.push(monthStart(ts));
  }
  return rows;
}

export function attributeRows(message: AttributesMessage, scope: AttributeScope = 'client'): MessageRows {
  const problems: string[] = [];
  const attributes = typedEntries(message.values, problems, false).map(([k, value]) => ({
    d: message.device.deviceId,
    sc: scope,
    k,
    ...value,
  }));
  return { history: [], attributes, months: [], problems };
}
