import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { WallDetailService } from './wall-detail.service';

export function wallDetailRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  wall: WallDetailService,
): void {
  registerEndpoint(app, resolve, endpoints.wallDetail.project, async ({ caller, query }) =>
    wall.project(caller, query.projectid),
  );
}
