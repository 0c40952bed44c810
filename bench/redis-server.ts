import { Redis } from 'ioredis';
import { cpuSeconds } from './process-cpu';

/** The machine's Redis, which the processes of a bench installation share. */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** What the Redis server has done so far, for all its clients: it may be shared with others. */
export interface RedisReading {
  commands: number;
  cpuS: number;
}

/**
 * The Redis server of `url` as a bench watches it: commands processed (INFO stats) and the CPU of
 * its process (from /proc: the server must run on this machine), and the keys under a prefix.
 */
export async function watchRedis(url = BENCH_REDIS_URL) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // Failures reach the bench as failed commands; unheard, ioredis would also print each one.
  redis.on('error', () => {});
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw error;
  });
  const field = async (section: string, name: string) =>
    Number(new RegExp(`^${name}:(.*)$`, 'm').exec(await redis.info(section))?.[1]);
  const pid = await field('server', 'process_id');
  const version = (await redis.info('server')).match(/^redis_version:(.*)$/m)?.[1]?.trim() ?? 'unknown';
  return {
    url,
    pid,
    version,
    async read(): Promise<RedisReading> {
      return { commands: await field('stats', 'total_commands_processed'), cpuS: cpuSeconds([pid]) };
    },
    /** Deletes every key whose name begins with `prefix`; answers how many there were. */
    async deleteKeys(prefix: string): Promise<number> {
      let deleted = 0;
      for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 }) as AsyncIterable<
        string[]
      >) {
        if (keys.length > 0) deleted += await redis.del(...keys);
      }
      return deleted;
    },
    close: () => redis.quit(),
  };
}

export type WatchedRedis = Awaited<ReturnType<typeof watchRedis>>;
