import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of the whole HTTP API, built from the contract's schemas. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lamplighter HTTP API',
        description:
          'Every answer is `{status, message, data}`; `status` is 200 on success, else the HTTP status or a ' +
          'catalogue code (2001 insufficient permission, 2002 invalid token, 2003 full authentication required, ' +
          '2004 wrong username or password, 2005 user is disabled). Bodies are form-urlencoded with bracket ' +
          'arrays by default; JSON and multipart are accepted.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          client: { type: 'http', scheme: 'basic', description: 'client id and secret (token endpoint)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, uiConfig: { docExpansion: 'list' } });
}
