import type { Random } from '../physics/random';
import type { SimClock } from './clock';
import type { Backoff } from './mqtt-session';
import type { ReportTiming } from './report-loop';
import type { FleetStats } from './stats';

/** What every connection of a fleet shares: the broker, the clock, the counters, the timing. */
export interface ConnectionContext extends ReportTiming {
  url: string;
  clock: SimClock;
  stats: FleetStats;
  backoff: Backoff;
  random: Random;
  /** The `ts` a report carries for a device's simulated moment. */
  stamp: (simulated: number) => number;
}
