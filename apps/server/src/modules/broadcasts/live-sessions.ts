import { LIVE_IDLE_SECONDS, LIVE_MAX_SECONDS, LIVE_SESSIONS_MAX } from '@lamplighter/contract';
import type { LiveSession } from './live-session';

/**
 * The live sessions on air in this process, by id: at most LIVE_SESSIONS_MAX at once. Only the
 * process that started a session holds it (its pieces arrive there, and its terminals' streams
 * must be served there); with several processes, the streams would have to pass through the bus.
 */
export class LiveSessions {
  private readonly sessions = new Map<string, LiveSession>();

  constructor(private readonly max = LIVE_SESSIONS_MAX) {}

  get full(): boolean {
    return this.sessions.size >= this.max;
  }

  /** Adds a session; false when as many as may be are on air already. */
  add(session: LiveSession): boolean {
    if (this.full) return false;
    this.sessions.set(session.id, session);
    return true;
  }

  find(id: string): LiveSession | undefined {
    return this.sessions.get(id);
  }

  /** Takes a session off air, ending its streams; undefined when it had ended already. */
  remove(id: string): LiveSession | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.delete(id);
    session.end();
    return session;
  }

  /** The sessions that should end by `now`: no piece for LIVE_IDLE_SECONDS, or on air LIVE_MAX_SECONDS. */
  expired(now: number): LiveSession[] {
    return [...this.sessions.values()].filter(
      (session) =>
        now - session.lastPieceAt >= LIVE_IDLE_SECONDS * 1000 ||
        now - session.startedAt >= LIVE_MAX_SECONDS * 1000,
    );
  }

  all(): LiveSession[] {
    return [...this.sessions.values()];
  }
}
