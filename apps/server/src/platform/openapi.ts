import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  API_BASE,
  type Endpoint,
  endpoints,
  errorBody,
  PASSWORD_MAX_LENGTH,
  PASSWORD_POLICY_MARK,
  type PasswordPolicy,
} from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];
type DocumentObject = Parameters<typeof jsonSchemaTransformObject>[0];
type JsonObject = Record<string, unknown>;

/** Every body is read from any of these (body-parsers.ts); a body with a file only from multipart. */
const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'multipart/form-data'];

/** Why each refusal comes; its body is always `{status, message, data: null}` (errorBody). */
const refusals: Record<number, string> = {
  400: 'the input is refused: `message` and `errors` name each field',
  401: 'no valid token: 2003 missing, 2002 invalid (on the token call: 2004 wrong credentials, or a wrong client)',
  403: "the role lacks the call's permission (2001), or the account is disabled (2005)",
  404: "what the input names does not exist, or is outside the caller's account subtree",
  409: 'the change conflicts with what is stored (a name or number in use, a row still referenced)',
  413: 'the body, or a file in it, is over its limit',
  415: 'the body is not form-urlencoded, JSON or multipart',
  429: 'too many calls from this address: wait `Retry-After` seconds',
  500: 'the platform failed; nothing about the cause is told',
};

/** The token call authenticates the client (HTTP Basic), not a person. */
const clientAuthenticated = new Set<Endpoint>([endpoints.auth.token]);

const byRoute = new Map<string, Endpoint>(
  Object.values(endpoints)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .map((endpoint) => [`${endpoint.method} ${API_BASE}${endpoint.path}`, endpoint]),
);

/** The refusals an endpoint can answer, by what it takes and who may call it. */
function refusalsOf(endpoint: Endpoint): number[] {
  const statuses = [500];
  const takesInput = endpoint.query !== undefined || endpoint.body !== undefined;
  if (takesInput) statuses.push(400, 404);
  if (endpoint.access !== 'public' || clientAuthenticated.has(endpoint)) statuses.push(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed-in') statuses.push(403);
  if (endpoint.body) statuses.push(409, 413, 415);
  if (endpoint.access === 'public') statuses.push(429);
  return statuses.sort();
}

function responsesOf(endpoint: Endpoint): JsonObject {
  const success =
    'parse' in endpoint.response
      ? endpoint.response
      : {
          description: 'the file',
          content: { [endpoint.response.contentType]: { schema: z.string().meta({ format: 'binary' }) } },
        };
  const responses: JsonObject = { 200: success };
  for (const status of refusalsOf(endpoint)) {
    responses[status] = {
      description: refusals[status],
      content: { 'application/json': { schema: errorBody } },
    };
  }
  return responses;
}

function takesFiles(body: unknown): boolean {
  const properties = (body as { properties?: Record<string, { format?: string }> }).properties ?? {};
  return Object.values(properties).some((property) => property.format === 'binary');
}

/**
 * One route in the document: a contract endpoint gets its answers (success, file or refusals),
 * the content types its body is read from, and the client's Basic authorization where it takes it.
 */
function documentRoute(route: RouteDocument) {
  const endpoint = byRoute.get(`${route.route.method} ${route.url}`);
  if (!endpoint || !route.schema) return jsonSchemaTransform(route);
  const schema = {
    ...route.schema,
    response: responsesOf(endpoint),
    ...(clientAuthenticated.has(endpoint) ? { security: [{ client: [] }] } : {}),
  };
  const documented = jsonSchemaTransform({ ...route, schema });
  const body = documented.schema?.body;
  if (body)
    Object.assign(documented.schema, { consumes: takesFiles(body) ? ['multipart/form-data'] : BODY_TYPES });
  return documented;
}

/** A password being set (password-field.ts) is described by the installation's policy. */
function statePasswordPolicy(node: unknown, policy: PasswordPolicy): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonObject;
  if (schema[PASSWORD_POLICY_MARK] === true) {
    delete schema[PASSWORD_POLICY_MARK];
    Object.assign(schema, { minLength: policy.minLength, maxLength: PASSWORD_MAX_LENGTH });
    if (policy.policy === 'simple') schema.pattern = '^[A-Za-z0-9_]*$';
    else {
      const rule =
        'at least three of digits, lowercase, uppercase and symbols; no character four times in a row; ' +
        `no run of four ascending or descending digits${policy.policy === 'strong-without-username' ? '; not containing the username' : ''}`;
      schema.description = schema.description ? `${schema.description}; ${rule}` : rule;
    }
  }
  for (const child of Object.values(schema)) statePasswordPolicy(child, policy);
}

/**
 * A body read from several content types is one schema in `components`, referred to from each:
 * repeated inline, the bodies tripled the document, and Swagger UI took seconds longer to open it.
 */
function shareRequestBodies(document: JsonObject): void {
  const components = document.components as JsonObject;
  components.schemas ??= {};
  const schemas = components.schemas as JsonObject;
  for (const [path, operations] of Object.entries(document.paths as Record<string, JsonObject>)) {
    for (const [method, operation] of Object.entries(operations as Record<string, JsonObject>)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)
        ?.content;
      if (!content || Object.keys(content).length < 2) continue;
      const name = `${method}${path.slice(API_BASE.length).replaceAll('/', '.')}.body`;
      schemas[name] = Object.values(content)[0]?.schema;
      for (const type of Object.values(content)) type.schema = { $ref: `#/components/schemas/${name}` };
    }
  }
}

/** The OpenAPI document of the whole HTTP API, built from the contract's schemas. */
export async function installOpenApi(app: FastifyInstance, passwordPolicy: PasswordPolicy): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lamplighter HTTP API',
        description:
          'Every answer is `{status, message, data}`; `status` is 200 on success, else the HTTP status or a ' +
          'catalogue code (2001 insufficient permission, 2002 invalid token, 2003 full authentication required, ' +
          '2004 wrong username or password, 2005 user is disabled). Bodies are form-urlencoded by default, ' +
          'nested in bracket style as qs writes them (`ids[]=1&ids[]=2`, `params[on]=true`, ' +
          '`params[points][][time]=18:30` or `params[points][0][time]=18:30`); JSON and multipart are accepted.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          client: { type: 'http', scheme: 'basic', description: 'client id and secret (token endpoint)' },
        },
      },
    },
    transform: documentRoute,
    transformObject: (document: DocumentObject) => {
      const resolved = jsonSchemaTransformObject(document);
      statePasswordPolicy(resolved, passwordPolicy);
      shareRequestBodies(resolved as JsonObject);
      return resolved;
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE}/docs`, uiConfig: { docExpansion: 'list' } });
}
