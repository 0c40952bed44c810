import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { CamerasService } from './cameras.service';

export function cameraRoutes(app: FastifyInstance, resolve: CallerResolver, cameras: CamerasService): void {
  const api = endpoints.camera;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => [await cameras.list(caller, query)]);
  registerEndpoint(app, resolve, api.settings, async ({ caller, query }) =>
    cameras.settings(caller, query.id),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    cameras.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.play, async ({ caller, query }) => cameras.play(caller, query.id));
  registerEndpoint(app, resolve, api.whep, async ({ caller, body }) =>
    cameras.whep(caller, body.id, body.offer),
  );
  registerEndpoint(app, resolve, api.whepStop, async ({ caller, body }) => {
    await cameras.whepStop(caller, body.session);
    return null;
  });
  registerEndpoint(app, resolve, api.layout, async ({ caller }) => cameras.splitScreen(caller));
  registerEndpoint(app, resolve, api.saveLayout, async ({ caller, body, ip }) =>
    cameras.saveSplitScreen(caller, body.layout, body.tiles, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.stream, async ({ caller, query, reply }) => {
    const file = await cameras.stream(caller, query);
    reply.header('cache-control', file.kind === 'playlist' ? 'no-store' : 'private, max-age=60');
    if (file.kind === 'playlist') return reply.type('application/vnd.apple.mpegurl').send(file.text);
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.type(file.contentType).send(file.body);
  });
  registerEndpoint(app, resolve, api.snapshot, async ({ caller, query, reply }) => {
    const { snapshot, maxAge } = await cameras.snapshot(caller, query.id);
    reply.header('cache-control', `private, max-age=${maxAge}`);
    return reply.type(snapshot.contentType).send(snapshot.image);
  });
}
