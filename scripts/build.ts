/**
 * Production builds of the five front-end apps, in parallel.
 *   node scripts/build.ts              build every app
 *   node scripts/build.ts --if-stale   build only apps whose inputs changed since their last build
 *   node scripts/build.ts mfe-media    build the named apps
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, inputsHash, isFresh, ROOT, stampPath, type App } from './lib/apps.ts';
import { bin, NODE, pool, run } from './lib/run.ts';

export async function build(apps: readonly App[]): Promise<boolean> {
  if (apps.length === 0) return true;
  const started = Date.now();
  console.log(`Building ${apps.join(', ')} …`);
  // webpack is mostly single-threaded: one build per core, plus one to fill I/O waits.
  const limit = Math.max(1, os.availableParallelism()) + 1;
  const results = await pool(apps, limit, async (app) => {
    const hash = inputsHash(app);
    const config = path.join(ROOT, app, 'webpack.config.ts');
    const result = await run(NODE, [bin('webpack-cli', 'bin/cli.js'), '--mode', 'production', '-c', config], {
      prefix: app,
    });
    if (result.code === 0) writeFileSync(stampPath(app), hash);
    return { app, ok: result.code === 0 };
  });
  const failed = results.filter((r) => !r.ok).map((r) => r.app);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failed.length) console.error(`Build failed for ${failed.join(', ')} (${seconds} s)`);
  else console.log(`Built ${apps.length} app(s) in ${seconds} s`);
  return failed.length === 0;
}

export function staleApps(): App[] {
  return APPS.filter((app) => !isFresh(app));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--')) as App[];
  const unknown = named.filter((a) => !APPS.includes(a));
  if (unknown.length) {
    console.error(`Unknown app(s): ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  const selected = named.length ? named : [...APPS];
  const apps = args.includes('--if-stale') ? selected.filter((app) => !isFresh(app)) : selected;
  if (apps.length === 0) console.log('Every front-end build is up to date.');
  process.exit((await build(apps)) ? 0 : 1);
}
