import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/client';
import { openTestStore } from '../test/test-store';
import { databaseConflict } from './database-conflict';

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.close());

async function failureOf(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await store.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('constraints the database enforces', () => {
  it('turns a unique violation into 409, whichever store raised it', async () => {
    await store.db.execute(sql`insert into settings (key, value) values ('twice', '1')`);
    const conflict = databaseConflict(
      await failureOf(sql`insert into settings (key, value) values ('twice', '2')`),
    );
    expect(conflict?.httpStatus).toBe(409);
    expect(conflict?.message).toBe('a record with the same name, number or contact already exists');
  });

  it('turns a foreign-key violation into 409', async () => {
    const failure = await failureOf(
      sql`insert into notifications (account_id, title, content) values (987654, 'orphan', 'no such account')`,
    );
    expect(databaseConflict(failure)?.message).toBe(
      'the record is still referenced by others; remove those first',
    );
  });

  it('leaves every other error alone', () => {
    expect(databaseConflict(new Error('boom'))).toBeUndefined();
  });
});
