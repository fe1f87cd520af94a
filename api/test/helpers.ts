import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { TestContext } from 'node:test';
import { getMusic } from 'shared-ui/contracts/music';
import { createScratchSchema, dropScratchSchema, inSchema } from '../../scripts/lib/scratch-schema.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/** Set DATABASE_URL to run every API test on PostgreSQL instead of a SQLite file. */
const POSTGRES_URL = process.env.DATABASE_URL;

export const onPostgres = POSTGRES_URL !== undefined;

/** An FFMPEG_PATH with no ffmpeg: media is served as uploaded. */
export const MISSING_FFMPEG = '/nonexistent/ffmpeg';

/** A clock the test moves by hand. */
export function createClock(start = '2026-06-01T10:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface BuildOptions {
  /** Extra environment variables, on top of the test defaults. */
  env?: Record<string, string>;
  now?: () => Date;
  /** Leave the fake front-end builds out of WEB_ROOT. */
  withoutWebBuild?: boolean;
}

export interface TestEnvironment {
  webRoot: string;
  dataDir: string;
  /** The server's environment variables for this storage (with the fake front-end builds written). */
  settings(extra?: Record<string, string>): Promise<Record<string, string>>;
  /** A new app on this environment's storage (the same SQLite file or PostgreSQL schema each time). */
  build(options?: BuildOptions): Promise<App>;
}

/** Fresh storage (a temp DATA_DIR, or a private PostgreSQL schema) and a fake WEB_ROOT, removed after the test. */
export async function createTestEnvironment(t: TestContext): Promise<TestEnvironment> {
  const base = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const dataDir = path.join(base, 'data');
  const webRoot = path.join(base, 'web');
  const apps: App[] = [];
  const schema = POSTGRES_URL ? await createScratchSchema(POSTGRES_URL) : undefined;

  t.after(async () => {
    for (const app of apps) await app.close();
    if (schema) await dropScratchSchema(POSTGRES_URL!, schema);
    await rm(base, { recursive: true, force: true });
  });

  let webBuilt = false;
  const writeWebRoot = async () => {
    if (webBuilt) return;
    await writeFakeWebRoot(webRoot);
    webBuilt = true;
  };
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    LOG_LEVEL: 'silent',
    // Empty unless a test asks for the demo content (SEED=demo).
    SEED: 'none',
    // Tests make many accounts and reports from one address; the tests of these limits set them low.
    REGISTRATIONS_PER_HOUR: '1000000',
    REPORTS_PER_HOUR: '1000000',
    // Tests redeploy a build and ask for it at once.
    DEPLOY_CHECK_MS: '0',
    // Songs and reels are served as uploaded, without copies, unless a test asks for ffmpeg
    // (media-jobs.test.ts): making copies takes seconds of both cores.
    FFMPEG_PATH: MISSING_FFMPEG,
    ...(schema ? { DATABASE_URL: inSchema(POSTGRES_URL!, schema) } : {}),
    ...extra,
  });
  return {
    webRoot,
    dataDir,
    async settings(extra) {
      await writeWebRoot();
      return env(extra);
    },
    async build(options = {}) {
      if (!options.withoutWebBuild) await writeWebRoot();
      const app = await buildApp(loadConfig(env(options.env)), { now: options.now });
      apps.push(app);
      return app;
    },
  };
}

/** The real server in its own process on this storage, stopped after the test at the latest. */
export async function startServerProcess(
  t: TestContext,
  env: Record<string, string>,
): Promise<RunningServer> {
  const server = await startServer(env);
  t.after(() => server.stop());
  return server;
}

/** One app on fresh storage. */
export async function buildTestApp(t: TestContext, options: BuildOptions = {}): Promise<App> {
  return (await createTestEnvironment(t)).build(options);
}

/** Deploys a marketplace build into a web root: its manifest and its `remote.json` (routes, first reads…). */
export async function writeMarketplaceBuild(
  webRoot: string,
  description: Record<string, unknown>,
): Promise<void> {
  const dist = path.join(webRoot, 'mfe-marketplace', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'mf-manifest.json'), '{"id":"marketplace"}');
  await writeFile(path.join(dist, 'remote.json'), JSON.stringify({ name: 'marketplace', ...description }));
}

/** Deploys a server entry for an app (`shell` or `mfe-media`…): its file and the `server.json` naming it. */
export async function deployEntry(webRoot: string, app: string, name: string, source: string): Promise<void> {
  const folder = path.join(webRoot, app, 'dist', 'server');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), source);
  await writeFile(path.join(folder, 'server.json'), JSON.stringify({ entry: name }));
}

/** The music page's first read in the fake media build: the list as the page first asks for it. */
export const MUSIC_FIRST_READ = `${getMusic.path}?search=&sort=recent`;

/** Text found only in files that must never be served. */
export const SECRET = 'do-not-serve-this-file';

/** The CSP source of the fake shell documents' inline script. */
export const INLINE_SCRIPT_HASH = "'sha256-Xb3ZpHQi4tJk9i0MwqzkP7qX1bqT8g7aYk6pN0f2yAc='";

/** Small stand-ins for the production builds, plus source files that must stay private. */
async function writeFakeWebRoot(webRoot: string): Promise<void> {
  const files: Record<string, string | Buffer> = {
    'package.json': JSON.stringify({ name: 'root', secret: SECRET }),
    'shell/src/bootstrap.tsx': `// ${SECRET}`,
    'shell/dist/index.html': '<!doctype html><title>Shell</title><div id="root"></div>',
    'shell/dist/home.html': '<!doctype html><title>Home</title><div id="root" data-prerendered>…</div>',
    'shell/dist/welcome.html': '<!doctype html><title>Welcome</title><div id="root"></div>',
    'shell/dist/documents.json': JSON.stringify({
      pages: { '/': 'welcome.html', '/home': 'home.html' },
      fallback: 'index.html',
      scriptHashes: [INLINE_SCRIPT_HASH],
    }),
    'shell/dist/main.3f9a1c2b.js': 'console.log("shell");',
    'shell/dist/main.3f9a1c2b.js.gz': gzipSync('console.log("shell");'),
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'shell/dist/manifest.webmanifest': '{"name":"Shell"}',
    'shell/dist/favicon.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'mfe-stories/package.json': JSON.stringify({ name: 'mfe-stories', secret: SECRET }),
    'mfe-stories/src/app.tsx': `// ${SECRET}`,
    'mfe-stories/dist/remote.json': JSON.stringify({ name: 'stories', routes: ['/articles', '/stories'] }),
    'mfe-stories/dist/mf-manifest.json': '{"id":"stories"}',
    'mfe-stories/dist/remoteEntry.js': 'var stories;',
    'mfe-stories/dist/123.abcdef12.js': 'console.log("chunk");',
    'mfe-media/dist/remote.json': JSON.stringify({
      name: 'media',
      routes: ['/music', '/reels'],
      firstReads: { '/music': [MUSIC_FIRST_READ], '/reels': ['../escape'] },
    }),
    'mfe-media/dist/mf-manifest.json': '{"id":"media"}',
    'mfe-marketplace/dist/embed.js': 'customElements.define("mijikenda-marketplace", class {});',
    'mfe-marketplace/dist/embed.css': ':host { display: block; }',
    'mfe-account/dist/remote.json': '{ not json',
    'mfe-account/dist/mf-manifest.json': '{"id":"account"}',
  };
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(webRoot, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
