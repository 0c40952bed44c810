import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../platform/errors';

export interface ClientCredentials {
  id: string;
  secret: string;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The client of a token request, from its Basic authorization header. Only the first-party web
 * client is registered, so only it may use the password grant.
 */
export function authenticateClient(request: FastifyRequest, registered: ClientCredentials): string {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  const id = colon >= 0 ? decoded.slice(0, colon) : '';
  const secret = colon >= 0 ? decoded.slice(colon + 1) : '';
  if (!sameText(id, registered.id) || !sameText(secret, registered.secret)) {
    const error = fail.unauthorized('error.invalidClient');
    error.headers['www-authenticate'] = 'Basic realm="lamplighter"';
    throw error;
  }
  return id;
}

const credentialNames = ['username', 'password', 'refresh_token', 'client_secret', 'grant_type'];

/** Credentials in a URL end up in logs and browser history: refuse them outright. */
export function refuseCredentialsInQuery(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && credentialNames.some((name) => name in query)) {
    throw fail.badRequestKey('error.credentialsInQuery');
  }
}
