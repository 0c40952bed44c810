import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisPrefix, testRedisUrl } from '../test/test-redis';
import { CacheInvalidation } from './cache-invalidation';
import { createEmitter, EventBus } from './event-bus';
import { openPlatformBus, type PlatformBus } from './platform-bus';

/** How often a process's cache of one name was cleared. */
function clears(invalidation: CacheInvalidation, name: string): { count: number } {
  const cache = { count: 0 };
  invalidation.register(name, () => cache.count++);
  return cache;
}

/** Polls `condition` until it holds; fails once `ms` passed. */
async function within(ms: number, condition: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('cache invalidation of processes sharing one emitter', () => {
  it('clears a name in every other process, and no other name', async () => {
    const emitter = createEmitter();
    const [here, there] = [new CacheInvalidation(emitter), new CacheInvalidation(emitter)];
    const callersThere = clears(there, 'callers');
    const countsThere = clears(there, 'device-counts');
    here.announce('callers');
    await within(1000, () => callersThere.count === 1);
    expect(countsThere.count).toBe(0);
  });

  it('clears the announcing process at once each time, and not again when its own message comes', async () => {
    const emitter = createEmitter();
    const [here, there] = [new CacheInvalidation(emitter), new CacheInvalidation(emitter)];
    const callersHere = clears(here, 'callers');
    const callersThere = clears(there, 'callers');
    here.announce('callers');
    here.announce('callers');
    expect(callersHere.count).toBe(2);
    await within(1000, () => callersThere.count === 1);
    expect(callersHere.count).toBe(2);
  });

  it('folds a burst into one message per name, and announces a later change again', async () => {
    const emitter = createEmitter();
    const [here, there] = [new CacheInvalidation(emitter), new CacheInvalidation(emitter)];
    const countsThere = clears(there, 'device-counts');
    const marks = clears(there, 'marker');
    for (let n = 0; n < 10_000; n++) here.announce('device-counts');
    // Announced after the burst, so it arrives after every message the burst made.
    here.announce('marker');
    await within(1000, () => marks.count === 1);
    expect(countsThere.count).toBe(1);

    here.announce('device-counts');
    await within(1000, () => countsThere.count === 2);
  });
});

describe.skipIf(!testRedisUrl || process.env.TEST_STORE === 'postgres')(
  'cache invalidation of processes on Redis',
  () => {
    const opened: PlatformBus[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((bus) => bus.close()));
    });

    async function processes(count: number): Promise<CacheInvalidation[]> {
      const prefix = testRedisPrefix();
      const log = pino({ level: 'silent' });
      const buses = await Promise.all(
        Array.from({ length: count }, () => openPlatformBus({ url: testRedisUrl ?? '', prefix }, log)),
      );
      opened.push(...buses);
      return buses.map((bus) => new EventBus(bus.emitter).invalidation);
    }

    it('clears a name in the other process within a second, a burst by one message', async () => {
      const [here, there] = (await processes(2)) as [CacheInvalidation, CacheInvalidation];
      const callersHere = clears(here, 'callers');
      const callersThere = clears(there, 'callers');
      const ready = clears(there, 'ready');
      const marks = clears(there, 'marker');
      // A subscription reaches Redis a moment after it is made: announce until the other has it.
      await within(5000, () => {
        here.announce('ready');
        return ready.count > 0;
      });

      here.announce('callers');
      await within(1000, () => callersThere.count === 1);
      expect(callersHere.count).toBe(1);

      for (let n = 0; n < 1000; n++) here.announce('callers');
      // Announced after the burst, so it arrives after every message the burst made.
      here.announce('marker');
      await within(1000, () => marks.count === 1);
      expect(callersThere.count).toBe(2);
      expect(callersHere.count).toBe(1001);
    });
  },
);
