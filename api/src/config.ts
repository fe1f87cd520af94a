import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { validateEmail, validatePassword } from 'shared-ui/validation';
import type { WorkLimits } from './work-gate.ts';
import { hostTable, origins, siteAddress, trustedProxies } from './config-addresses.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The settings of a work gate (work-gate.ts): jobs at once (by default `jobsAtOnceFor` the
 * machine), jobs waiting at most, and the longest wait.
 */
function jobsAtOnce() {
  return Type.Optional(Type.Integer({ minimum: 1, description: 'a whole number, at least 1' }));
}

function jobsWaiting(byDefault: number) {
  return Type.Integer({ minimum: 0, default: byDefault, description: 'a whole number, 0 or more' });
}

function waitMs(byDefault: number) {
  return Type.Integer({ minimum: 0, default: byDefault, description: 'a whole number of milliseconds' });
}

/** Every environment variable the server reads, with its default and what it expects. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'a port number (0-65535)' }),
  WORKERS: Type.Union([Type.Literal('auto'), Type.Integer({ minimum: 1 })], {
    default: 1,
    description: "a whole number of processes, at least 1, or 'auto' (one per core)",
  }),
  SHUTDOWN_GRACE_MS: waitMs(30_000),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'a host name or address' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data', description: 'a directory path' }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// connection URL' }),
  ),
  SEED: Type.Union([Type.Literal('demo'), Type.Literal('none')], {
    default: 'demo',
    description: "'demo' or 'none'",
  }),
  ADMIN_EMAIL: Type.Optional(Type.String({ description: 'an email address' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ description: 'a password' })),
  WEB_ROOT: Type.Optional(Type.String({ minLength: 1, description: 'a directory path' })),
  CORS_ORIGINS: Type.String({ default: '', description: 'a comma-separated list of origins' }),
  API_HOSTS: Type.Optional(Type.String({ description: 'a JSON object of host name to API base address' })),
  PUBLIC_URL: Type.Optional(
    Type.String({ description: "the site's address, an origin like https://mijikenda.example" }),
  ),
  TRUST_PROXY: Type.String({
    default: 'false',
    description: "'false' or a comma-separated list of the proxies' addresses or ranges",
  }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({
    minimum: 1,
    default: 600,
    description: 'a whole number of requests per minute, at least 1',
  }),
  REGISTRATIONS_PER_HOUR: Type.Integer({
    minimum: 1,
    default: 5,
    description: 'a whole number of accounts an hour, at least 1',
  }),
  REPORTS_PER_HOUR: Type.Integer({
    minimum: 1,
    default: 30,
    description: 'a whole number of reports an hour, at least 1',
  }),
  PASSWORD_HASHES_AT_ONCE: jobsAtOnce(),
  PASSWORD_HASH_QUEUE: jobsWaiting(64),
  PASSWORD_HASH_WAIT_MS: waitMs(1000),
  IMAGE_ENCODES_AT_ONCE: jobsAtOnce(),
  IMAGE_ENCODE_QUEUE: jobsWaiting(32),
  IMAGE_ENCODE_WAIT_MS: waitMs(3000),
  PAGE_RENDER_THREADS: jobsAtOnce(),
  PAGE_RENDER_QUEUE: jobsWaiting(16),
  DEPLOY_CHECK_MS: waitMs(1_000),
  REQUEST_LOG_SAMPLE: Type.Number({
    minimum: 0,
    maximum: 1,
    default: 0.01,
    description: 'a fraction from 0 to 1',
  }),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 1, description: 'a bucket name' })),
  S3_ENDPOINT: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'an http(s) address of an S3-compatible service' }),
  ),
  S3_REGION: Type.Optional(Type.String({ minLength: 1, description: "the bucket's region, e.g. eu-west-1" })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1, description: 'an access key id' })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1, description: 'a secret access key' })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false, description: "'true' or 'false'" }),
  MEDIA_PUBLIC_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'an http(s) address the bucket is served at' }),
  ),
  FFMPEG_PATH: Type.String({ minLength: 1, default: 'ffmpeg', description: 'a command name or path' }),
  FFPROBE_PATH: Type.String({ minLength: 1, default: 'ffprobe', description: 'a command name or path' }),
  MEDIA_JOBS_AT_ONCE: Type.Integer({
    minimum: 0,
    default: 1,
    description: 'a whole number of jobs, 0 or more (0: this process takes none)',
  }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info', description: `one of ${LOG_LEVELS.join(', ')}` },
  ),
});

type Env = Static<typeof EnvSchema>;

export interface Config {
  port: number;
  /** Server processes sharing the port (1: this process serves alone; more: api/src/cluster.ts). */
  workers: number;
  /**
   * On SIGTERM, how long requests in flight (uploads included) may take to finish before their
   * connections are cut (ms).
   */
  shutdownGraceMs: number;
  host: string;
  /** Absolute directory holding the SQLite file and uploads. */
  dataDir: string;
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  admin: { email: string; password: string } | undefined;
  /** Absolute directory holding `shell/dist` and `mfe-<name>/dist`. */
  webRoot: string;
  corsOrigins: string[];
  /** API base address by host name, handed to the client in `/remotes.json`. */
  apiHosts: Record<string, string>;
  /**
   * The site's canonical address (an origin, no path): its links and link previews are made from
   * it, never from a request's Host, and the hosts it serves are its host and those of `apiHosts`.
   */
  publicUrl: string;
  /** The proxies whose `X-Forwarded-*` headers are believed (addresses or ranges), or none. */
  trustProxy: false | string[];
  /** Requests a minute one address may make to the account endpoints (sized for a crowd on one address). */
  rateLimitPerMinute: number;
  /** Accounts one address may make in an hour (throwaway accounts are made in bulk). */
  registrationsPerHour: number;
  /** Reports one address may send in an hour, whoever is signed in. */
  reportsPerHour: number;
  /** How many password hashes run at once and wait in line, and how long one may wait (work-gate.ts). */
  passwordHashing: WorkLimits;
  /** The same for uploads' image encodes. */
  imageEncoding: WorkLimits;
  /** The renderer's worker threads (each renders pages in any language). */
  pageRenderThreads: number;
  /** Pages waiting at most for the renderer; past it they are rendered in the browser. */
  pageRenderQueue: number;
  /** How often a build's files are looked at again for a new deploy (ms; 0: on every request). */
  deployCheckMs: number;
  /** Where media is kept: DATA_DIR/uploads by default, or an S3-compatible bucket. */
  mediaStore: MediaStoreConfig;
  /**
   * The media copies (api/src/media/): ffmpeg and ffprobe (when either is missing, songs and
   * reels are served as uploaded), and how many jobs this process runs at once.
   */
  mediaJobs: { ffmpeg: string; ffprobe: string; atOnce: number };
  logLevel: (typeof LOG_LEVELS)[number];
  /** The share of answered requests logged (at info); failed and slow ones always are. */
  requestLogSample: number;
}

