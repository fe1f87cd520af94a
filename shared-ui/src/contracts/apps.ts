/**
 * The roster of the front-end apps: the shell (the host) and the remotes, each with its folder
 * and its dev-server port. eslint's import boundaries, the webpack configs, the build, dev and
 * test scripts, jest's projects, the dev server's `/remotes.json` and the API server all read
 * it here: a new remote is added in this one place (and as a workspace in package.json).
 */

/** The remotes, by federation name: each built into `mfe-<name>/dist` and served at `/mfe/<name>/`. */
export const REMOTE_NAMES = ['stories', 'media', 'marketplace', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every front-end app by federation name: the shell first, then the remotes. */
export const APP_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

/** The workspace folder of an app. */
export type AppFolder = 'shell' | `mfe-${RemoteName}`;
export const folderOf = (name: AppName): AppFolder => (name === 'shell' ? 'shell' : `mfe-${name}`);

/** The folders of every front-end app, the shell first. */
export const APP_FOLDERS: readonly AppFolder[] = APP_NAMES.map(folderOf);

/** Whether a name is one of the remotes (a name from a URL or a file, say). */
export const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/** The webpack-dev-server port of each app under `npm run dev` (the shell's page is on :3000). */
export const DEV_PORTS: Readonly<Record<AppName, number>> = {
  shell: 3000,
  stories: 3001,
  media: 3002,
  marketplace: 3003,
  account: 3004,
};
