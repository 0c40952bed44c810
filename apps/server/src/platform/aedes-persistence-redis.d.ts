// The class behind aedes-persistence-redis's callback wrapper: Aedes 2 wants its async API.
declare module 'aedes-persistence-redis/asyncPersistence.js' {
  import type { Redis } from 'ioredis';

  class AsyncRedisPersistence {
    constructor(options: { conn: Redis; maxSessionDelivery?: number });
    setup(broker: unknown): Promise<void>;
    destroy(): Promise<void>;
    createRetainedStreamCombi(patterns: string[]): AsyncIterable<unknown>;
  }
  export = AsyncRedisPersistence;
}
