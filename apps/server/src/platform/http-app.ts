import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { installBodyParsers, parseForm } from './body-parsers';
import { clientErrorHandler, expectationFailed, frameworkErrors } from './client-errors';
import { installErrorHandler } from './error-handler';
import { AccessLog, loggerOptions } from './logger';
import { installOpenApi } from './openapi';
import { installSecurityHeaders } from './security-headers';

/**
 * The HTTP app before any module: logging, limits, parsers, the one error handler, security
 * headers and the OpenAPI document that the modules' routes fill.
 */
export async function createHttpApp(
  config: Config,
  log: { level: string; stream?: { write(line: string): void } | undefined },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(log.level, log.stream),
    logController: new AccessLog(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    keepAliveTimeout: config.keepAliveMs,
    routerOptions: { querystringParser: parseForm },
    clientErrorHandler,
    frameworkErrors,
  });
  app.server.on('checkExpectation', expectationFailed);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, { tileUrl: config.map.tileUrl });
  await installBodyParsers(app, { fileBytes: config.faceMaxBytes });
  await installOpenApi(app, config.passwordPolicy);
  return app;
}
