import {
  type ErrorBody,
  endpoints,
  type Language,
  type MessageKey,
  messages,
  type TokenPair,
  translate,
} from '@lamplighter/contract';
import { encodeForm } from './form-encoding';
import type { StoredTokens, TokenStore } from './token-store';

/** The request timeout, how long a message stays, and how early a token is renewed. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const MESSAGE_DURATION_MS = 5_000;
export const REFRESH_THRESHOLD_MS = 86_400_000;

export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  /** On a failure: the message's key and values, to show it in the user's language. */
  key?: string;
  params?: Record<string, string | number>;
  /** On refused input: each field with its message key and values. */
  errors?: ErrorBody['errors'];
}

/** A key this build has a message for, in both languages. */
export function isMessageKey(key: string | undefined): key is MessageKey {
  return key !== undefined && Object.hasOwn(messages, key);
}

export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly httpStatus: number,
    /** The server's message key and values, when it sent them (e.g. `params.captcha`), and its refused fields. */
    readonly ref: Pick<Envelope<unknown>, 'key' | 'params' | 'errors'> = {},
  ) {
    super(message);
  }
}

/** What the sign-in sends once the server asked for a captcha. */
export interface CaptchaAnswer {
  captchaid: string;
  captcha: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  /** Fields, a form, or bytes sent as they are (a Blob names its own type). */
  data?: Record<string, unknown> | FormData | Blob;
  /** Form-urlencoded by default; JSON or multipart when asked. */
  contentType?: 'form' | 'json' | 'multipart';
  /** No error message shown; the caller handles the rejection. */
  silent?: boolean;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  client: { id: string; secret: string };
  language: () => Language;
  showError: (message: string, durationMs: number) => void;
  /** The session is over (invalid token, authentication required, refresh refused): go to sign-in. */
  onSessionEnded: (message: string) => void;
  fetch?: typeof fetch;
  now?: () => number;
}

const sessionEndingCodes = new Set([2002, 2003]);

/**
 * The one request module of the web client (seed sections 7 and 8): base path, 60 s timeout,
 * form bodies with bracket arrays, Bearer tokens, success only on body status 200, the error
 * catalogue in the user's language, and the silent token refresh shared by concurrent calls.
 */
