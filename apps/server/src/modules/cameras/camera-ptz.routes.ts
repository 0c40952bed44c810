import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { CameraPtzService } from './camera-ptz.service';

export function cameraPtzRoutes(app: FastifyInstance, resolve: CallerResolver, ptz: CameraPtzService): void {
  registerEndpoint(app, resolve, endpoints.camera.ptz, async ({ caller, body, ip }) =>
    ptz.step(caller, body, { caller, ip }),
  );
}
