import { API_BASE } from '@lamplighter/contract';
import { basicClientHeader } from '../test-app';
import { formText, jsonText, multipartBody } from './body-encoders';
import type { FileKind } from './file-parts';
import { applyMutations } from './mutations';
import type { Forgery, RequestPlan } from './request-plan';

/** A request as it goes to the app. */
export interface BuiltRequest {
  method: 'GET' | 'POST' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  remoteAddress: string;
}

/** What building a request needs from the running fuzz: tokens and file contents. */
export interface BuildContext {
  adminToken: string;
  readerToken: string;
  files: Record<FileKind, Buffer>;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

function forged(forgery: Forgery, adminToken: string): string {
  switch (forgery) {
    case 'empty bearer':
      return 'Bearer';
    case 'not a token':
      return 'Bearer x.y.z';
    case 'admin token, last characters changed':
      return `Bearer ${adminToken.slice(0, -3)}${adminToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    case 'unsigned token (alg none)':
      return `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"sub":1,"sid":"x","exp":9999999999}')}.`;
    case '10,000-character token':
      return `Bearer ${'a'.repeat(10_000)}`;
    case 'wrong basic credentials':
      return `Basic ${Buffer.from('admin:wrong').toString('base64')}`;
    case 'two tokens':
      return `Bearer ${adminToken} ${adminToken}`;
  }
}

function authorization(plan: RequestPlan, context: BuildContext): string | undefined {
  switch (plan.caller) {
    case 'admin':
      return `Bearer ${context.adminToken}`;
    case 'reader':
      return `Bearer ${context.readerToken}`;
    case 'client':
      return basicClientHeader;
    case 'forged':
      return forged(plan.forgery, context.adminToken);
    case 'anonymous':
      return undefined;
  }
}

/** Writes a plan out as the request the app receives. */
export function buildRequest(
  plan: RequestPlan,
  path: string,
  inQuery: boolean,
  context: BuildContext,
): BuiltRequest {
  const input = applyMutations(plan.input, plan.mutations);
  const query = [inQuery ? formText(input, plan.arrays) : '', plan.rawQuery ?? ''].filter(Boolean).join('&');
  const headers: Record<string, string> = { ...plan.headers };
  const auth = authorization(plan, context);
  if (auth) headers.authorization = auth;
  let payload: string | Buffer | undefined;
  let contentType: string | undefined;
  if (plan.raw) {
    payload = plan.raw.payload();
    contentType = plan.raw.contentType;
  } else if (!inQuery) {
    if (plan.encoding === 'json') {
      payload = jsonText(input);
      contentType = 'application/json';
    } else if (plan.encoding === 'multipart') {
      const body = multipartBody(input, context.files);
      payload = body.payload;
      contentType = body.type;
    } else {
      payload = formText(input, plan.arrays);
      contentType = 'application/x-www-form-urlencoded';
    }
  }
  if (plan.declared !== undefined) contentType = plan.declared;
  if (contentType !== undefined && (payload !== undefined || plan.declared !== undefined)) {
    headers['content-type'] = contentType;
  }
  return {
    method: plan.method,
    url: `${API_BASE}${path}${query ? `?${query}` : ''}`,
    headers,
    payload,
    remoteAddress: `127.9.0.${plan.address}`,
  };
}

function shortened(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} characters)` : text;
}

/** The request in a few lines, long parts cut, credentials not written out. */
export function describeRequest(request: BuiltRequest, caller: string): string {
  const { authorization: _credential, ...headers } = request.headers;
  const body =
    request.payload === undefined
      ? ''
      : `\n  body: ${shortened(JSON.stringify(request.payload.toString('utf8')), 400)}`;
  return `${request.method} ${shortened(request.url, 300)} as ${caller}\n  headers: ${shortened(JSON.stringify(headers), 300)}${body}`;
}
