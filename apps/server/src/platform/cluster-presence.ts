import type { Message, MQEmitter } from 'mqemitter';

/** How often a process says it is alive; one unheard for three of these is taken for dead. */
const ALIVE_EVERY_MS = 2000;
const DEAD_AFTER_MS = 3 * ALIVE_EVERY_MS;
/** Announcements are gathered this long: 10,000 devices connecting make a few messages, not 10,000. */
const GATHER_MS = 50;

interface Announcement {
  process: string;
  ready?: number[];
  gone?: number[];
  /** A process that just started asks the others for every device they hold. */
  hello?: boolean;
  bye?: boolean;
}

export interface ReadinessTiming {
  aliveEveryMs: number;
  deadAfterMs: number;
  gatherMs: number;
}

/**
 * Which devices take commands on the other processes of the installation, by one way of taking
 * them (connected over MQTT and subscribed, or waiting on an HTTP poll), each way under its own
 * `root` topic. Each process announces on the shared bus the devices that became ready on it and
 * those that left, and says it is alive; each keeps the others' devices, dropping those of a
 * process that stopped (said bye) or fell silent (killed). A command for a device held elsewhere is
 * handed to the process holding it.
 */
export class ClusterPresence {
  private readonly elsewhere = new Map<number, string>();
  private readonly lastHeard = new Map<string, number>();
  private readonly pending = new Map<number, 'ready' | 'gone'>();
  private gathering: NodeJS.Timeout | undefined;
  private alive: NodeJS.Timeout | undefined;
  private readonly listener = (message: Message, done: () => void) => {
    this.heard(message.announcement as Announcement | undefined);
    done();
  };

  constructor(
    private readonly emitter: MQEmitter,
    /** Where this way of taking commands is announced: `$lamplighter/<way>/`. */
    private readonly root: string,
    private readonly process: string,
    /** The devices this process holds now, for a process that asks. */
    private readonly held: () => number[],
    private readonly timing: ReadinessTiming = {
      aliveEveryMs: ALIVE_EVERY_MS,
      deadAfterMs: DEAD_AFTER_MS,
      gatherMs: GATHER_MS,
    },
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.emitter.on(`${this.root}#`, this.listener, resolve));
    this.announce({ hello: true, ready: this.held() });
    this.alive = setInterval(() => {
      this.announce({});
      this.forgetSilent();
    }, this.timing.aliveEveryMs);
    this.alive.unref();
  }

  /** Whether another living process holds the device ready for commands. */
  accepts(deviceId: number): boolean {
    return this.holderOf(deviceId) !== undefined;
  }

  /** The living process that holds the device ready for commands, if another one does. */
  holderOf(deviceId: number): string | undefined {
    const holder = this.elsewhere.get(deviceId);
    if (holder === undefined) return undefined;
    const heard = this.lastHeard.get(holder);
    return heard !== undefined && this.now() - heard <= this.timing.deadAfterMs ? holder : undefined;
  }

  ready(deviceIds: number[]): void {
    this.gather(deviceIds, 'ready');
  }

  gone(deviceIds: number[]): void {
    this.gather(deviceIds, 'gone');
  }

  /** Says bye, so that the others drop this process's devices at once rather than when it falls silent. */
  async stop(): Promise<void> {
    clearInterval(this.alive);
    clearTimeout(this.gathering);
    this.pending.clear();
    await new Promise<void>((resolve) =>
      this.emitter.emit(
        { topic: `${this.root}${this.process}`, announcement: { process: this.process, bye: true } },
        () => resolve(),
      ),
    );
    await new Promise<void>((resolve) =>
      this.emitter.removeListener(`${this.root}#`, this.listener, resolve),
    );
  }

  private gather(deviceIds: number[], state: 'ready' | 'gone'): void {
    for (const id of deviceIds) this.pending.set(id, state);
    this.gathering ??= setTimeout(() => this.flush(), this.timing.gatherMs);
  }

  private flush(): void {
    this.gathering = undefined;
    const ready: number[] = [];
    const gone: number[] = [];
    for (const [id, state] of this.pending) (state === 'ready' ? ready : gone).push(id);
    this.pending.clear();
    this.announce({ ready, gone });
  }

  private announce(parts: Omit<Announcement, 'process'>): void {
    const announcement: Announcement = { process: this.process, ...parts };
    // Lost with Redis away: the next announcement, at most one beat later, says it again.
    this.emitter.emit({ topic: `${this.root}${this.process}`, announcement }, () => {});
  }

  private heard(announcement: Announcement | undefined): void {
    if (!announcement || announcement.process === this.process) return;
    const { process } = announcement;
    if (announcement.bye) {
      this.forgetProcess(process);
      return;
    }
    this.lastHeard.set(process, this.now());
    for (const id of announcement.ready ?? []) this.elsewhere.set(id, process);
    for (const id of announcement.gone ?? [])
      if (this.elsewhere.get(id) === process) this.elsewhere.delete(id);
    // A newcomer knows nobody's devices yet: everyone tells it theirs.
    if (announcement.hello) this.announce({ ready: this.held() });
  }

  private forgetSilent(): void {
    const oldest = this.now() - this.timing.deadAfterMs;
    for (const [process, heard] of this.lastHeard) if (heard < oldest) this.forgetProcess(process);
  }

  private forgetProcess(process: string): void {
    this.lastHeard.delete(process);
    for (const [id, holder] of this.elsewhere) if (holder === process) this.elsewhere.delete(id);
  }
}
