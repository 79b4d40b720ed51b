import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AI_DEFAULT_CREDITS_PER_RUN, parseBoolean } from '@booth/shared';
import { z } from 'zod';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The server package's default place for the built web app, independent of the working directory. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const FALLBACK_MAIL_DOMAIN = 'boothwerk.local';
/** Reserved names (RFC 2606, RFC 6761) and plain addresses receive no mail: a sender there says nothing. */
const NO_MAIL_HOST = /^(localhost|\[.*\]|[\d.]+)$|\.(test|example|invalid|localhost|local)$/i;

/** The sender when MAIL_FROM is unset: no-reply at the installation's own domain when PUBLIC_URL names one. */
export function defaultMailFrom(publicUrl: string): string {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : '';
  const domain = host && host.includes('.') && !NO_MAIL_HOST.test(host) ? host : FALLBACK_MAIL_DOMAIN;
  return `Boothwerk <no-reply@${domain}>`;
}

/** The installation's imprint and privacy pages default to the built-in pages rendered from LEGAL_DIR. */
export const BUILT_IN_IMPRINT_PATH = '/imprint';
export const BUILT_IN_PRIVACY_PATH = '/privacy';

// Empty strings count as unset: `FOO= npm start` and CI templates set variables to "".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// parseBoolean is the product's rule (platform §5); a typo such as "ture" is refused instead of read as false.
const flag = (fallback: boolean) =>
  optionalText
    .refine((value) => value === undefined || ['true', 'false', '1', '0'].includes(value.toLowerCase()), {
      message: 'must be true, false, 1 or 0',
    })
    .transform((value) => (value === undefined ? fallback : parseBoolean(value.toLowerCase())));

const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalText.transform((value) => (value === undefined ? fallback : Number(value))).pipe(z.number().int().min(1).max(max));

// Credits may be 0: an installation can make a provider free of charge.
const nonNegativeInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalText.transform((value) => (value === undefined ? fallback : Number(value))).pipe(z.number().int().min(0).max(max));

const urlWithProtocols = (protocols: readonly string[], hint: string) =>
  optionalText.refine(
    (value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)),
    { message: `must be a URL starting with ${hint}` },
  );

// An absolute http(s) address, or a path on this server ("/impressum").
const pageAddress = optionalText.refine(
  (value) => value === undefined || /^\/(?!\/)\S*$/.test(value) || (URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)),
  { message: 'must be an http(s) URL or a path starting with /' },
);

/** 1 GiB: a few thousand pictures, or an hour of a busy event, before the disk is full. */
const DEFAULT_STORAGE_LOW_BYTES = 1024 ** 3;

