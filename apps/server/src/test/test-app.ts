import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildPlatform } from '../app';
import { type Config, loadConfig } from '../config';
import type { Store } from '../db/client';
import type { BroadcastsModule } from '../modules/broadcasts/broadcasts.module';
import type { WarningMonitor } from '../modules/warnings/warning-monitor';
import type { EventBus } from '../platform/event-bus';
import type { DeviceBroker } from '../transport/mqtt/device-broker';
import { openTestStore } from './test-store';

export const ADMIN_PASSWORD = 'Lamp#Admin7x';
export const WEB_CLIENT = { id: 'web', secret: 'web' };

export interface ApiAnswer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  body: {
    status: number;
    message: string;
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in each test
    data: any;
    errors?: { field: string; key: string; params: Record<string, string | number>; message: string }[];
    /** The message's i18n key and values, on refusals that have one. */
    key?: string;
    params?: Record<string, string | number>;
  };
  raw: LightMyRequestResponse;
}

interface CallOptions {
  token?: string | undefined;
  query?: Record<string, string | number | string[] | number[]>;
  /** Sent form-urlencoded with bracket arrays, as the web client sends it. */
  form?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  /** The client address the server sees; each test file may use its own to stay clear of rate limits. */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  deviceBroker: DeviceBroker;
  events: EventBus;
  monitor: WarningMonitor;
  /** Audio broadcasts: `runDue()` sends the occurrences that have come by the test's clock. */
  broadcasts: BroadcastsModule;
  /** Resolves once the device data received so far is stored and rated, and sent messages delivered. */
  settled(): Promise<void>;
  store: Store;
  config: Config;
  get(path: string, options?: CallOptions): Promise<ApiAnswer>;
  post(path: string, options?: CallOptions): Promise<ApiAnswer>;
  /** Signs in through the token endpoint and answers the access token. */
  signIn(username: string, password: string): Promise<string>;
  signInTokens(username: string, password: string, remoteAddress?: string): Promise<ApiAnswer>;
  close(): Promise<void>;
}

export function encodeForm(form: NonNullable<CallOptions['form']>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

function encodeQuery(query: NonNullable<CallOptions['query']>): string {
  return encodeForm(query as NonNullable<CallOptions['form']>);
}

export const basicClientHeader = `Basic ${Buffer.from(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`).toString('base64')}`;

/**
 * The configuration of the test platform: `env` over the harness's own settings. Passwords are
 * hashed at the test cost unless `env` asks for the standard one (timing checks do).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ADMIN_PASSWORD,
    DATA_DIR: '/nonexistent',
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: 'test',
    ...env,
  });
}

/** Settings that change what the platform's first start writes (the admin account). */
const firstStartSettings = ['ADMIN_PASSWORD', 'PASSWORD_POLICY', 'PASSWORD_MIN_LENGTH', 'PASSWORD_HASH_COST'];

/**
 * The real application on a fresh real store, driven through Fastify's inject. Each test file
 * starts its own and closes it in afterAll. The store is a copy of the run's bootstrapped
 * template unless `env` changes the first start, which then happens on a migrated copy.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'now' | 'webDist' | 'deviceSink' | 'listenMqtt' | 'captchas'> & {
    logLines?: string[];
  } = {},
): Promise<TestApp> {
  const ownFirstStart = firstStartSettings.some((name) => name in env);
  const store = await openTestStore(ownFirstStart ? 'migrated' : 'bootstrapped');
  const config = testConfig(env);
  const { logLines, ...rest } = options;
  const { app, deviceBroker, events, monitor, broadcasts, settled } = await buildPlatform({
    config,
    store,
    logLevel: logLines ? 'trace' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...(logLines ? { logStream: { write: (line: string) => logLines.push(line) } } : {}),
    ...rest,
  });
  await app.ready();

  async function call(method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      payload = encodeForm(opts.form);
    } else if (opts.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(opts.json);
    }
    const query = opts.query ? `?${encodeQuery(opts.query)}` : '';
    const raw = await app.inject({
      method,
      url: `/prod-api${path}${query}`,
      headers,
      payload,
      remoteAddress: opts.remoteAddress ?? '127.0.0.1',
    });
    let body: ApiAnswer['body'];
    try {
      body = raw.json();
    } catch {
      body = { status: raw.statusCode, message: raw.body, data: null };
    }
    return { statusCode: raw.statusCode, headers: raw.headers, body, raw };
  }

  const signInTokens = (username: string, password: string, remoteAddress?: string) =>
    call('POST', '/remote/token', {
      remoteAddress,
      headers: { authorization: basicClientHeader },
      form: { grant_type: 'password', username, password },
    });

  return {
    app,
    deviceBroker,
    events,
    monitor,
    broadcasts,
    settled,
    store,
    config,
    get: (path, opts) => call('GET', path, opts),
    post: (path, opts) => call('POST', path, opts),
    signInTokens,
    signIn: async (username, password) => {
      const answer = await signInTokens(username, password);
      if (answer.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${answer.body.message}`);
      return answer.body.data.access_token as string;
    },
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
