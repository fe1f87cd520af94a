/**
 * Module Federation for the apps: the singletons every app shares as one instance in the page,
 * the runtime plugin by which the shell hands its federation runtime to the remotes, and the
 * plugin that puts them together for the shell (the host) or a remote.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { AppName } from 'shared-ui/contracts';

/** Dependencies every app shares as one instance in the page. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'shared-ui',
] as const;

const installedVersion = (dirname: string, packageName: string): string =>
  (
    JSON.parse(
      readFileSync(
        createRequire(path.join(dirname, 'package.json')).resolve(`${packageName}/package.json`),
        'utf8',
      ),
    ) as { version: string }
  ).version;

/**
 * The singletons, as the shell provides them (eagerly, from main.js) or a remote consumes
 * them (lazy fallbacks, with the version range its package.json asks for). The shell
 * consumes only what it provides itself, so it skips the version check: at start-up
 * each check is a semver parse on the page's critical path.
 */
export function sharedModules(dirname: string, isHost: boolean) {
  const pkg = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.split('/')[0] as string;
      const range = pkg.dependencies[packageName];
      if (!range) throw new Error(`${dirname}: package.json must list ${packageName}`);
      const requiredVersion: string | false = isHost ? false : range;
      // Resolved to the routing facade (modules.ts), so its version is the package's own.
      const version = key === 'react-router-dom' ? { version: installedVersion(dirname, key) } : {};
      return [key, { singleton: true, eager: isHost, requiredVersion, ...version }];
    }),
  );
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes. The
 * `provideExternalRuntime` option adds its CommonJS build, which pulls in a second,
 * CommonJS copy of the whole runtime beside the ES module one the page already has
 * (about 9 KB compressed); its ES module build shares that one.
 */
export const PROVIDE_RUNTIME_PLUGIN = (() => {
  const file = createRequire(import.meta.url)
    .resolve('@module-federation/inject-external-runtime-core-plugin')
    .replace(/\.cjs$/, '.js');
  if (!existsSync(file)) throw new Error(`No ES module build of the runtime provider at ${file}`);
  return file;
})();

export interface FederationOptions {
  name: AppName;
  dirname: string;
  isHost: boolean;
  /** What a remote exposes to the shell (nothing for the shell). */
  exposes: Record<string, string>;
  production: boolean;
}

/** The federation plugin of an app's build. */
export function federationPlugin({ name, dirname, isHost, exposes, production }: FederationOptions) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    // The shell provides the singletons from main.js (eager): every page needs them
    // before it renders, and as lazy chunks they were ten requests, each with its own
    // headers. Remotes keep lazy fallbacks, loaded only if their version is chosen.
    // (In every mode: the shell's main.ts imports the app without an async boundary.)
    shared: sharedModules(dirname, isHost),
    manifest: true,
    dts: false,
    // In every mode: the shell's dev server may load a remote's production build (`npm run dev --
    // <remote>` serves the other remotes from their builds), whose entry uses the shell's runtime.
    ...(isHost ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN] } : {}),
    experiments: {
      // The page has one federation runtime: the shell provides it and the remotes'
      // entries use it (a remote no longer sends its own copy, ~20 KB compressed).
      // The standalone dev page of a remote has no shell, so it keeps its own.
      // (The shell adds the plugin that provides it itself: see PROVIDE_RUNTIME_PLUGIN.)
      ...(production && !isHost ? { externalRuntime: true } : {}),
      // Leaves out the runtime's code for Node, and in the remotes (which load no
      // remotes of their own) the code that loads remotes.
      optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
    },
  });
}
