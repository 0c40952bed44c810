import type { DeviceColumns } from './decode-columns';

/** A project the fly-over visits: the box around its located devices. */
export interface FlyoverStop {
  projectId: number;
  count: number;
  bounds: [west: number, south: number, east: number, north: number];
}

/** The projects with located devices, largest first (ties by id), each with the box of its devices. */
export function flyoverStops(columns: DeviceColumns): FlyoverStop[] {
  const stops = new Map<number, FlyoverStop>();
  for (let i = 0; i < columns.count; i++) {
    const projectId = columns.projects[i] as number;
    const lng = columns.lngs[i] as number;
    const lat = columns.lats[i] as number;
    const stop = stops.get(projectId);
    if (!stop) {
      stops.set(projectId, { projectId, count: 1, bounds: [lng, lat, lng, lat] });
      continue;
    }
    stop.count += 1;
    const b = stop.bounds;
    b[0] = Math.min(b[0], lng);
    b[1] = Math.min(b[1], lat);
    b[2] = Math.max(b[2], lng);
    b[3] = Math.max(b[3], lat);
  }
  return [...stops.values()].sort((a, b) => b.count - a.count || a.projectId - b.projectId);
}

export type FlyoverState = 'touring' | 'paused';

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The fly-over's rules: it goes from stop to stop, one leg after the other (`fly` moves the camera
 * and calls back when the leg is done); any interaction stops it where it is, and after `idleMs`
 * without another it goes on with the next stop. A leg that an interaction cut short never calls
 * for the next one.
 */
export class Flyover {
  state: FlyoverState = 'paused';
  private leg = 0;
  private next = 0;
  private resumeTimer: unknown;

  constructor(
    private readonly options: {
      stops: () => number;
      fly: (stop: number, done: () => void) => void;
      halt: () => void;
      onState: (state: FlyoverState) => void;
      idleMs: number;
      timers?: Timers;
    },
  ) {}

  start(): void {
    this.clearResume();
    this.setState('touring');
    this.flyNext();
  }

  /** A person moved, zoomed, turned or clicked the map. */
  interacted(): void {
    const timers = this.options.timers ?? realTimers;
    this.leg += 1;
    if (this.state === 'touring') this.options.halt();
    this.setState('paused');
    this.clearResume();
    this.resumeTimer = timers.set(() => this.start(), this.options.idleMs);
  }

  stop(): void {
    this.leg += 1;
    this.clearResume();
    this.setState('paused');
  }

  private flyNext(): void {
    const count = this.options.stops();
    if (count === 0) return;
    const stop = this.next % count;
    this.next = stop + 1;
    const leg = ++this.leg;
    this.options.fly(stop, () => {
      if (leg === this.leg && this.state === 'touring') this.flyNext();
    });
  }

  private clearResume(): void {
    if (this.resumeTimer !== undefined) (this.options.timers ?? realTimers).clear(this.resumeTimer);
    this.resumeTimer = undefined;
  }

  private setState(state: FlyoverState): void {
    if (state === this.state) return;
    this.state = state;
    this.options.onState(state);
  }
}
