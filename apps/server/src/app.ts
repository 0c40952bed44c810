import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import type { Store } from './db/client';
import { AccountsQueries } from './modules/accounts/accounts.queries';
import { AccountsRepository } from './modules/accounts/accounts.repository';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { AccountsService } from './modules/accounts/accounts.service';
import { AuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { AuditService } from './modules/audit/audit.service';
import { AccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { CallerCache } from './modules/auth/caller-cache';
import { PasswordHasher } from './modules/auth/password-hasher';
import { SessionRevoker } from './modules/auth/session-revoker';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { MenusRepository } from './modules/menus/menus.repository';
import { ReferenceRepository } from './modules/reference/reference.repository';
import { referenceRoutes } from './modules/reference/reference.routes';
import { RolesRepository } from './modules/roles/roles.repository';
import { SettingsRepository } from './modules/settings/settings.repository';
import { installBodyParsers, parseForm } from './platform/body-parsers';
import { installErrorHandler } from './platform/error-handler';
import { loggerOptions } from './platform/logger';
import { installOpenApi } from './platform/openapi';
import type { CallerResolver } from './platform/routes';

export interface BuildOptions {
  config: Config;
  store: Store;
  /** Overrides the logger, e.g. a silent one in tests. */
  logLevel?: string;
  now?: () => number;
}

/**
 * The composition root: store -> repositories -> services -> routes, spelled out so that every
 * dependency can be followed by reading this one function.
 */
export async function buildApp({
  config,
  store,
  logLevel,
  now = Date.now,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logLevel ?? config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseForm },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await installBodyParsers(app, { fileBytes: config.faceMaxBytes });
  await installOpenApi(app);

  const { db } = store;
  const settings = new SettingsRepository(db);
  const accountsRepository = new AccountsRepository(db);
  const rolesRepository = new RolesRepository(db);
  const menusRepository = new MenusRepository(db);
  const referenceRepository = new ReferenceRepository(db);
  const sessionsRepository = new SessionsRepository(db);
  const auditRepository = new AuditRepository(db);

  const hasher = new PasswordHasher();
  await bootstrap({
    config,
    log: app.log,
    settings,
    roles: rolesRepository,
    menus: menusRepository,
    accounts: accountsRepository,
    reference: referenceRepository,
    hasher,
  });

  const audit = new AuditService(auditRepository, app.log);
  const tokens = new AccessTokens(await settings.getOrCreate('token_signing_key', AccessTokens.generateKey));
  const callerCache = new CallerCache();
  const revoker = new SessionRevoker(sessionsRepository, callerCache);
  const auth = new AuthService(
    accountsRepository,
    sessionsRepository,
    revoker,
    callerCache,
    tokens,
    hasher,
    audit,
    {
      accessTtlSeconds: config.accessTokenTtl,
      refreshTtlSeconds: config.refreshTokenTtl,
      signInAttemptsPerMinute: config.signInAttemptsPerMinute,
    },
    now,
  );
  const resolve: CallerResolver = (token) => auth.resolveCaller(token);
  const accounts = new AccountsService(
    accountsRepository,
    new AccountsQueries(db),
    hasher,
    revoker,
    audit,
    config.passwordPolicy,
    now,
  );

  authRoutes(app, resolve, auth, config.webClient);
  accountRoutes(app, resolve, accounts);
  referenceRoutes(app, resolve, referenceRepository);
  auditRoutes(app, resolve, audit);

  return app;
}
