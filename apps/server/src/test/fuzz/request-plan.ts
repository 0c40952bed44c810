import fc from 'fast-check';
import { coherent, fieldHints, type Pools } from './field-hints';
import type { FuzzTarget } from './fuzz-targets';
import { type Mutation, mutationArbitrary } from './mutations';
import { declaredContentType, type RawBody, rawBody, rawQuery } from './raw-bodies';
import { fieldsOf, validInput } from './valid-input';

/**
 * Who sends a request: the fuzz's administrator, a read-only account, nobody, the web client's
 * Basic credentials (what the token endpoint wants), or a forged credential.
 */
export type CallerKind = 'admin' | 'reader' | 'anonymous' | 'client' | 'forged';

export const forgeries = [
  'empty bearer',
  'not a token',
  'admin token, last characters changed',
  'unsigned token (alg none)',
  '10,000-character token',
  'wrong basic credentials',
  'two tokens',
] as const;
export type Forgery = (typeof forgeries)[number];

export type Encoding = 'query' | 'form' | 'json' | 'multipart';
export type ArrayFormat = 'brackets' | 'indices' | 'repeat' | 'comma';

/** Everything one fuzz request is made of; built into a real request by `buildRequest`. */
export interface RequestPlan {
  caller: CallerKind;
  forgery: Forgery;
  method: 'GET' | 'POST' | 'HEAD';
  input: Record<string, unknown>;
  mutations: Mutation[];
  encoding: Encoding;
  arrays: ArrayFormat;
  /** A content type declared over a body encoded otherwise. */
  declared: string | undefined;
  /** A whole body sent instead of the encoded input. */
  raw: RawBody | undefined;
  /** Text appended to the query string unencoded. */
  rawQuery: string | undefined;
  headers: Record<string, string>;
  /** The last part of the client's address (127.9.0.N), spreading requests over per-address limits. */
  address: number;
}

function sometimes<T>(arbitrary: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | undefined> {
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 100 - percent },
    { arbitrary, weight: percent },
  );
}

function weighted<T>(weights: [T, number][]): fc.Arbitrary<T> {
  return fc.oneof(
    ...weights
      .filter(([, weight]) => weight > 0)
      .map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })),
  );
}

const oddHeaders = fc.record(
  {
    'accept-language': fc.constantFrom(
      'zh-CN;q=abc',
      ',,,',
      '*;q=0',
      'x'.repeat(300),
      'zh-TW, en;q=0.1, *;q=2',
    ),
    'x-forwarded-for': fc.constantFrom('not-an-ip', '::ffff:1.2.3.4, , 999.1.1.1', ''),
    accept: fc.constantFrom('application/xml', 'text/event-stream', '*/*;q=x'),
  },
  { requiredKeys: [] },
);

/**
 * Requests to one endpoint: a valid-looking input (from its schema and the fuzz's records) sent
 * as is about one time in four, else mutated field by field, replaced by a malformed body or query,
 * declared with a wrong content type, or sent with odd headers; by the administrator mostly, and
 * by a read-only account, nobody or a forged credential.
 */
export function planArbitrary(target: FuzzTarget, pools: Pools): fc.Arbitrary<RequestPlan> {
  const post = target.endpoint.method === 'POST';
  const publicEndpoint = target.endpoint.access === 'public';
  const hints = fieldHints(target.group, target.isDelete, pools);
  // A file goes in a multipart body, so an upload's valid requests are mostly multipart.
  const takesFile = 'file' in (target.schema.properties ?? {});
  return fc.record({
    caller: weighted<CallerKind>([
      ['admin', publicEndpoint ? 3 : 12],
      ['reader', 2],
      ['anonymous', publicEndpoint ? 3 : 1],
      ['client', publicEndpoint ? 4 : 0],
      ['forged', 1],
    ]),
    forgery: fc.constantFrom(...forgeries),
    method: post
      ? fc.constant('POST' as const)
      : weighted<'GET' | 'HEAD'>([
          ['GET', 19],
          ['HEAD', 1],
        ]),
    input: (validInput(target.schema, hints) as fc.Arbitrary<Record<string, unknown>>).map((input) =>
      coherent(input, pools),
    ),
    mutations: fc.oneof(
      { arbitrary: fc.constant<Mutation[]>([]), weight: 1 },
      {
        arbitrary: fc.array(mutationArbitrary(fieldsOf(target.schema)), { minLength: 1, maxLength: 3 }),
        weight: 3,
      },
    ),
    encoding: post
      ? weighted<Encoding>([
          ['form', 3],
          ['json', 2],
          ['multipart', takesFile ? 6 : 1],
        ])
      : fc.constant('query' as const),
    arrays: weighted<ArrayFormat>([
      ['brackets', 4],
      ['indices', 1],
      ['repeat', 1],
      ['comma', 1],
    ]),
    declared: post ? sometimes(declaredContentType, 8) : sometimes(fc.constant('application/json'), 3),
    raw: post ? sometimes(rawBody, 15) : fc.constant(undefined),
    rawQuery: sometimes(rawQuery, post ? 4 : 12),
    headers: fc.oneof({ arbitrary: fc.constant({}), weight: 9 }, oddHeaders),
    address: fc.integer({ min: 1, max: 250 }),
  });
}

/** One request as the administrator with no input of its own: the base of the fixed checks. */
export function plainPlan(target: FuzzTarget, changes: Partial<RequestPlan>): RequestPlan {
  const post = target.endpoint.method === 'POST';
  return {
    caller: 'admin',
    forgery: 'empty bearer',
    method: post ? 'POST' : 'GET',
    input: {},
    mutations: [],
    encoding: post ? 'form' : 'query',
    arrays: 'brackets',
    declared: undefined,
    raw: undefined,
    rawQuery: undefined,
    headers: {},
    address: 1,
    ...changes,
  };
}