const envSchema = z.object({
  PORT: positiveInt(3000, 65_535),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  DATA_DIR: optionalText.transform((value) => value ?? './data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres:// or postgresql://'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp:// or smtps://'),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis:// or rediss://'),
  MAIL_FROM: optionalText,
  IMPRINT_URL: pageAddress,
  PRIVACY_URL: pageAddress,
  LEGAL_DIR: optionalText,
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  LOG_LEVEL: optionalText.pipe(z.enum(logLevels).default('info')),
  PRETTY_LOGS: flag(false),
  KNOWN_HOSTS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  DEMO_ACCOUNT: flag(true),
  ADMIN_EMAILS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ).pipe(z.array(z.email({ message: 'must be a comma list of e-mail addresses' }))),
  DEMO_SAMPLE_PICTURES: flag(true),
  WEB_DIST_DIR: optionalText,
  WORKERS: flag(true),
  JOB_CONCURRENCY: positiveInt(availableParallelism(), 256),
  SESSION_TTL_DAYS: positiveInt(30, 3650),
  LIVE_SIGN_IN_CHECK_SECONDS: positiveInt(300, 86_400),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  TRUST_PROXY: flag(false),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  S3_PREFIX: optionalText,
  STORAGE_LOW_BYTES: positiveInt(DEFAULT_STORAGE_LOW_BYTES),
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, { message: 'must be at least 16 characters' }).optional()),
  WORKER_PORT: optionalText.transform((value) => (value === undefined ? undefined : Number(value))).pipe(z.number().int().min(1).max(65_535).optional()),
  PRINT_DIRECT_SEND: flag(false),
  POSTCARD_API_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  POSTCARD_API_KEY: optionalText,
  AI_TIMEOUT_MS: positiveInt(90_000, 3_600_000),
  AI_EVENT_STATION_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  AI_EVENT_STATION_TOKEN: optionalText,
  AI_OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  AI_OPENAI_API_KEY: optionalText,
  AI_OPENAI_IMAGE_MODEL: optionalText.transform((value) => value ?? 'gpt-image-1'),
  AI_OPENAI_CHAT_MODEL: optionalText.transform((value) => value ?? 'gpt-4o-mini'),
  REMOVEBG_BASE_URL: urlWithProtocols(['http:', 'https:'], 'http:// or https://'),
  REMOVEBG_API_KEY: optionalText,
  AI_CREDITS_EVENT_STATION: nonNegativeInt(AI_DEFAULT_CREDITS_PER_RUN, 1_000_000),
  AI_CREDITS_OPENAI: nonNegativeInt(AI_DEFAULT_CREDITS_PER_RUN, 1_000_000),
  AI_CREDITS_LOCAL: nonNegativeInt(AI_DEFAULT_CREDITS_PER_RUN, 1_000_000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploads are spooled while they are checked (and videos while ffmpeg reads them): on the data
   * disk, not the system temp folder, which is often a RAM disk that a 200 MB video would fill.
   */
  tmpDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Rate-limit counters (and the sign-in throttle) in this Redis, shared by every server process; memory otherwise. */
  redisUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** The installation's imprint and privacy pages (absolute, or a path on this server) and the Markdown behind the built-in ones. */
  legal: LegalConfig;
  logLevel: (typeof logLevels)[number];
  prettyLogs: boolean;
  knownHosts: string[];
  demoAccount: boolean;
  /** Accounts (lower-case e-mail) made admins at boot and when they register (docs: "Admins and support mode"). */
  adminEmails: string[];
  /** Whether the demo campaign gets its drawn sample pictures (off in the browser tests, which never look at them). */
  demoSamplePictures: boolean;
  webDistDir: string;
  workers: boolean;
  /** Jobs of one queue that one process runs at once; defaults to the machine's cores (media work is CPU-bound). */
  jobConcurrency: number;
  sessionTtlDays: number;
  /** A signed-in live feed (moderation) is ended after this long; the browser reconnects and its sign-in is checked again. */
  liveSignInCheckSeconds: number;
  /** Requests per minute and IP on each of login, registration, forget and request/activation. */
  authRateLimitPerMinute: number;
  /** Behind a load balancer: take the client address (rate limits, logs) from X-Forwarded-For. */
  trustProxy: boolean;
  /** Object storage for uploads when S3_BUCKET is set; otherwise files live under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** The health check reports the data disk as low on space below this many free bytes (STORAGE_LOW_BYTES). */
  storageLowBytes: number;
  /** Explicit ffmpeg/ffprobe binaries; unset means PATH, then the npm-shipped ffmpeg (ARCHITECTURE §2). */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in sandbox provider ("Test mode — no real payment"). */
  stripe: StripeConfig | undefined;
  /** `/api/metrics` answers requests carrying this bearer token; unset, there is no metrics endpoint. */
  metricsToken: string | undefined;
  /** A worker process serves its health and metrics endpoints on this port; unset, it listens on none. */
  workerPort: number | undefined;
  /**
   * Self-hosted on the venue's network: the server (its workers) sends print-server jobs to the printer
   * itself over IPP, only to private addresses. Off (the default), the print server program at the venue pulls them.
   */
  printDirectSend: boolean;
  /** Postal prints (oneprint) go to this postcard API; unset, the labelled local provider writes PDFs under DATA_DIR/postcards. */
  postcards: { apiUrl: string | undefined; apiKey: string | undefined };
  /** The AI providers (platform/ai): addresses, keys, models and what a run costs in credits. */
  ai: AiConfig;
}

