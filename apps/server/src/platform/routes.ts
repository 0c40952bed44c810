import { type Access, API_BASE, type AuditAction, type Endpoint, unfitTextAt } from '@lamplighter/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { bodyIsText, readMultipartBody } from './body-parsers';
import type { Caller } from './caller';
import { fail, type MessageRef } from './errors';
import { coerceText } from './text-coercion';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']> extends { data: infer D }
    ? D
    : never
  : never;

export interface RouteContext<E extends Endpoint> {
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** Present on every endpoint whose access is not `public`. */
  caller: E['access'] extends 'public' ? Caller | undefined : Caller;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** An endpoint that takes a file with its own size limit, and the message of a file over it. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: MessageRef;
  /**
   * The handler reads the file as a stream (`uploadedFileStream`) instead of finding it whole in
   * the body: for files too large to hold in memory.
   */
  stream?: boolean;
}

/** What a route may say of its answers beyond the endpoint's descriptor. */
export interface EndpointOptions {
  upload?: UploadLimit;
  /**
   * The handler gives the same answer object many times (from a cache) and never changes one once
   * given: each is validated and serialized once, and its text sent again after that.
   */
  keptAnswers?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint's access, for hooks that treat public calls apart (their per-address limit). */
    access?: Access;
    /** Read by the error handler: the 413 of a file over this route's limit names it. */
    uploadTooLarge?: MessageRef;
    /** The endpoint's audit action, for the hook that records changes refused before their service. */
    audit?: AuditAction;
  }
}

/** Finds the caller of a request from its Bearer token, or says why there is none. */
export type CallerResolver = (accessToken: string) => Promise<Caller>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The caller, if the request carries a valid token; used by public endpoints that adapt to one. */
export async function optionalCaller(
  request: FastifyRequest,
  resolve: CallerResolver,
): Promise<Caller | undefined> {
  const token = bearerToken(request);
  return token ? resolve(token) : undefined;
}

async function authorize(endpoint: Endpoint, request: FastifyRequest, resolve: CallerResolver) {
  if (endpoint.access === 'public') return optionalCaller(request, resolve).catch(() => undefined);
  const token = bearerToken(request);
  if (!token) throw fail.authenticationRequired();
  const caller = await resolve(token);
  // Known before the permission check, so that its refusal can be audited.
  callers.set(request, caller);
  if (endpoint.access !== 'signed-in' && !caller.permissions.has(endpoint.access)) {
    throw fail.insufficientPermission();
  }
  return caller;
}

const callers = new WeakMap<FastifyRequest, Caller | undefined>();
/** Requests whose handler ran: from there on, their service answers for the audit. */
const handled = new WeakSet<FastifyRequest>();

/**
 * The signed-in caller of a request that failed before its handler ran (refused for its access or
 * its input, which no service saw); undefined once the handler ran or when nobody is signed in.
 */
export function callerRefusedBeforeHandler(request: FastifyRequest): Caller | undefined {
  return handled.has(request) ? undefined : callers.get(request);
}

/**
 * What every input meets before its schema: no control character in any text or key, whatever the
 * field (the contract's control-characters.ts), and an absent body read as an empty one, so that
 * each required field is named rather than the body as a whole.
 */
function screenInput(endpoint: Endpoint, request: FastifyRequest): void {
  const unfit = unfitTextAt(request.query, 'query') ?? unfitTextAt(request.body, 'body');
  if (unfit) throw fail.invalidField(unfit.path, unfit.key, { field: unfit.path });
  if (endpoint.body && (request.body === undefined || request.body === null)) request.body = {};
}

/** Query strings, forms and multipart fields are text: read them as the endpoint's schemas expect. */
function readTextAsTyped(endpoint: Endpoint, request: FastifyRequest): void {
  if (endpoint.query) request.query = coerceText(endpoint.query, request.query);
  if (endpoint.body && bodyIsText(request)) request.body = coerceText(endpoint.body, request.body);
}

/**
 * Registers one endpoint of the contract: its schemas validate the input and shape the answer,
 * access is checked before the handler runs, and the handler's result becomes `data`.
 * A handler that answers binary content sends it itself through `reply`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  resolve: CallerResolver,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<Answer<E>> | Promise<void>,
  options: EndpointOptions = {},
): void {
  const binary = !('parse' in endpoint.response);
  const { upload } = options;
  const url = `${API_BASE}${endpoint.path}`;
  const sendKept =
    options.keptAnswers && 'parse' in endpoint.response
      ? keptAnswerSender(endpoint.response, endpoint.method, url)
      : undefined;
  app.route({
    method: endpoint.method,
    url,
    config: {
      access: endpoint.access,
      ...(endpoint.audit ? { audit: endpoint.audit } : {}),
      ...(upload
        ? { multipartOptions: { limits: { fileSize: upload.maxBytes } }, uploadTooLarge: upload.tooLarge }
        : {}),
    },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(binary ? {} : { response: { 200: endpoint.response } }),
    },
    // Who is calling is settled before the input is read and validated: 401 and 403 come before 400,
    // and no file is taken in for a caller who may not call.
    preValidation: async (request) => {
      callers.set(request, await authorize(endpoint, request, resolve));
      if (!upload?.stream) await readMultipartBody(request);
      screenInput(endpoint, request);
      readTextAsTyped(endpoint, request);
    },
    handler: async (request, reply) => {
      handled.add(request);
      const caller = callers.get(request);
      const context = {
        query: request.query,
        body: request.body,
        caller,
        ip: request.ip,
        request,
        reply,
      } as RouteContext<E>;
      const data = await handler(context);
      if (binary || reply.sent) return reply;
      if (sendKept && typeof data === 'object' && data !== null) return sendKept(reply, data);
      return { status: 200, message: 'success', data: data ?? null };
    },
  });
}

/** Sends an answer object as text serialized by the endpoint's schema, once per object. */
function keptAnswerSender(schema: z.ZodType, method: string, url: string) {
  const serialize = serializerCompiler({
    schema,
    method,
    url,
    httpStatus: '200',
  }) as (answer: unknown) => string;
  const texts = new WeakMap<object, string>();
  return (reply: FastifyReply, data: object) => {
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize({ status: 200, message: 'success', data });
      texts.set(data, text);
    }
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
