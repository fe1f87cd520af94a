/**
 * Loads an exposed module of a remote through the federation runtime,
 * retrying a failed load (with the remote re-registered so its manifest and
 * entry are fetched again) and reporting every failure.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRuntimeConfig, registerRemote } from './runtime-config.ts';

export const REMOTE_LOAD_FAILED_EVENT = 'shell:remote-load-failed';
const ATTEMPTS = 3;
const BACKOFF_MS = 400;

export interface RemoteLoadFailure {
  id: string;
  attempt: number;
  final: boolean;
  message: string;
}

function report(failure: RemoteLoadFailure): void {
  console.error(`Remote module ${failure.id} failed to load (attempt ${failure.attempt})`, failure.message);
  window.dispatchEvent(new CustomEvent<RemoteLoadFailure>(REMOTE_LOAD_FAILED_EVENT, { detail: failure }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const config = await loadRuntimeConfig();
  const remoteName = id.split('/')[0] as string;
  if (!config.remotes[remoteName]) throw new Error(`No remote named ${remoteName} in /remotes.json`);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const module = await loadRemote<T>(id);
      if (!module) throw new Error(`${id} resolved to nothing`);
      return module;
    } catch (error) {
      const final = attempt >= ATTEMPTS;
      report({ id, attempt, final, message: error instanceof Error ? error.message : String(error) });
      if (final) throw error;
      registerRemote(config, remoteName, true);
      await wait(BACKOFF_MS * attempt);
    }
  }
}
