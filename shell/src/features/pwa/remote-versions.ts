/**
 * Notices a redeployed remote while the page is open: the manifest of every remote
 * the page loaded is remembered as loaded, and a later check compares it with what
 * the server now serves.
 */
import type { RuntimeConfig } from 'shared-ui';

const loadedManifests = new Map<string, string>();

/** Remembers a remote's manifest as the page first loaded it. */
export function recordLoadedManifest(url: string, text: string): void {
  if (!loadedManifests.has(url)) loadedManifests.set(url, text);
}

/** True when a remote this page uses has a new release (or moved). */
export async function remotesChanged(): Promise<boolean> {
  if (loadedManifests.size === 0) return false;
  const answer = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!answer.ok) return false;
  const config = (await answer.json()) as RuntimeConfig;
  const current = new Set(
    Object.values(config.remotes).map((remote) => new URL(remote.entry, location.href).href),
  );
  for (const [url, text] of loadedManifests) {
    if (!current.has(url)) return true;
    const manifest = await fetch(url, { cache: 'no-cache' });
    if (manifest.ok && (await manifest.text()) !== text) return true;
  }
  return false;
}

/** Test helper: forget what was loaded. */
export function forgetLoadedManifests(): void {
  loadedManifests.clear();
}
