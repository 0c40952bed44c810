import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { until } from '../test/device-api-fixture';
import { openTestStore, testStoreKind } from '../test/test-store';
import { openSweepLease, SWEEP_LOCK, type SweepLease } from './sweep-lease';

/** A short retry period, so that these tests take a few of them, not seconds. */
const RETRY_MS = 100;
const log = pino({ level: 'silent' });

let store: Store;
/** The leases of the test under way, closed after it. */
let leases: SweepLease[] = [];

beforeAll(async () => {
  store = await openTestStore();
});
afterEach(async () => {
  await Promise.all(leases.map((lease) => lease.close()));
  leases = [];
});
afterAll(() => store.close());

/** The lease of one more platform process on the test's database, named as the database shows it. */
async function processLease(holderName: string): Promise<SweepLease> {
  const lease = await openSweepLease(store, log, { retryMs: RETRY_MS, holderName });
  leases.push(lease);
  return lease;
}

/** The sessions that hold the sweep lock of the test's database, by their holder's name. */
async function lockHolders(): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await store.db.execute(sql`
      select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.objid = ${SWEEP_LOCK} and l.granted
        and l.database = (select oid from pg_database where datname = current_database())`),
  );
  return rows.map((row) => row.name);
}

/**
 * Resolves once exactly one session holds the sweep lock and, of the leases, only that session's
 * says it runs the sweeps; answers its name.
 */
async function oneRunning(named: Record<string, SweepLease>): Promise<string> {
  let holder: string | undefined;
  await until(async () => {
    const holders = await lockHolders();
    holder = holders.length === 1 ? holders[0] : undefined;
    return Object.entries(named).every(([name, lease]) => lease.held === (name === holder));
  });
  return holder ?? '';
}

describe.skipIf(testStoreKind() !== 'pglite')('on the embedded store', () => {
  it('the one process runs the sweeps', async () => {
    expect((await processLease('alone')).held).toBe(true);
  });
});

describe.skipIf(testStoreKind() !== 'postgres')('processes sharing a PostgreSQL database', () => {
  it('one runs the sweeps while it lives; when it closes, the other takes them over', async () => {
    const a = await processLease('a');
    const b = await processLease('b');
    const [leaving, staying] = (await oneRunning({ a, b })) === 'a' ? [a, b] : [b, a];

    await leaving.close();
    const closed = Date.now();
    await until(() => staying.held);
    // Within a retry period or so (5 s by default), not at some connection timeout.
    expect(Date.now() - closed).toBeLessThan(20 * RETRY_MS);
    expect(await oneRunning({ a, b })).toBe(staying === a ? 'a' : 'b');
  });

  it('when the session of the one running them ends, one runs them again, and only it says so', async () => {
    const named = { a: await processLease('a'), b: await processLease('b') };
    const running = await oneRunning(named);

    // What the database sees of a process killed, or of a session an administrator ended; it waits
    // until that session is gone.
    await store.db.execute(sql`
      select pg_terminate_backend(pid, 5000) from pg_stat_activity where application_name = ${running}`);
    await oneRunning(named);
  });
});