export interface AiConfig {
  /** An execution waits this long for its provider, then fails with `timeout` (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** The workflow server (ComfyUI HTTP API); unset, the `event_station` provider is unconfigured. */
  eventStation: { url: string | undefined; token: string | undefined; creditsPerRun: number };
  /** OpenAI-compatible image edits and chat (prompt enhancer); configured only with an API key. */
  openai: { baseUrl: string; apiKey: string | undefined; imageModel: string; chatModel: string; creditsPerRun: number };
  /** remove.bg for the image cutout; without a key the local remover is used. */
  removeBg: { baseUrl: string; apiKey: string | undefined };
  /** The labelled local effects (sharp, no network). */
  local: { creditsPerRun: number };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com unless STRIPE_API_BASE points elsewhere (the tests' stand-in server). */
  apiBase: string;
  /** A test key (sk_test_…): every screen that takes money says "test mode". */
  testMode: boolean;
}

export interface LegalConfig {
  imprintUrl: string;
  privacyUrl: string;
  /** Markdown of the built-in pages (`imprint.de.md` …); templates are written there on first start. */
  dir: string;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, so several installations can share one. */
  prefix: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A wildcard listen address is not something a browser can open; links use loopback instead. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const bracketed = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${port}`;
}

/**
 * Environment → typed config; throws a ConfigError naming every bad variable at once. Relative paths
 * resolve against the directory the user started from: npm runs workspace scripts inside
 * apps/server but records the caller's directory in INIT_CWD, so `npm start` at the project root
 * keeps its data in ./data there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = env.INIT_CWD || process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name];
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    });
    throw new ConfigError(issues);
  }
  const e = parsed.data;
  // Half an S3 configuration would silently store uploads on local disk: refuse it at boot.
  if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set']);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(['S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set']);
  }
  const s3: S3Config | undefined =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : undefined;
  // Without the webhook secret no payment would ever be confirmed: refuse half a Stripe configuration.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) throw new ConfigError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set']);
  if (!e.STRIPE_SECRET_KEY && (e.STRIPE_WEBHOOK_SECRET || e.STRIPE_API_BASE)) throw new ConfigError(['STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET or STRIPE_API_BASE is set']);
  const stripe: StripeConfig | undefined =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: (e.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/+$/, ''),
          testMode: !e.STRIPE_SECRET_KEY.startsWith('sk_live_') && !e.STRIPE_SECRET_KEY.startsWith('rk_live_'),
        }
      : undefined;
  const dataDir = resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    tmpDir: join(dataDir, 'tmp'),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM ?? defaultMailFrom(publicUrl),
    publicUrl,
    legal: {
      imprintUrl: e.IMPRINT_URL ?? BUILT_IN_IMPRINT_PATH,
      privacyUrl: e.PRIVACY_URL ?? BUILT_IN_PRIVACY_PATH,
      dir: e.LEGAL_DIR ? resolve(cwd, e.LEGAL_DIR) : join(dataDir, 'legal'),
    },
    logLevel: e.LOG_LEVEL,
    prettyLogs: e.PRETTY_LOGS,
    knownHosts: e.KNOWN_HOSTS,
    demoAccount: e.DEMO_ACCOUNT,
    adminEmails: e.ADMIN_EMAILS,
    demoSamplePictures: e.DEMO_SAMPLE_PICTURES,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    workers: e.WORKERS,
    jobConcurrency: e.JOB_CONCURRENCY,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    liveSignInCheckSeconds: e.LIVE_SIGN_IN_CHECK_SECONDS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    s3,
    storageLowBytes: e.STORAGE_LOW_BYTES,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    stripe,
    metricsToken: e.METRICS_TOKEN,
    workerPort: e.WORKER_PORT,
    printDirectSend: e.PRINT_DIRECT_SEND,
    postcards: { apiUrl: e.POSTCARD_API_URL, apiKey: e.POSTCARD_API_KEY },
    ai: {
      timeoutMs: e.AI_TIMEOUT_MS,
      eventStation: { url: e.AI_EVENT_STATION_URL?.replace(/\/+$/, ''), token: e.AI_EVENT_STATION_TOKEN, creditsPerRun: e.AI_CREDITS_EVENT_STATION },
      openai: {
        baseUrl: (e.AI_OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
        apiKey: e.AI_OPENAI_API_KEY,
        imageModel: e.AI_OPENAI_IMAGE_MODEL,
        chatModel: e.AI_OPENAI_CHAT_MODEL,
        creditsPerRun: e.AI_CREDITS_OPENAI,
      },
      removeBg: { baseUrl: (e.REMOVEBG_BASE_URL ?? 'https://api.remove.bg').replace(/\/+$/, ''), apiKey: e.REMOVEBG_API_KEY },
      local: { creditsPerRun: e.AI_CREDITS_LOCAL },
    },
  };
}

/** For process entries: the config, or the validation message on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
