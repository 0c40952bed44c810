import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { TcpRelay } from '../test/tcp-relay';
import { testRedisPrefix, testRedisUrl } from '../test/test-redis';
import { EventBus, type LiveEvent } from './event-bus';
import { memoryBus, openPlatformBus, type PlatformBus, redisAddress } from './platform-bus';

const log = pino({ level: 'silent' });
const opened: PlatformBus[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((bus) => bus.close()));
});

async function open(prefix: string) {
  const bus = await openPlatformBus({ url: testRedisUrl ?? '', prefix }, log);
  opened.push(bus);
  return bus;
}

/** Resolves with the events `bus` hears until `count` arrived. */
function hear(bus: PlatformBus, count: number): Promise<LiveEvent[]> {
  const heard: LiveEvent[] = [];
  return new Promise((resolve) => {
    const stop = new EventBus(bus.emitter).subscribe((event) => {
      heard.push(event);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

describe('the bus of one process', () => {
  it('lives in memory and keeps nothing of the broker elsewhere', async () => {
    const bus = memoryBus();
    opened.push(bus);
    expect(bus.shared).toBe(false);
    expect(bus.brokerPersistence).toBeUndefined();
  });

  it('names Redis in the log by its address, never by its password', () => {
    expect(redisAddress('redis://:s3cret@cache.example.org:6380/2')).toBe('redis://cache.example.org:6380/2');
  });
});

describe.skipIf(!testRedisUrl || process.env.TEST_STORE === 'postgres')(
  'the bus of processes on Redis',
  () => {
    it('carries an event from one process to another of the installation, and not to another installation', async () => {
      const prefix = testRedisPrefix();
      const [sender, receiver, stranger] = await Promise.all([
        open(prefix),
        open(prefix),
        open(testRedisPrefix()),
      ]);
      const received = hear(receiver, 1);
      const strangerHeard: LiveEvent[] = [];
      new EventBus(stranger.emitter).subscribe((event) => strangerHeard.push(event));
      // A subscription reaches Redis asynchronously: publish until the receiver has it.
      const event: LiveEvent = { type: 'warning', accountId: 4, data: { devicecode: 'L-9' } };
      const sending = setInterval(() => new EventBus(sender.emitter).publish(event), 20);
      try {
        expect(await received).toEqual([event]);
      } finally {
        clearInterval(sending);
      }
      expect(strangerHeard).toEqual([]);
      expect(sender.shared).toBe(true);
    });

    it('goes on when Redis goes away and comes back, and the process lives on', async () => {
      const redis = new URL(testRedisUrl ?? '');
      const relay = new TcpRelay({ host: redis.hostname, port: Number(redis.port || 6379) });
      const port = await relay.listen();
      const prefix = testRedisPrefix();
      const [cut, receiver] = await Promise.all([
        openPlatformBus({ url: `redis://127.0.0.1:${port}`, prefix }, log),
        open(prefix),
      ]);
      const sender = new EventBus(cut.emitter);
      const heard = hear(receiver, 1);
      try {
        relay.cut();
        // Published while Redis is away: held by the connection, neither thrown nor an unheard 'error'.
        const during: LiveEvent = { type: 'lamps', accountId: 1, data: { on: 0, off: 0 } };
        sender.publish(during);
        relay.mend();
        expect(await heard).toEqual([during]);
        // Closing while Redis is away again ends nothing but the connections.
        relay.cut();
        await cut.close();
      } finally {
        await relay.close();
      }
    });

    it('will not start on a Redis that does not answer, and says which', async () => {
      await expect(
        openPlatformBus({ url: 'redis://127.0.0.1:1', prefix: testRedisPrefix() }, log),
      ).rejects.toThrow('Redis at redis://127.0.0.1:1 (REDIS_URL) does not answer');
    });
  },
);
