import path from 'node:path';
import { folderOf, isRemoteName, type RemoteName } from 'shared-ui/contracts';

/** The remotes the shell may load (the roster), each built into `WEB_ROOT/mfe-<name>/dist` and served at `/mfe/<name>/`. */
export { REMOTE_NAMES, type RemoteName } from 'shared-ui/contracts';

export const shellDistDir = (webRoot: string) => path.join(webRoot, 'shell', 'dist');
export const remoteDistDir = (webRoot: string, name: RemoteName) =>
  path.join(webRoot, folderOf(name), 'dist');

/** One segment of a built file's address: a plain name, never `.` or `..`. */
const PLAIN_NAME = /^[\w-][\w.-]*$/;

/**
 * The built file this server serves at `address` (the shell's at `/<file>`, a remote's at
 * `/mfe/<name>/<file>`), with the app it belongs to, or undefined for any other address (another
 * origin, a path out of the builds).
 */
export function builtFileAt(
  webRoot: string,
  address: string,
): { app: 'shell' | RemoteName; file: string } | undefined {
  const { origin, pathname } = new URL(address, 'http://this.server');
  const parts = pathname.split('/').slice(1);
  if (origin !== 'http://this.server' || !parts.every((part) => PLAIN_NAME.test(part))) return undefined;
  if (parts.length === 1) return { app: 'shell', file: path.join(shellDistDir(webRoot), parts[0]!) };
  const [mfe, name, ...rest] = parts;
  if (mfe !== 'mfe' || !name || !isRemoteName(name) || rest.length === 0) return undefined;
  return { app: name, file: path.join(remoteDistDir(webRoot, name), ...rest) };
}

/** Files that say where everything else is (and every HTML document): always revalidated. */
const ENTRY_FILES = new Set([
  'documents.json',
  'sw.js',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'remote.json',
]);
/** A content hash in the name, e.g. `main.3f9a1c2b.js`: the content never changes. */
const HASHED_NAME = /\.[0-9a-f]{8,}\./;

/** Cache-Control for a served build file (a `.br`/`.gz` sibling counts as the file it encodes). */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.has(name) || name.endsWith('.webmanifest') || name.endsWith('.html')) return 'no-cache';
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
