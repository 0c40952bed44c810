import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { WallService } from './wall.service';

export function wallRoutes(app: FastifyInstance, resolve: CallerResolver, wall: WallService): void {
  // The service gives its kept answers again: each is serialized once.
  const kept = { keptAnswers: true };
  const { power, year, weather, topProjects } = endpoints.wall;
  registerEndpoint(app, resolve, power, async ({ caller, query }) => wall.power(caller, query.hours), kept);
  registerEndpoint(app, resolve, year, async ({ caller }) => wall.year(caller), kept);
  registerEndpoint(
    app,
    resolve,
    weather,
    async ({ caller, query }) => wall.weather(caller, query.limit),
    kept,
  );
  registerEndpoint(
    app,
    resolve,
    topProjects,
    async ({ caller, query }) => wall.topProjects(caller, query.limit),
    kept,
  );
}
