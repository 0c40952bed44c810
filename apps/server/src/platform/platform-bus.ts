/// <reference path="./aedes-persistence-redis.d.ts" />
import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import AsyncRedisPersistence from 'aedes-persistence-redis/asyncPersistence.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { MQEmitter } from 'mqemitter';
import mqemitterRedis from 'mqemitter-redis';
import { createEmitter, EMITTER_OPTIONS } from './event-bus';
import { PrefixedEmitter } from './prefixed-emitter';

/**
 * What the processes of one installation share besides the database: the emitter that carries the
 * broker's messages and the platform's events, and where the broker keeps its sessions (QoS 1
 * messages in flight, subscriptions of persistent sessions). In one process both are in memory.
 */
export interface PlatformBus {
  emitter: MQEmitter;
  /** The broker's session store; undefined: Aedes's own, in memory. */
  brokerPersistence: unknown;
  /** Whether other processes may share this bus. */
  shared: boolean;
  close(): Promise<void>;
}

export function memoryBus(): PlatformBus {
  const emitter = createEmitter();
  return {
    emitter,
    brokerPersistence: undefined,
    shared: false,
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

/**
 * aedes-persistence-redis as Aedes 2 takes it: Aedes pipes the retained messages of a new
 * subscription as a Node stream, where the persistence hands an async generator.
 */
class RedisBrokerSessions extends AsyncRedisPersistence {
  override createRetainedStreamCombi(patterns: string[]): Readable {
    return Readable.from(super.createRetainedStreamCombi(patterns));
  }
}

/** Where a Redis URL points, without its password, for the log. */
export function redisAddress(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/**
 * The bus on Redis: an mqemitter-redis emitter (two connections: publish, subscribe) with every
 * channel under `prefix/`, and aedes-persistence-redis on a third connection with every key under
 * `prefix:`. Refuses to start when Redis does not answer; once started, ioredis reconnects by itself
 * and holds commands meanwhile.
 */
export async function redisBus(
  settings: { url: string; prefix: string },
  log: FastifyBaseLogger,
): Promise<PlatformBus> {
  const address = redisAddress(settings.url);
  const connect = (role: string, options: { keyPrefix?: string } = {}) => {
    // Named, so that Redis's CLIENT LIST tells which installation and which part each connection is.
    const connectionName = `${settings.prefix}:${role.replace(/ /g, '-')}`;
    const connection = new Redis(settings.url, { lazyConnect: true, connectionName, ...options });
    connection.on('error', (error: Error) =>
      log.warn({ err: error, redis: address, role }, 'Redis connection failed'),
    );
    return connection;
  };
  const pubConn = connect('publish');
  const subConn = connect('subscribe');
  const store = connect('broker sessions', { keyPrefix: `${settings.prefix}:` });
  try {
    await Promise.all([pubConn.connect(), subConn.connect(), store.connect()]);
  } catch (error) {
    for (const connection of [pubConn, subConn, store]) connection.disconnect();
    throw new Error(`Redis at ${address} (REDIS_URL) does not answer`, { cause: error });
  }
  const redisEmitter = mqemitterRedis({ ...EMITTER_OPTIONS, pubConn, subConn });
  // Connection failures are logged by each connection; unheard here they would end the process.
  (redisEmitter as unknown as { state: EventEmitter }).state.on('error', () => {});
  const emitter = new PrefixedEmitter(redisEmitter, settings.prefix);
  log.info({ redis: address, prefix: settings.prefix }, 'sharing the bus and broker sessions through Redis');
  return {
    emitter,
    brokerPersistence: new RedisBrokerSessions({ conn: store }),
    shared: true,
    async close() {
      // Our own QUITs, each failure heard: the emitter's close quits too, but leaves the promise
      // of a QUIT that Redis, away at that moment, never answers to fail unheard.
      await Promise.all(
        [pubConn, subConn, store].map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}

/** The bus of this process: on Redis when configured, else in memory. */
export function openPlatformBus(
  redis: { url: string; prefix: string } | undefined,
  log: FastifyBaseLogger,
): Promise<PlatformBus> {
  return redis ? redisBus(redis, log) : Promise.resolve(memoryBus());
}