export class ApiClient {
  private refreshing: Promise<void> | undefined;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.now = options.now ?? Date.now;
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    await this.renewIfExpired();
    const answer = await this.send<T>(path, options, this.options.tokens.get()?.accessToken);
    this.refreshSoonIfDue();
    return answer;
  }

  /**
   * A file answer (export, image) as a Blob, with the same authorization, language and errors;
   * `form` makes it a POST with that form body (the history export); `silent` leaves a refusal to
   * the caller.
   */
  async blob(
    path: string,
    params?: Record<string, unknown>,
    form?: Record<string, unknown>,
    { silent = false }: { silent?: boolean } = {},
  ): Promise<Blob> {
    const response = await this.fetchWithTimeout(this.url(path, params), {
      method: form ? 'POST' : 'GET',
      headers: {
        'accept-language': this.languageHeader(),
        ...this.authorization(this.options.tokens.get()?.accessToken),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: encodeForm(form as Parameters<typeof encodeForm>[0]) } : {}),
    });
    if (!response.ok) await this.parse(response, silent);
    return response.blob();
  }

  /**
   * A multipart POST that reports how much of its body went out (`onProgress`, 0 to 100), which
   * fetch cannot tell: sent with XMLHttpRequest, answered and refused like any other call.
   */
  async upload<T>(
    path: string,
    {
      params,
      data,
      silent = false,
    }: Pick<RequestOptions, 'params' | 'silent'> & { data: Record<string, unknown> },
    onProgress: (percent: number) => void,
  ): Promise<Envelope<T>> {
    await this.renewIfExpired();
    const response = await new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', this.url(path, params));
      request.timeout = REQUEST_TIMEOUT_MS;
      request.setRequestHeader('accept-language', this.languageHeader());
      const bearer = this.authorization(this.options.tokens.get()?.accessToken).authorization;
      if (bearer) request.setRequestHeader('authorization', bearer);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => resolve(new Response(request.responseText, { status: request.status }));
      const failWith = (key: 'error.network' | 'error.timeout') => () =>
        reject(this.fail(translate(key, this.options.language()), 0, 0, silent));
      request.onerror = failWith('error.network');
      request.ontimeout = failWith('error.timeout');
      request.send(toFormData(data));
    });
    return this.parse<T>(response, silent);
  }

  async signIn(username: string, password: string, captcha?: CaptchaAnswer): Promise<void> {
    const answer = await this.tokenCall({
      grant_type: 'password',
      username: username.trim(),
      password,
      ...captcha,
    });
    this.options.tokens.save(answer.data, this.now());
  }

  async signOut(): Promise<void> {
    const tokens = this.options.tokens.get();
    if (tokens)
      await this.send(endpoints.auth.logout.path, { method: 'POST', silent: true }, tokens.accessToken).catch(
        () => undefined,
      );
    this.options.tokens.clear();
  }

  /** An access token that ran out while the tab slept is renewed first, if the refresh token lives. */
  private async renewIfExpired(): Promise<void> {
    const tokens = this.options.tokens.get();
    if (tokens && tokens.accessExpiresAt <= this.now() && tokens.refreshExpiresAt > this.now()) {
      await this.refreshOnce();
    }
  }

  private refreshSoonIfDue(): void {
    const tokens = this.options.tokens.get();
    if (!tokens || !this.refreshDue(tokens)) return;
    this.refreshOnce().catch(() => undefined);
  }

  private refreshDue(tokens: StoredTokens): boolean {
    const now = this.now();
    return tokens.accessExpiresAt - now < REFRESH_THRESHOLD_MS && tokens.refreshExpiresAt > now;
  }

  /** Concurrent callers share one refresh. */
  private refreshOnce(): Promise<void> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<void> {
    const tokens = this.options.tokens.get();
    if (!tokens) return;
    const answer = await this.tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    this.options.tokens.save(answer.data, this.now());
  }

  private tokenCall(form: Record<string, string>): Promise<Envelope<TokenPair>> {
    const basic = btoa(`${this.options.client.id}:${this.options.client.secret}`);
    const token = endpoints.auth.token;
    return this.send<TokenPair>(
      token.path,
      { method: token.method, data: form },
      undefined,
      `Basic ${basic}`,
    );
  }

  private async send<T>(
    path: string,
    options: RequestOptions,
    accessToken: string | undefined,
    authorization?: string,
  ): Promise<Envelope<T>> {
    const method = options.method ?? (options.data ? 'POST' : 'GET');
    const headers: Record<string, string> = {
      'accept-language': this.languageHeader(),
      ...this.authorization(accessToken),
      ...(authorization ? { authorization } : {}),
    };
    let body: BodyInit | undefined;
    if (options.data instanceof Blob) {
      headers['content-type'] = options.data.type || 'application/octet-stream';
      body = options.data;
    } else if (options.data instanceof FormData || options.contentType === 'multipart') {
      body = options.data instanceof FormData ? options.data : toFormData(options.data ?? {});
    } else if (options.data && options.contentType === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.data);
    } else if (options.data) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = encodeForm(options.data as Parameters<typeof encodeForm>[0]);
    }
    let response: Response;
    try {
      response = await this.fetchWithTimeout(this.url(path, options.params), { method, headers, body });
    } catch (error) {
      const key = (error as Error).name === 'TimeoutError' ? 'error.timeout' : 'error.network';
      throw this.fail(translate(key, this.options.language()), 0, 0, options.silent);
    }
    return this.parse<T>(response, options.silent ?? false);
  }

  private async parse<T>(response: Response, silent: boolean): Promise<Envelope<T>> {
    let body: Envelope<T> | undefined;
    try {
      body = (await response.json()) as Envelope<T>;
    } catch {
      body = undefined;
    }
    if (body && body.status === 200) return body;
    const status = body?.status ?? response.status;
    const lang = this.options.language();
    const serverMessage = body?.message ?? '';
    const refreshRefused = serverMessage.startsWith('Invalid refresh token');
    let message: string;
    if (status >= 2001 && status <= 2005) message = translate(`error.${status}` as 'error.2001', lang);
    else if (refreshRefused) message = translate('error.loginExpired', lang);
    else if (body?.errors?.length) message = fieldMessages(body.errors, lang);
    else if (isMessageKey(body?.key)) message = translate(body.key, lang, body.params);
    else message = serverMessage || translate('error.generic', lang);
    if (sessionEndingCodes.has(status) || refreshRefused) {
      this.options.tokens.clear();
      this.options.onSessionEnded(message);
    }
    const ref = {
      ...(body?.key ? { key: body.key } : {}),
      ...(body?.params ? { params: body.params } : {}),
      ...(body?.errors?.length ? { errors: body.errors } : {}),
    };
    throw this.fail(message, status, response.status, silent, ref);
  }

  private fail(
    message: string,
    status: number,
    httpStatus: number,
    silent?: boolean,
    ref?: RequestError['ref'],
  ): RequestError {
    if (!silent) this.options.showError(message, MESSAGE_DURATION_MS);
    return new RequestError(message, status, httpStatus, ref);
  }

  private languageHeader(): string {
    return this.options.language() === 'zh' ? 'zh-CN' : 'en';
  }

  private authorization(accessToken: string | undefined): Record<string, string> {
    return accessToken ? { authorization: `Bearer ${accessToken}` } : {};
  }

  private url(path: string, params?: Record<string, unknown>): string {
    const query = params ? encodeForm(params as Parameters<typeof encodeForm>[0]) : '';
    return `${this.options.baseUrl}${path}${query ? `?${query}` : ''}`;
  }

  private fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
    return this.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }
}

/** The refused fields of an answer in the user's language; the server's English for an unknown key. */
function fieldMessages(errors: NonNullable<ErrorBody['errors']>, lang: Language): string {
  return errors
    .map((error) => (isMessageKey(error.key) ? translate(error.key, lang, error.params) : error.message))
    .join('; ');
}

function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Blob) form.append(key, value);
    else if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
