import { endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { type CallerResolver, registerEndpoint } from '../../platform/routes';
import type { PasswordResetService } from './password-reset.service';

/** The forgotten-password calls: signed out, limited like every public call. */
export function passwordResetRoutes(
  app: FastifyInstance,
  resolve: CallerResolver,
  passwordReset: PasswordResetService,
): void {
  registerEndpoint(app, resolve, endpoints.user.sendResetCode, async ({ query, ip }) =>
    passwordReset.sendCode(query.contact, { ip }),
  );

  registerEndpoint(app, resolve, endpoints.user.resetPassword, async ({ body, ip }) =>
    passwordReset.reset(body, { ip }),
  );
}
