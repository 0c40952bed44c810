import type { Reading } from '@lamplighter/simulator';
import { z } from 'zod';
import type { Database } from '../db/client';
import type { SettingsRepository } from '../modules/settings/settings.repository';
import { HistoryPartitions } from '../modules/telemetry/history-partitions';
import { TelemetryRepository } from '../modules/telemetry/telemetry.repository';
import {
  type BackfillCount,
  type PastTelemetry,
  TelemetryBackfill,
} from '../modules/telemetry/telemetry-backfill';

const HISTORY = 'demo_history';
const DAY_MS = 86_400_000;

/**
 * Two hours between the past reports of a demo device; live, a light reports every minute. A month
 * of the demo's 377 devices (about 5,500 values a round) is 16 million rows at a quarter of an hour
 * and 4 million at an hour: on the embedded store (80,000-130,000 rows a second on two cores) an
 * hour alone took 35-45 s, too close to the minute a first start may take. At two hours it is 2 million
 * rows, and the charts still show each night (lamps on from the first report after dusk to the
 * last before dawn), the solar charge of each day and its discharge at night; the energy
 * statistics are counted whole, as the last report of each day is at its end (see `pastMoments`).
 */
export const DEMO_HISTORY_INTERVAL_MS = 2 * 3_600_000;

/** The past the demo fleet lives through: `days` up to the moment the demo was made. */
export interface HistoryWindow {
  from: number;
  to: number;
}

const noted = z.object({ from: z.number(), to: z.number(), stored: z.string().optional() });

/**
 * The demo's past, filled once. The start that makes the demo notes the window (before it adds a
 * device, so that a start stopped half-way still has it); the window stays pending until all of it
 * is stored, so a start stopped during the backfill fills it on the next start (the same window and
 * seed give the same values, those already stored stay). An installation made before the past
 * existed, or with `DEMO_HISTORY_DAYS=0`, has none.
 */
export class DemoHistory {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly db: Database,
  ) {}

  /** On the start that makes the demo: notes `days` of past up to `now` (a noted window stays). */
  async plan(days: number, now: number): Promise<void> {
    await this.settings.getOrCreate(HISTORY, () =>
      days > 0 ? JSON.stringify({ from: now - days * DAY_MS, to: now }) : '',
    );
  }

  /** The window still to fill, if any. */
  async pending(): Promise<HistoryWindow | undefined> {
    const value = await this.settings.getOrCreate(HISTORY, () => '');
    const window = value ? noted.safeParse(safeJson(value)) : undefined;
    if (!window?.success || window.data.stored) return undefined;
    return { from: window.data.from, to: window.data.to };
  }

  async stored(window: HistoryWindow, at: number): Promise<void> {
    await this.settings.setValue(HISTORY, JSON.stringify({ ...window, stored: new Date(at).toISOString() }));
  }

  /** Where the fleet's past readings go: the store, by device number, counted. */
  recorder(ids: ReadonlyMap<string, number>, retentionDays: number) {
    const backfill = new TelemetryBackfill(
      new TelemetryRepository(this.db),
      new HistoryPartitions(this.db),
      retentionDays,
    );
    const count: BackfillCount = { rows: 0, refused: 0 };
    return {
      count,
      record: async (readings: Reading[]) => {
        const written = await backfill.write(byDevice(readings, ids));
        count.rows += written.rows;
        count.refused += written.refused;
      },
    };
  }
}

function byDevice(readings: Reading[], ids: ReadonlyMap<string, number>): PastTelemetry[] {
  const devices = new Map<number, PastTelemetry>();
  for (const reading of readings) {
    const deviceId = ids.get(reading.code);
    if (deviceId === undefined) continue;
    const past = devices.get(deviceId) ?? { deviceId, entries: [] };
    devices.set(deviceId, past);
    past.entries.push({ ts: reading.ts, values: reading.values });
  }
  return [...devices.values()];
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
