import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { DeviceColumns } from './device-columns';
import { sendPoints } from './points-reply';

/** The 3D view's columns: binary, revalidated by ETag and gzipped as the map's points are. */
export function deviceColumnRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  columns: DeviceColumns,
): void {
  registerEndpoint(
    app,
    resolve,
    endpoints.deviceColumns.columns,
    async ({ caller, query, request, reply }) => {
      await sendPoints(request, reply, await columns.of(caller, query));
    },
  );
}
