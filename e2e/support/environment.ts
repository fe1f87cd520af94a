/**
 * The server environment of a test run, made once in the main process and
 * inherited by the workers through process.env: a free port, a temporary
 * DATA_DIR and a temporary web root holding copies of the production builds.
 *
 * `E2E_SCALE_OUT=1` runs the suite against the site scaled out: two server processes
 * (`WORKERS=2`) on PostgreSQL (a private schema made on the server `E2E_DATABASE_URL` names)
 * with its media in an S3-compatible bucket (a test S3 server started for the run).
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from '../../scripts/lib/apps.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import type { ServerStorage } from '../../scripts/lib/account-age.ts';
import { startTestBucket } from '../../scripts/lib/s3-test-server.ts';
import { createScratchSchema, inSchema } from '../../scripts/lib/scratch-schema.ts';

export { ROOT } from '../../scripts/lib/apps.ts';
export interface ServerEnv {
  baseURL: string;
  webRoot: string;
  dataDir: string;
  serverEnv: Record<string, string>;
}

/** The administrator the server makes at start (ADMIN_EMAIL / ADMIN_PASSWORD, as in production). */
export const E2E_ADMIN = { email: 'admin@e2e.example.org', password: 'kaya-admin-2026' } as const;

export async function prepareServerEnv(): Promise<ServerEnv> {
  if (!process.env.E2E_PORT) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'mijikenda-e2e-'));
    const webRoot = path.join(tmp, 'web');
    for (const app of APPS) {
      const dist = path.join(ROOT, app, 'dist');
      if (!existsSync(dist)) throw new Error(`${app} is not built: run \`npm run build\` first.`);
      cpSync(dist, path.join(webRoot, app, 'dist'), { recursive: true });
    }
    process.env.E2E_TMP = tmp;
    process.env.E2E_WEB_ROOT = webRoot;
    process.env.E2E_DATA_DIR = path.join(tmp, 'data');
    process.env.E2E_PORT = String(await freePort());
    if (process.env.E2E_SCALE_OUT === '1') await prepareScaleOut(tmp);
  }
  const port = process.env.E2E_PORT;
  const webRoot = process.env.E2E_WEB_ROOT as string;
  const dataDir = process.env.E2E_DATA_DIR as string;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    webRoot,
    dataDir,
    serverEnv: {
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every test's members register and report from loopback.
      REGISTRATIONS_PER_HOUR: '1000000',
      REPORTS_PER_HOUR: '1000000',
      ...scaledOutEnv(),
      // One render worker renders every page of the suite, in English and in Kiswahili alike.
      PAGE_RENDER_THREADS: '1',
      PATH: process.env.PATH ?? '',
    },
  };
}

/** The PostgreSQL schema and bucket of a scaled-out run, made once in the main process. */
async function prepareScaleOut(tmp: string): Promise<void> {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) {
    throw new Error(
      'E2E_SCALE_OUT=1 needs E2E_DATABASE_URL: a PostgreSQL server the run makes its own schema on.',
    );
  }
  const schema = await createScratchSchema(server, 'e2e');
  process.env.E2E_SCHEMA = schema;
  process.env.E2E_SERVER_DATABASE_URL = inSchema(server, schema);
  // The bucket's server lives as long as the run's main process; its objects under the run's folder.
  const bucket = await startTestBucket(path.join(tmp, 's3'));
  process.env.E2E_S3_ENV = JSON.stringify(bucket.env);
}

/** The settings of the scaled-out site, or none. */
function scaledOutEnv(): Record<string, string> {
  if (!process.env.E2E_SERVER_DATABASE_URL) return {};
  return {
    WORKERS: '2',
    DATABASE_URL: process.env.E2E_SERVER_DATABASE_URL,
    ...(JSON.parse(process.env.E2E_S3_ENV ?? '{}') as Record<string, string>),
  };
}

/** Where the run's server keeps its data (the tests that age accounts write there). */
export const serverStorage = (): ServerStorage => ({
  dataDir: process.env.E2E_DATA_DIR!,
  databaseUrl: process.env.E2E_SERVER_DATABASE_URL,
});
