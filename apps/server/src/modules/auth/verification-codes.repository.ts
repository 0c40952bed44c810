import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes } from './auth.table';

export type CodePurpose = 'reset' | 'bind';

export class VerificationCodesRepository {
  constructor(private readonly db: Database) {}

  async insert(code: {
    purpose: CodePurpose;
    contact: string;
    accountId: number;
    codeHash: string;
    expiresAt: Date;
  }) {
    await this.db.insert(verificationCodes).values(code);
  }

  /** When the last code for this contact was sent, if any. */
  async lastSentAt(purpose: CodePurpose, contact: string): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.contact, contact)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  }

  /** The newest code for the contact that is unused, unexpired and not worn out by wrong tries. */
  async live(purpose: CodePurpose, contact: string, maxAttempts: number) {
    const [row] = await this.db
      .select({
        id: verificationCodes.id,
        accountId: verificationCodes.accountId,
        codeHash: verificationCodes.codeHash,
      })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.contact, contact),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
          lt(verificationCodes.attempts, maxAttempts),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return row;
  }

  async countWrongTry(id: number): Promise<void> {
    await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, id));
  }

  /** Marks a code used; false when another request used it first. */
  async use(id: number): Promise<boolean> {
    const used = await this.db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return used.length === 1;
  }
}
