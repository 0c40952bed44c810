import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInFailures } from './auth.table';

export type FailureScope = 'address' | 'username' | 'pair';

export interface FailureKey {
  scope: FailureScope;
  key: string;
}

export interface FailureCount extends FailureKey {
  failures: number;
  lastAt: Date;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Counters of failed sign-ins, shared by every process through the database. */
export class SignInFailuresRepository {
  constructor(private readonly db: Database) {}

  /** The counters of these keys whose window began at or after `windowStart`. */
  async counts(keys: FailureKey[], windowStart: Date): Promise<FailureCount[]> {
    return this.db
      .select({
        scope: signInFailures.scope,
        key: signInFailures.key,
        failures: signInFailures.failures,
        lastAt: signInFailures.lastAt,
      })
      .from(signInFailures)
      .where(and(sql`${signInFailures.firstAt} >= ${at(windowStart)}`, this.anyOf(keys)));
  }

  /** Counts one more failure of each key; a counter whose window has passed starts again at one. */
  async record(keys: FailureKey[], now: Date, windowStart: Date): Promise<FailureCount[]> {
    const stale = sql`${signInFailures.firstAt} < ${at(windowStart)}`;
    return this.db
      .insert(signInFailures)
      .values(keys.map((key) => ({ ...key, failures: 1, firstAt: now, lastAt: now })))
      .onConflictDoUpdate({
        target: [signInFailures.scope, signInFailures.key],
        set: {
          failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          firstAt: sql`case when ${stale} then excluded.first_at else ${signInFailures.firstAt} end`,
          lastAt: sql`excluded.last_at`,
        },
      })
      .returning({
        scope: signInFailures.scope,
        key: signInFailures.key,
        failures: signInFailures.failures,
        lastAt: signInFailures.lastAt,
      });
  }

  async forget(key: FailureKey): Promise<void> {
    await this.db.delete(signInFailures).where(this.anyOf([key]));
  }

  /** Drops the counters whose window has passed. */
  async prune(windowStart: Date): Promise<void> {
    await this.db.delete(signInFailures).where(sql`${signInFailures.firstAt} < ${at(windowStart)}`);
  }

  private anyOf(keys: FailureKey[]) {
    return or(
      ...keys.map((key) => and(eq(signInFailures.scope, key.scope), eq(signInFailures.key, key.key))),
    );
  }
}