/** The bucket media is kept in (S3_*), with the address a CDN serves it at, if any. */
export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS's own when absent. */
  endpoint: string | undefined;
  /** Both, or neither (then the SDK's default chain: an instance or task role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Addresses `endpoint/bucket/key` instead of `bucket.endpoint/key` (most self-hosted services). */
  forcePathStyle: boolean;
  /** Public files are answered with a redirect to `publicUrl/<kind>/<name>` (no trailing slash). */
  publicUrl: string | undefined;
}

export type MediaStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Reads and validates the environment once; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  const parsed = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  const problems = schemaProblems(parsed, raw);
  if (problems.length > 0) throw new ConfigError(problems);
  const values = parsed as Env;

  const admin = adminAccount(values, problems);
  const corsOrigins = origins(values.CORS_ORIGINS, problems);
  const apiHosts = hostTable(values.API_HOSTS, problems);
  const publicUrl = siteAddress(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`, problems);
  const trustProxy = trustedProxies(values.TRUST_PROXY, problems);
  const mediaStore = mediaStoreOf(values, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: values.PORT,
    workers: values.WORKERS === 'auto' ? availableParallelism() : values.WORKERS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    host: values.HOST,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    seed: values.SEED,
    admin,
    webRoot: values.WEB_ROOT ? path.resolve(cwd, values.WEB_ROOT) : REPO_ROOT,
    corsOrigins,
    apiHosts,
    publicUrl,
    trustProxy,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    registrationsPerHour: values.REGISTRATIONS_PER_HOUR,
    reportsPerHour: values.REPORTS_PER_HOUR,
    passwordHashing: {
      running: values.PASSWORD_HASHES_AT_ONCE ?? jobsAtOnceFor(env),
      waiting: values.PASSWORD_HASH_QUEUE,
      waitMs: values.PASSWORD_HASH_WAIT_MS,
    },
    imageEncoding: {
      running: values.IMAGE_ENCODES_AT_ONCE ?? jobsAtOnceFor(env),
      waiting: values.IMAGE_ENCODE_QUEUE,
      waitMs: values.IMAGE_ENCODE_WAIT_MS,
    },
    pageRenderThreads: values.PAGE_RENDER_THREADS ?? jobsAtOnceFor(env),
    pageRenderQueue: values.PAGE_RENDER_QUEUE,
    deployCheckMs: values.DEPLOY_CHECK_MS,
    mediaStore,
    mediaJobs: {
      ffmpeg: values.FFMPEG_PATH,
      ffprobe: values.FFPROBE_PATH,
      atOnce: values.MEDIA_JOBS_AT_ONCE,
    },
    logLevel: values.LOG_LEVEL,
    requestLogSample: values.REQUEST_LOG_SAMPLE,
  };
}

/**
 * Hashes and image encodes run on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default): one
 * job a core keeps the cores busy without the jobs waiting for each other, and never more than
 * the pool has threads.
 */
function jobsAtOnceFor(env: NodeJS.ProcessEnv): number {
  const threads = Number(env.UV_THREADPOOL_SIZE) || 4;
  return Math.max(1, Math.min(availableParallelism(), threads));
}

function schemaProblems(parsed: unknown, raw: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const error of Value.Errors(EnvSchema, parsed)) {
    const name = error.instancePath.split('/')[1];
    if (name) names.add(name);
  }
  return [...names].map((name) => {
    const schema = EnvSchema.properties[name as keyof Env] as { description?: string };
    return `${name}=${JSON.stringify(raw[name] ?? '')}: expected ${schema.description ?? 'a valid value'}`;
  });
}

function adminAccount(values: Env, problems: string[]): Config['admin'] {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = values;
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
    return undefined;
  }
  const emailProblem = validateEmail(email);
  if (emailProblem) problems.push(`ADMIN_EMAIL: ${emailProblem}`);
  const passwordProblem = validatePassword(password);
  if (passwordProblem) problems.push(`ADMIN_PASSWORD: ${passwordProblem}`);
  return { email: email.toLowerCase(), password };
}

/** The settings that only mean something with S3_BUCKET. */
const S3_ONLY = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MEDIA_PUBLIC_URL',
] as const;

/**
 * The local disk unless S3_BUCKET names a bucket; then its region is needed, and the key id
 * and secret come both or neither. An S3 setting without S3_BUCKET is refused rather than
 * silently ignored: the media would go to the local disk of one machine.
 */
function mediaStoreOf(values: Env, problems: string[]): MediaStoreConfig {
  const bucket = values.S3_BUCKET;
  if (bucket === undefined) {
    for (const name of S3_ONLY)
      if (values[name] !== undefined) problems.push(`${name}: set S3_BUCKET too, or leave ${name} unset`);
    return { kind: 'local' };
  }
  if (values.S3_REGION === undefined) problems.push("S3_REGION: needed with S3_BUCKET (the bucket's region)");
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  const endpoint = values.S3_ENDPOINT;
  if (endpoint !== undefined && !URL.canParse(endpoint))
    problems.push(`S3_ENDPOINT=${JSON.stringify(endpoint)}: expected an http(s) address`);
  const publicUrl = values.MEDIA_PUBLIC_URL;
  if (publicUrl !== undefined && !URL.canParse(publicUrl))
    problems.push(`MEDIA_PUBLIC_URL=${JSON.stringify(publicUrl)}: expected an http(s) address`);
  return {
    kind: 's3',
    bucket,
    region: values.S3_REGION ?? '',
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
  };
}
