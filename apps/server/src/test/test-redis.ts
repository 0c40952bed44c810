import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests of several processes use: TEST_REDIS_URL, which `.ci/run` sets once Redis
 * answers (starting Debian's redis-server when none does). Without it those tests are skipped.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A prefix of its own for one test: keys and channels of other runs on the same Redis stay apart. */
export function testRedisPrefix(): string {
  return `lamplighter-test-${randomUUID().slice(0, 8)}`;
}

/** Removes what a test left in Redis under its prefix (the broker's sessions and queued messages). */
export async function dropTestKeys(prefix: string): Promise<void> {
  if (!testRedisUrl) return;
  const redis = new Redis(testRedisUrl);
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
