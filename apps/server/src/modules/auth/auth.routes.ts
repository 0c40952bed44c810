import { API_BASE, endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { AuthService } from './auth.service';
import type { CaptchaService } from './captcha.service';
import { authenticateClient, type ClientCredentials, refuseCredentialsInQuery } from './client-credentials';

export function authRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  auth: AuthService,
  client: ClientCredentials,
  captchas: CaptchaService,
): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === `${API_BASE}${endpoints.auth.token.path}`) {
      refuseCredentialsInQuery(request);
    }
  });

  registerEndpoint(app, resolve, endpoints.auth.token, async ({ body, request, ip }) => {
    const clientId = authenticateClient(request, client);
    const actor = { ip };
    if (body.grant_type === 'password') {
      const userAgent = request.headers['user-agent'] ?? '';
      const { username, password, captchaid, captcha } = body;
      return auth.signIn({ username, password, captchaid, captcha, clientId, userAgent }, actor);
    }
    return auth.refresh(body.refresh_token, actor);
  });

  registerEndpoint(app, resolve, endpoints.auth.captcha, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return captchas.issue();
  });

  registerEndpoint(app, resolve, endpoints.auth.logout, async ({ caller, ip }) => {
    await auth.signOut(caller, { caller, ip });
  });
}
