import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/caller';
import type { EventBus } from '../../platform/event-bus';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { EventAudience } from './event-audience';
import { LiveStream } from './live-stream';

export interface LiveSettings {
  heartbeatMs: number;
  maxBufferedBytes: number;
}

/**
 * `GET /remote/events`: the caller's live events as server-sent events. The browser reads it with
 * `fetch` and the usual Bearer header (EventSource cannot send one). At each heartbeat the token
 * is resolved again, so that a signed-out or disabled account's stream ends. Every stream ends
 * when the app closes.
 */
export function liveEventRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  bus: EventBus,
  audience: EventAudience,
  settings: LiveSettings,
): void {
  const streams = new Set<LiveStream>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });

  registerEndpoint(app, resolve, endpoints.live.events, async ({ caller, request, reply }) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    let current: Caller = caller;
    const stream = new LiveStream(reply.raw, settings.maxBufferedBytes);
    reply.hijack();
    stream.open();
    streams.add(stream);
    // Events are passed on in the order they came, whatever the audience had to look up.
    let queue = Promise.resolve();
    const unsubscribe = bus.subscribe((event) => {
      queue = queue.then(async () => {
        if (!stream.isClosed && (await audience.sees(current, event))) stream.send(event.type, event.data);
      });
    });
    const heartbeat = setInterval(() => {
      stream.heartbeat();
      resolve(token).then(
        (caller) => {
          current = caller;
        },
        () => stream.close(),
      );
    }, settings.heartbeatMs);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(stream);
      stream.close();
    };
    reply.raw.on('close', end);
    request.raw.on('close', end);
  });
}
