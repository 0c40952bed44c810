import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DeviceModel, Reading } from '../physics/device-model';
import type { FaultKind } from '../physics/faults';
import { noise } from '../physics/random';

const DAY_MS = 86_400_000;
/**
 * The physics' step in the past. Live devices step a minute; a month of a few hundred devices
 * minute by minute is about a minute of CPU, five-minute steps a fifth of it, and the lamps still
 * switch within five minutes of the sun. The physics is the same code either way.
 */
export const PAST_STEP_MS = 5 * 60_000;
/** Readings handed to `record` at once: large enough for a bulk write, small enough to overlap with the next. */
const CHUNK_READINGS = 4000;

/** The past a fleet lives through before it connects, from the moment its devices are made. */
export interface FleetHistory {
  /** The simulated moment the devices are made at. */
  from: number;
  /** The end of the past (at most the fleet's start): the last reports are at or before it. */
  to: number;
  /** Simulated ms between two reports of a device in the past; a day is a whole number of them. */
  intervalMs: number;
  /**
   * Takes the past readings, a few devices at a time, each device's in time order. The next
   * devices' past is simulated while the promise is pending; the fleet connects once the last resolved.
   */
  record(readings: Reading[]): Promise<void>;
}

/** Something that reports for devices: a device's own connection, or a gateway with its lights. */
export interface PastReporter {
  readingsAt(time: number, stepMs?: number): Reading[];
  /** The models it reports for (a gateway's lights included), whose faults begin somewhere in the past. */
  models: readonly DeviceModel[];
  /** The local clock of its place, east of UTC: its reports are laid out by local day. */
  utcOffsetMinutes: number;
  /** Seconds between its live reports. */
  reportInterval: number;
}

/**
 * The moments in (from, to] at which a device reports in the past: one per interval, each one live
 * report interval before the interval's end on the local clock (23:59 for a light reporting every
 * minute), as its last live report of the interval would be. So the last report of a local day
 * carries the whole day's energy counters but a minute, and the statistics count the day whole.
 */
export function pastMoments(
  window: Pick<FleetHistory, 'from' | 'to' | 'intervalMs'>,
  reporter: Pick<PastReporter, 'utcOffsetMinutes' | 'reportInterval'>,
): number[] {
  const { from, to, intervalMs } = window;
  if (!(intervalMs > 0) || DAY_MS % intervalMs !== 0)
    throw new Error('a day must be a whole number of intervals');
  const shift = reporter.utcOffsetMinutes * 60_000 + reporter.reportInterval * 1000;
  const moments: number[] = [];
  for (let at = Math.floor((from + shift) / intervalMs + 1) * intervalMs - shift; at <= to; at += intervalMs)
    moments.push(at);
  return moments;
}

/**
 * Lives through the past: device after device (a device's whole month, then the next, so that its
 * values reach the store in the order of its index), handing the readings to `record` in chunks.
 * A device given a fault has it from a moment of the past drawn from the seed, not all along.
 * Answers how many readings were recorded; stops between devices once `stopped()` says so.
 */
export async function livePast(
  reporters: readonly PastReporter[],
  history: FleetHistory,
  seed: number,
  stopped: () => boolean,
): Promise<number> {
  let chunk: Reading[] = [];
  let recorded = 0;
  let writing = Promise.resolve();
  const flush = async () => {
    await writing;
    recorded += chunk.length;
    writing = history.record(chunk);
    chunk = [];
  };
  for (const reporter of reporters) {
    if (stopped()) break;
    const onsets = pastFaults(reporter.models, history, seed);
    for (const at of pastMoments(history, reporter)) {
      for (const onset of onsets) if (onset.at <= at) onset.model.setFault(onset.kind, true);
      for (const reading of reporter.readingsAt(at, PAST_STEP_MS)) chunk.push(reading);
    }
    for (const onset of onsets) onset.model.setFault(onset.kind, true);
    if (chunk.length >= CHUNK_READINGS) await flush();
    // The platform around the fleet answers meanwhile.
    await nextTurn();
  }
  if (chunk.length > 0 && !stopped()) await flush();
  await writing;
  return recorded;
}

/** Takes the models' faults away until their moment in the past, and answers those moments. */
function pastFaults(models: readonly DeviceModel[], history: FleetHistory, seed: number) {
  const onsets: { model: DeviceModel; kind: FaultKind; at: number }[] = [];
  for (const model of models) {
    for (const kind of [...model.faults]) {
      model.setFault(kind, false);
      const at = history.from + noise('fault-onset', model.code, kind, seed) * (history.to - history.from);
      onsets.push({ model, kind, at });
    }
  }
  return onsets;
}
