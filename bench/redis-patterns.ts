// What one PUBLISH costs the Redis server as pattern subscriptions grow. mqemitter-redis turns each
// wildcard subscription into a PSUBSCRIBE, so every device subscribed to its commands on any process
// is one pattern (`<prefix>/$devices/<id>/rpc/request/*`), and Redis matches every PUBLISH against
// every pattern. Measured on the bench's Redis with channels under `prefix` (no keys): for each
// count, the patterns are subscribed on a connection of their own, messages of the bus's size are
// published on a channel no pattern matches (as a live event) for up to `seconds`, and the patterns go.

import { Redis } from 'ioredis';
import { cpuSeconds } from './process-cpu';
import type { WatchedRedis } from './redis-server';

export interface PublishCost {
  patterns: number;
  publishes: number;
  /** Redis server CPU per PUBLISH, from /proc over the publishes. */
  cpuUsPerPublish: number;
}

const BATCH = 200;
const MOST = 20_000;

async function subscribePatterns(url: string, prefix: string, count: number): Promise<Redis> {
  const subscriber = new Redis(url);
  for (let first = 0; first < count; first += 1000) {
    const ids = Array.from({ length: Math.min(1000, count - first) }, (_, n) => first + n);
    await subscriber.psubscribe(...ids.map((id) => `${prefix}/$devices/${id}/rpc/request/*`));
  }
  return subscriber;
}

export async function publishCosts(
  redis: WatchedRedis,
  prefix: string,
  counts: number[],
  seconds: number,
): Promise<PublishCost[]> {
  const publisher = new Redis(redis.url);
  const payload = 'x'.repeat(300);
  const costs: PublishCost[] = [];
  try {
    for (const patterns of counts) {
      const subscriber = await subscribePatterns(redis.url, prefix, patterns);
      const cpuBefore = cpuSeconds([redis.pid]);
      const until = performance.now() + seconds * 1000;
      let publishes = 0;
      while (publishes < MOST && performance.now() < until) {
        const batch = publisher.pipeline();
        for (let n = 0; n < BATCH; n++) batch.publish(`${prefix}/$events/command`, payload);
        await batch.exec();
        publishes += BATCH;
      }
      const cpuS = cpuSeconds([redis.pid]) - cpuBefore;
      costs.push({ patterns, publishes, cpuUsPerPublish: (cpuS * 1e6) / publishes });
      await subscriber.quit();
    }
  } finally {
    await publisher.quit();
  }
  return costs;
}
