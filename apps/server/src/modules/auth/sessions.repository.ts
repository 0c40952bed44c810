import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, sessions } from './auth.table';

export interface SessionRow {
  id: string;
  accountId: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

export type RefreshOutcome =
  | { kind: 'rotated'; session: SessionRow }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'unknown' };

const sessionColumns = {
  id: sessions.id,
  accountId: sessions.accountId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
};

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async create(session: {
    id: string;
    accountId: number;
    clientId: string;
    ip: string;
    userAgent: string;
    expiresAt: Date;
    refreshTokenHash: string;
  }): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: session.id,
        accountId: session.accountId,
        clientId: session.clientId,
        ip: session.ip,
        userAgent: session.userAgent.slice(0, 300),
        expiresAt: session.expiresAt,
      });
      await tx.insert(refreshTokens).values({ tokenHash: session.refreshTokenHash, sessionId: session.id });
    });
  }

  async find(sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db.select(sessionColumns).from(sessions).where(eq(sessions.id, sessionId));
    return row;
  }

  /**
   * Uses a refresh token once: marks it used and stores its successor in the same transaction.
   * A token that was already used is reported as reused, so the caller can end the whole family.
   */
  async rotate(tokenHash: string, nextHash: string): Promise<RefreshOutcome> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId });
      if (!used) {
        const [known] = await tx
          .select({ sessionId: refreshTokens.sessionId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        return known ? { kind: 'reused', sessionId: known.sessionId } : { kind: 'unknown' };
      }
      const [session] = await tx.select(sessionColumns).from(sessions).where(eq(sessions.id, used.sessionId));
      if (!session) return { kind: 'unknown' };
      await tx.insert(refreshTokens).values({ tokenHash: nextHash, sessionId: session.id });
      return { kind: 'rotated', session };
    });
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokeReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every live session of an account, but the one named in `keep`. Answers how many ended. */
  async revokeAccount(accountId: number, reason: string, keep?: string): Promise<number> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokeReason: reason })
      .where(
        and(
          eq(sessions.accountId, accountId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }
}
