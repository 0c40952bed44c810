import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchas } from './auth.table';

export class CaptchasRepository {
  constructor(private readonly db: Database) {}

  async insert(captcha: { id: string; answerHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(captchas).values(captcha);
  }

  /** Removes the captcha and answers what it was: each one is answered once, right or wrong. */
  async take(id: string): Promise<{ answerHash: string; expiresAt: Date } | undefined> {
    const [row] = await this.db
      .delete(captchas)
      .where(eq(captchas.id, id))
      .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
    return row;
  }

  async dropExpired(before: Date): Promise<void> {
    await this.db.delete(captchas).where(sql`${captchas.expiresAt} < ${before.toISOString()}::timestamptz`);
  }
}
