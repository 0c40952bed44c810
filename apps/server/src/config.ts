import path from 'node:path';
import {
  CAMERA_MAX_STREAMS_DEFAULT,
  MEDIA_MAX_MB_DEFAULT,
  type MediaKind,
  passwordPolicies,
} from '@lamplighter/contract';
import { z } from 'zod';

const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** A duration in seconds: `900`, `15m`, `12h` or `30d`. */
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, 'a duration such as 900, 15m, 12h or 30d')
  .transform((text) => {
    const unit = text.at(-1) ?? '';
    return unit in unitSeconds ? Number(text.slice(0, -1)) * (unitSeconds[unit] ?? 1) : Number(text);
  })
  .pipe(z.number().int().positive());

const port = z.coerce.number().int().min(0).max(65535);
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A raster tile URL template with {z}, {x} and {y}: absolute http(s), or a path on this origin. */
const tileUrl = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^(https?:\/\/|\/)/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
    'an http(s) URL or a /path with {z}, {x} and {y}, or empty for the plain background',
  );

/** Every setting, its environment variable and its default. The README lists the same. */
const configSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  ATTACHMENT_DIR: optionalText,
  MEDIA_DIR: optionalText,
  MEDIA_MAX_IMAGE_MB: z.coerce.number().int().min(1).max(10_000).default(MEDIA_MAX_MB_DEFAULT.image),
  MEDIA_MAX_VIDEO_MB: z.coerce.number().int().min(1).max(100_000).default(MEDIA_MAX_MB_DEFAULT.video),
  MEDIA_MAX_AUDIO_MB: z.coerce.number().int().min(1).max(10_000).default(MEDIA_MAX_MB_DEFAULT.audio),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  REDIS_URL: optionalText.refine(
    (value) => value === undefined || /^rediss?:\/\//.test(value),
    'a redis:// or rediss:// URL',
  ),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash or underscore, at most 64')
    .default('lamplighter'),
  ADMIN_PASSWORD: optionalText,
  WEB_CLIENT_ID: z.string().min(1).default('web'),
  WEB_CLIENT_SECRET: z.string().min(1).default('web'),
  ACCESS_TOKEN_TTL: duration.default(172800),
  REFRESH_TOKEN_TTL: duration.default(2592000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MQTT_PORT: port.default(1883),
  MQTT_WS: flag.default(false),
  MQTT_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).max(16777216).default(65536),
  PASSWORD_POLICY: z.enum(passwordPolicies).default('strong'),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(20).default(8),
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  SIGNIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SIGNIN_CAPTCHA_AFTER: z.coerce.number().int().min(0).max(100).default(3),
  SIGNIN_FAILURE_WINDOW: duration.default(900),
  SIGNIN_MAX_DELAY: duration.default(900),
  CAPTCHA_TTL: duration.default(120),
  PUBLIC_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  FACE_LINK_TTL: duration.default(3600),
  BODY_LIMIT: z.coerce.number().int().positive().default(1048576),
  FACE_MAX_BYTES: z.coerce.number().int().positive().default(2097152),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Lamplighter <no-reply@localhost>'),
  SMS_WEBHOOK_URL: optionalText,
  TRUST_PROXY: flag.default(false),
  HTTP_KEEP_ALIVE: duration.pipe(z.number().max(3600)).default(5),
  MAP_TILE_URL: tileUrl.default(''),
  MAP_ATTRIBUTION: z.string().trim().max(300).default(''),
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(400),
  DEVICE_OFFLINE_SECONDS: z.coerce.number().int().min(10).max(604800).default(600),
  OFFLINE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
  LIVE_MAX_BUFFERED_BYTES: z.coerce.number().int().min(4096).default(1048576),
  SIMULATOR: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['on', 'off']).optional()),
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(30).default(30),
  SIMULATOR_CAMERA_VIDEO: z.enum(['pattern', 'loop']).default('pattern'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  ESPEAK_PATH: z.string().min(1).default('espeak-ng'),
  CAMERA_MAX_STREAMS: z.coerce.number().int().min(0).max(1000).default(CAMERA_MAX_STREAMS_DEFAULT),
  CAMERA_LINK_TTL: duration.default(7200),
  CAMERA_SNAPSHOT_TIMEOUT: duration.default(5),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where after-sales attachments are kept: ATTACHMENT_DIR, else `attachments` in the data directory. */
  attachmentDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL; undefined: twice this machine's cores, at least 4 (see `openStore`). */
  databasePoolSize: number | undefined;
  /**
   * Several processes of one installation share a Redis: the broker's bus and sessions and the
   * platform's events go through it, under `prefix` (keys and channels alike).
   */
  redis: { url: string; prefix: string } | undefined;
  adminPassword: string | undefined;
  webClient: { id: string; secret: string };
  accessTokenTtl: number;
  refreshTokenTtl: number;
  logLevel: string;
  /** The device API's MQTT broker: its TCP port, MQTT over WebSocket at `/mqtt`, the largest message. */
  mqtt: { port: number; webSocket: boolean; maxMessageBytes: number };
  passwordPolicy: { policy: (typeof passwordPolicies)[number]; minLength: number };
  /** argon2id's cost for stored passwords: `standard` everywhere but in automated tests. */
  passwordHashCost: 'standard' | 'test';
  signInAttemptsPerMinute: number;
  /**
   * Failed sign-ins: a captcha once an address or a username has failed `captchaAfter` times within
   * the window, and a delay doubling per failure of one username from one address, up to the cap.
   */
  signInGuard: { captchaAfter: number; failureWindowMs: number; maxDelayMs: number; captchaTtlMs: number };
  /** Calls without a valid access token that one address may make per minute. */
  publicCallsPerMinute: number;
  /** How long a signed avatar link (headurl) stays valid, in milliseconds. */
  faceLinkTtlMs: number;
  bodyLimit: number;
  faceMaxBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  trustProxy: boolean;
  /**
   * How long an idle HTTP connection is kept for the client's next request (milliseconds): each
   * holds an open file, and a district of devices that fetched a sound would otherwise hold
   * thousands of them long after.
   */
  keepAliveMs: number;
  /** Base map of every map screen: raster tiles when a URL is set, else a plain background. */
  map: { tileUrl: string; attribution: string };
  /** Days of telemetry history kept; older months are dropped whole. */
  telemetryRetentionDays: number;
  /**
   * Offline: the silence allowed to a device that did not tell its reporting interval, and how
   * often the sweep looks for silent devices (milliseconds).
   */
  presence: { offlineAfterMs: number; sweepMs: number };
  /** Server-sent events: heartbeat period, and the backlog after which a slow browser is dropped. */
  live: { heartbeatMs: number; maxBufferedBytes: number };
  /** The demo installation and its simulated fleet: on by default on the embedded store only. */
  simulator: boolean;
  /** Days of past the demo fleet lives through on the start that creates the demo (0: none). */
  demoHistoryDays: number;
  /**
   * What the demo's cameras show: ffmpeg's live test pattern while watched (the shipped loop where
   * ffmpeg cannot make it), or the shipped loop only.
   */
  demoCameraVideo: 'pattern' | 'loop';
  /**
   * Camera streams: the ffmpeg that repackages RTSP-only cameras, how many it may run at once, how
   * long a signed stream link stays valid, and how long a camera's snapshot address may take to
   * answer (milliseconds).
   */
  cameras: { ffmpegPath: string; maxStreams: number; linkTtlMs: number; snapshotTimeoutMs: number };
  /**
   * The media library: where its contents are kept (MEDIA_DIR, else `media` in the data
   * directory), the largest file of each kind in bytes, and the ffprobe and ffmpeg that read a
   * video's or a sound's length and size and take a video's thumbnail.
   */
  media: { dir: string; maxBytes: Record<MediaKind, number>; ffprobePath: string; ffmpegPath: string };
  /** Audio broadcasting: the espeak-ng that makes speech of text (a synthetic voice). */
  broadcasts: { espeakPath: string };
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; a bad value stops the start with its name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data;
  // A password hashed cheaply stays cheap to crack after the setting is changed back.
  if (c.REDIS_URL && !c.DATABASE_URL) {
    throw new ConfigError(
      'invalid configuration: REDIS_URL: several processes need DATABASE_URL; the embedded store serves one',
    );
  }
  if (c.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'test') {
    throw new ConfigError('invalid configuration: PASSWORD_HASH_COST: test is refused unless NODE_ENV=test');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    attachmentDir: path.resolve(c.ATTACHMENT_DIR ?? path.join(c.DATA_DIR, 'attachments')),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    redis: c.REDIS_URL ? { url: c.REDIS_URL, prefix: c.REDIS_PREFIX } : undefined,
    adminPassword: c.ADMIN_PASSWORD,
    webClient: { id: c.WEB_CLIENT_ID, secret: c.WEB_CLIENT_SECRET },
    accessTokenTtl: c.ACCESS_TOKEN_TTL,
    refreshTokenTtl: c.REFRESH_TOKEN_TTL,
    logLevel: c.LOG_LEVEL,
    mqtt: { port: c.MQTT_PORT, webSocket: c.MQTT_WS, maxMessageBytes: c.MQTT_MAX_MESSAGE_BYTES },
    passwordPolicy: { policy: c.PASSWORD_POLICY, minLength: c.PASSWORD_MIN_LENGTH },
    passwordHashCost: c.PASSWORD_HASH_COST,
    signInAttemptsPerMinute: c.SIGNIN_ATTEMPTS_PER_MINUTE,
    signInGuard: {
      captchaAfter: c.SIGNIN_CAPTCHA_AFTER,
      failureWindowMs: c.SIGNIN_FAILURE_WINDOW * 1000,
      maxDelayMs: c.SIGNIN_MAX_DELAY * 1000,
      captchaTtlMs: c.CAPTCHA_TTL * 1000,
    },
    publicCallsPerMinute: c.PUBLIC_CALLS_PER_MINUTE,
    faceLinkTtlMs: c.FACE_LINK_TTL * 1000,
    bodyLimit: c.BODY_LIMIT,
    faceMaxBytes: c.FACE_MAX_BYTES,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    smsWebhookUrl: c.SMS_WEBHOOK_URL,
    trustProxy: c.TRUST_PROXY,
    keepAliveMs: c.HTTP_KEEP_ALIVE * 1000,
    map: { tileUrl: c.MAP_TILE_URL, attribution: c.MAP_ATTRIBUTION },
    telemetryRetentionDays: c.TELEMETRY_RETENTION_DAYS,
    presence: { offlineAfterMs: c.DEVICE_OFFLINE_SECONDS * 1000, sweepMs: c.OFFLINE_SWEEP_SECONDS * 1000 },
    live: { heartbeatMs: c.LIVE_HEARTBEAT_SECONDS * 1000, maxBufferedBytes: c.LIVE_MAX_BUFFERED_BYTES },
    simulator: c.SIMULATOR === undefined ? c.DATABASE_URL === undefined : c.SIMULATOR === 'on',
    demoHistoryDays: c.DEMO_HISTORY_DAYS,
    demoCameraVideo: c.SIMULATOR_CAMERA_VIDEO,
    cameras: {
      ffmpegPath: c.FFMPEG_PATH,
      maxStreams: c.CAMERA_MAX_STREAMS,
      linkTtlMs: c.CAMERA_LINK_TTL * 1000,
      snapshotTimeoutMs: c.CAMERA_SNAPSHOT_TIMEOUT * 1000,
    },
    media: {
      dir: path.resolve(c.MEDIA_DIR ?? path.join(c.DATA_DIR, 'media')),
      maxBytes: {
        image: c.MEDIA_MAX_IMAGE_MB * 1_048_576,
        video: c.MEDIA_MAX_VIDEO_MB * 1_048_576,
        audio: c.MEDIA_MAX_AUDIO_MB * 1_048_576,
      },
      ffprobePath: c.FFPROBE_PATH,
      ffmpegPath: c.FFMPEG_PATH,
    },
    broadcasts: { espeakPath: c.ESPEAK_PATH },
  };
}
