/**
 * The runtime configuration: where each remote lives and which routes it
 * owns, read from `/remotes.json` at run time so a remote can be redeployed
 * without rebuilding the shell. Registers the remotes with the federation
 * runtime and configures the shared API client.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApi, type RuntimeConfig } from 'shared-ui';
import { yieldToMain } from '../../shared/yield-to-main.ts';
import { recordLoadedManifest } from '../pwa/remote-versions.ts';

let pending: Promise<RuntimeConfig> | null = null;
let loaded: RuntimeConfig | null = null;

function entryUrl(entry: string): string {
  return new URL(entry, location.href).href;
}

/** Registers (or, with force, re-registers so a failed entry is fetched again) one remote. */
export function registerRemote(config: RuntimeConfig, name: string, force = false): void {
  const remote = config.remotes[name];
  if (remote) registerRemotes([{ name, entry: entryUrl(remote.entry) }], { force });
}

/** Keeps each remote manifest the page loads, so a later release can be noticed. */
const manifestRecorder = {
  name: 'shell-manifest-recorder',
  fetch(url: string, init: RequestInit) {
    if (!url.endsWith('mf-manifest.json')) return undefined;
    return fetch(url, init).then(async (response) => {
      if (response.ok) recordLoadedManifest(url, await response.clone().text());
      return response;
    });
  },
};
/**
 * Loading a remote's module runs on, in one task, from its entry's load event: the entry's share
 * scope set up, the module's chunks and their shared modules taken in, its factory run (about
 * 55 ms of a fast core for the first page, four times that on a phone). A yield before each of
 * those steps lets the browser paint and answer taps between them.
 */
const stepsApart = {
  name: 'shell-steps-apart',
  beforeInitRemote: yieldToMain,
  beforeGetExpose: yieldToMain,
  beforeExecuteFactory: yieldToMain,
};
let pluginsRegistered = false;

async function fetchConfig(): Promise<RuntimeConfig> {
  // The server answers it no-cache (the browser revalidates); a plain request also
  // takes the answer index.html preloads.
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  configureApi(config.api);
  if (!pluginsRegistered) {
    registerPlugins([manifestRecorder, stepsApart]);
    pluginsRegistered = true;
  }
  for (const name of Object.keys(config.remotes)) registerRemote(config, name);
  loaded = config;
  return config;
}

/** The configuration once it has loaded (a render can read it without suspending), else null. */
export function loadedRuntimeConfig(): RuntimeConfig | null {
  return loaded;
}

/** The configuration, fetched once; a failed fetch is forgotten so a retry fetches again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
