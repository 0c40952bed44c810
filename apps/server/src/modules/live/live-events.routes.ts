import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/caller';
import type { EventBus, LiveEvent } from '../../platform/event-bus';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { EventAudience } from './event-audience';
import { LiveStream } from './live-stream';

export interface LiveSettings {
  heartbeatMs: number;
  maxBufferedBytes: number;
}

/**
 * `GET /remote/events`: the caller's live events as server-sent events; with `deviceid`, only
 * those of some devices of the subtree (a device page, the rows a list shows), their reports included. The browser reads it with
 * `fetch` and the usual Bearer header (EventSource cannot send one). At each heartbeat the token
 * is resolved again, so that a signed-out or disabled account's stream ends. Every stream ends
 * when the app closes.
 */
export function liveEventRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  bus: EventBus,
  audience: EventAudience,
  findDevices: (caller: Caller, ids: number[]) => Promise<unknown>,
  settings: LiveSettings,
): void {
  const streams = new Set<LiveStream>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.close();
  });

  registerEndpoint(app, resolve, endpoints.live.events, async ({ caller, query, request, reply }) => {
    const watched = query.deviceid && new Set(query.deviceid);
    // A foreign or unknown device answers 404 before the stream opens.
    if (query.deviceid) await findDevices(caller, query.deviceid);
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
        const data = watched === undefined ? general(event) : ofDevices(event, watched);
        if (data && !stream.isClosed && (await audience.sees(current, event))) stream.send(event.type, data);
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

/** What the general stream passes on: every event but reports, which only a device's stream wants. */
function general(event: LiveEvent): LiveEvent['data'] | undefined {
  return event.type === 'report' ? undefined : event.data;
}

/** What a stream of some devices passes on: their states, warnings and reports, nothing else. */
function ofDevices(event: LiveEvent, watched: Set<number>): LiveEvent['data'] | undefined {
  if (event.type === 'report') {
    const deviceids = event.data.deviceids.filter((id) => watched.has(id));
    return deviceids.length > 0 ? { deviceids } : undefined;
  }
  if (event.type === 'device-state' || event.type === 'warning') {
    const id = event.data.deviceid;
    return typeof id === 'number' && watched.has(id) ? event.data : undefined;
  }
  return undefined;
}
