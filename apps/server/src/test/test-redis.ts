import { randomUUID } from 'node:crypto';

/**
 * The Redis the tests of several processes use: TEST_REDIS_URL, which `.ci/run` sets once Redis
 * answers (starting Debian's redis-server when none does). Without it those tests are skipped.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A prefix of its own for one test: keys and channels of other runs on the same Redis stay apart. */
export function testRedisPrefix(): string {
  return `lamplighter-test-${randomUUID().slice(0, 8)}`;
}
