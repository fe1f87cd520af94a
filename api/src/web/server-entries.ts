/**
 * Where the apps' server entries are (build/server-entry.ts): each app's `server/server.json`
 * names its entry file. A remote's is found from where `/remotes.json` says the remote lives
 * (its `mf-manifest.json`), in the folder this server serves that address from, and read again
 * when it changes, so a redeployed remote's pages render with its new entry on the next request.
 */
import path from 'node:path';
import { isRemoteName } from 'shared-ui/contracts';
import { REMOTE_NAMES, builtFileAt, remoteDistDir, shellDistDir } from './assets.ts';
import { cachedJsonFile } from './json-file.ts';

/** The description's entry: a plain file name beside it. */
const ENTRY_NAME = /^[\w.-]+\.cjs$/;

/** The files whose change is a new deploy of an app's pages: its description and its server entry's. */
const deployFiles = (dist: string, description: string) => [
  path.join(dist, description),
  path.join(dist, 'server', 'server.json'),
];

export function serverEntries(webRoot: string, mtimeOf: (file: string) => number | undefined) {
  const readDescription = cachedJsonFile(mtimeOf, (value) => {
    const entry = (value as { entry?: unknown } | null)?.entry;
    return typeof entry === 'string' && ENTRY_NAME.test(entry) ? entry : undefined;
  });
  const entryIn = async (dist: string) => {
    const folder = path.join(dist, 'server');
    const entry = await readDescription(path.join(folder, 'server.json'));
    return entry === undefined ? undefined : path.join(folder, entry);
  };
  return {
    /**
     * What is deployed of the shell and of `remote` now, as a key that changes with every deploy
     * of either (the modification times of their descriptions): a page rendered with other
     * entries, or naming another build's files, is not sent again. A shell page's (`remote`
     * undefined) is of every remote too, as it may embed their modules (the search page). Read
     * on every page served from the cache, so a synchronous look at a few files (at most once a
     * second each).
     */
    deployed(remote: string | undefined): string {
      const remotes = remote === undefined ? REMOTE_NAMES : isRemoteName(remote) ? [remote] : [];
      const files = [
        ...deployFiles(shellDistDir(webRoot), 'documents.json'),
        ...remotes.flatMap((name) => deployFiles(remoteDistDir(webRoot, name), 'mf-manifest.json')),
      ];
      return files.map((file) => mtimeOf(file) ?? 0).join(':');
    },
    /** The shell's entry file, or undefined when its build made none. */
    shell: () => entryIn(shellDistDir(webRoot)),
    /**
     * The entry file of the remote whose manifest is at `manifestAddress` (as `/remotes.json`
     * gives it), or undefined when it has none or lives elsewhere than this server.
     */
    remote: (manifestAddress: string) => {
      const manifest = builtFileAt(webRoot, manifestAddress);
      return manifest && manifest.app !== 'shell'
        ? entryIn(remoteDistDir(webRoot, manifest.app))
        : Promise.resolve(undefined);
    },
  };
}
