/** The five front-end apps and the inputs whose change makes a build stale. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS, type AppFolder } from '../../shared-ui/src/contracts/apps.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
/** The front-end apps' folders, from the roster. */
export const APPS = APP_FOLDERS;
export type App = AppFolder;

const STAMP = '.build-hash';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile() && !/\.test\.tsx?$/.test(file))
    .sort();
}

/** A hash of everything a production build of the app reads. */
export function inputsHash(app: App): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(ROOT, app, 'src')),
    ...filesUnder(path.join(ROOT, app, 'public')),
    ...filesUnder(path.join(ROOT, app, 'build')),
    ...filesUnder(path.join(ROOT, 'shared-ui', 'src')),
    // The build/ folder at the root: the config every app's build is made of.
    ...filesUnder(path.join(ROOT, 'build')),
    path.join(ROOT, app, 'webpack.config.ts'),
    path.join(ROOT, app, 'package.json'),
    path.join(ROOT, 'package-lock.json'),
  ].filter((file) => existsSync(file));
  for (const file of inputs) hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const stampFile = (app: App, outDir = path.join(ROOT, app, 'dist')) => path.join(outDir, STAMP);

export function isFresh(app: App): boolean {
  const file = stampFile(app);
  return existsSync(file) && readFileSync(file, 'utf8') === inputsHash(app);
}

export function stampPath(app: App): string {
  return stampFile(app);
}
