import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type postgres from 'postgres';
import type { SessionSettings, Store } from '../db/client';

/** Any number, fixed, other than the set-up's: the advisory lock of the process that runs the sweeps. */
export const SWEEP_LOCK = 7_401_222;

/**
 * Whether this process runs the installation's periodic sweeps (offline devices, expired commands,
 * scheduled broadcasts, reminders...): of the processes that share a database, one does, and
 * another takes over when it dies. The answer is as old as the last try, so two processes may
 * both run a sweep for a few seconds: the sweeps stay safe to run twice.
 */
export interface SweepLease {
  readonly held: boolean;
  /** Gives the lease up to the other processes and stops trying for it. */
  close(): Promise<void>;
}

export interface SweepLeaseOptions {
  /**
   * How often a process without the lease tries for it and the one with it checks that it still
   * has it; also how long the database may take to answer, past which the connection is dropped.
   */
  retryMs?: number;
  /** Who holds the lease, as the database's views show it (`pg_stat_activity.application_name`). */
  holderName?: string;
}

/** The lease of a process alone on its store (the embedded store serves one): it runs the sweeps. */
export const soleProcessLease: SweepLease = { held: true, close: async () => {} };

/**
 * The lease of this platform process: held at once on the embedded store; on PostgreSQL tried for
 * now, then every retry period. It is given up as the app closes, after the modules' own close
 * hooks (registered later, so run earlier) have ended their sweeps.
 */
export async function leaseSweeps(app: FastifyInstance, store: Store): Promise<SweepLease> {
  const lease = await openSweepLease(store, app.log);
  app.addHook('onClose', () => lease.close());
  return lease;
}

export async function openSweepLease(
  store: Store,
  log: FastifyBaseLogger,
  {
    retryMs = 5000,
    holderName = `lamplighter sweeps ${os.hostname()}:${process.pid}`,
  }: SweepLeaseOptions = {},
): Promise<SweepLease> {
  const { openSession } = store;
  if (!openSession) return soleProcessLease;
  const lease = new AdvisoryLockLease(
    (onclose) =>
      openSession({
        connection: {
          application_name: holderName,
          // The database ends the session, and so frees the lock, of a holder whose machine went
          // away within about 20 seconds instead of the system's default two hours.
          tcp_keepalives_idle: 5,
          tcp_keepalives_interval: 5,
          tcp_keepalives_count: 3,
        },
        onclose,
      }),
    log,
    retryMs,
  );
  await lease.start();
  return lease;
}

/**
 * The lease on PostgreSQL: a session-level advisory lock on a connection of its own, which the
 * database releases when that session ends, with the process that held it if need be. A session
 * that closes, fails or does not answer within a retry period counts as gone with its lock, and
 * the next try opens another: postgres.js would reconnect it silently (a session without the
 * lock), and can leave every later query on a connection that was reset waiting forever.
 */
class AdvisoryLockLease implements SweepLease {
  private holding = false;
  private session: postgres.Sql | undefined;
  private timer: NodeJS.Timeout | undefined;
  private trying: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly openSession: (onclose: SessionSettings['onclose']) => postgres.Sql,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs: number,
  ) {}

  get held(): boolean {
    return this.holding;
  }

  async start(): Promise<void> {
    await this.tryOnce();
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.trying;
    await this.session?.end({ timeout: 1 });
    this.gone(this.session);
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      this.trying = this.tryOnce().then(() => {
        if (!this.closed) this.schedule();
      });
    }, this.retryMs);
    this.timer.unref();
  }

  private async tryOnce(): Promise<void> {
    const session = this.session ?? this.openSession(() => this.gone(session));
    this.session = session;
    try {
      this.become(await this.withinPeriod(holdsOrTakes(session)));
    } catch (error) {
      const level = this.holding ? 'warn' : 'debug';
      this.log[level]({ err: error }, 'the database did not tell whether this process runs the sweeps');
      this.gone(session);
    }
  }

  private withinPeriod<T>(answer: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), this.retryMs);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  }

  /** The session is gone, and the lock with it; ending it keeps it from reconnecting. */
  private gone(session: postgres.Sql | undefined): void {
    if (!session || session !== this.session) return;
    this.session = undefined;
    void session.end({ timeout: 0 });
    this.become(false);
  }

  private become(held: boolean): void {
    if (held === this.holding) return;
    this.holding = held;
    this.log.info(
      held ? 'running the sweeps of the installation' : 'no longer running the sweeps of the installation',
    );
  }
}

/**
 * Whether the session holds the lock, taking it if it is free. The session that took it finds it
 * in `pg_locks` (where a bigint key shows as two halves: `classid` high, `objid` low, `objsubid`
 * 1) rather than taking it again, which would count it twice.
 */
async function holdsOrTakes(session: postgres.Sql): Promise<boolean> {
  const [row] = await session<{ held: boolean }[]>`
    select case
      when exists (
        select from pg_locks
        where locktype = 'advisory' and pid = pg_backend_pid() and granted
          and classid = 0 and objid = ${SWEEP_LOCK} and objsubid = 1
      ) then true
      else pg_try_advisory_lock(${SWEEP_LOCK})
    end as held`;
  return row?.held === true;
}
