import { API_BASE, type Endpoint, endpoints } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';
import { inputSchemaOf, type JsonSchema } from './valid-input';

/** One endpoint descriptor of the contract, as the fuzz sees it. */
export interface FuzzTarget {
  /** `group.name` in the contract's catalogue, e.g. `account.resetPassword`. */
  name: string;
  group: string;
  endpoint: Endpoint;
  /** The input the endpoint reads: its query for GET, its body for POST. */
  schema: JsonSchema;
  inQuery: boolean;
  /** Answers a file or a stream when it succeeds, not the JSON envelope. */
  binary: boolean;
  isDelete: boolean;
}

/**
 * What a POST without a body schema reads itself: the upload routes take a `file` part (and the
 * brand's logo a `key`).
 */
const bodyReadByHandler: JsonSchema = {
  type: 'object',
  properties: { file: {}, key: { type: 'string', maxLength: 20 } },
};

/** Every endpoint descriptor of the contract's catalogue. */
export function fuzzTargets(): FuzzTarget[] {
  return Object.entries(endpoints).flatMap(([group, catalogue]) =>
    Object.entries(catalogue as Record<string, Endpoint>).map(([name, endpoint]) => {
      const post = endpoint.method === 'POST';
      const declared = post ? endpoint.body : endpoint.query;
      return {
        name: `${group}.${name}`,
        group,
        endpoint,
        schema: declared
          ? inputSchemaOf(declared)
          : post
            ? bodyReadByHandler
            : { type: 'object', properties: {} },
        inQuery: !post,
        binary: !('parse' in endpoint.response),
        isDelete: endpoint.path.endsWith('/delete'),
      };
    }),
  );
}

/**
 * The routes the app serves below the API base (its documentation pages aside), read from
 * Fastify's route tree: `METHOD /path` for each.
 */
export function servedApiRoutes(app: FastifyInstance): string[] {
  const served: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)(?:[├└]── )?(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1]?.length ?? 0) / 4);
    const path = `${prefixes[depth - 1] ?? ''}${match[2]}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!match[3] || !path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}/docs`)) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') served.push(`${method} ${path}`);
  }
  return served.sort();
}
