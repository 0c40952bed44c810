import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DevicesService } from './devices.service';
import { sendPoints } from './points-reply';

export function deviceRoutes(app: FastifyInstance, resolve: CallerResolver, devices: DevicesService): void {
  const api = endpoints.device;
  registerEndpoint(app, resolve, api.list, async ({ caller, query }) => devices.list(caller, query));
  registerEndpoint(app, resolve, api.matching, async ({ caller, query }) => devices.matching(caller, query));
  registerEndpoint(app, resolve, api.detail, async ({ caller, query }) => devices.detail(caller, query));
  registerEndpoint(app, resolve, api.add, async ({ caller, body, ip }) =>
    devices.add(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.update, async ({ caller, body, ip }) =>
    devices.update(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.delete, async ({ caller, query, ip }) =>
    devices.delete(caller, query.ids, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.move, async ({ caller, body, ip }) =>
    devices.move(caller, body, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.credentials, async ({ caller, query }) =>
    devices.credentials(caller, query.id),
  );
  registerEndpoint(app, resolve, api.rotateCredentials, async ({ caller, body, ip }) =>
    devices.rotateCredentials(caller, body.id, { caller, ip }),
  );
  registerEndpoint(app, resolve, api.points, async ({ caller, query, request, reply }) => {
    await sendPoints(request, reply, await devices.points(caller, query));
  });
}
