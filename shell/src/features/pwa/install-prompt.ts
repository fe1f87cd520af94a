/**
 * The browser's install offer (`beforeinstallprompt`), caught as early as the app
 * starts so the install page can use it whenever the visitor opens it.
 */
import { useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed' | 'dismissed';

let deferred: InstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function set(next: InstallState, event: InstallPromptEvent | null = null) {
  state = next;
  deferred = event;
  for (const listener of listeners) listener();
}

declare global {
  interface Window {
    /** An offer made before the app started, kept by the document's inline script (index.html). */
    earlyInstallOffer?: InstallPromptEvent;
  }
}

/** Starts listening for the browser's offer, taking one the document kept; call once at start-up. */
export function listenForInstallPrompt(): () => void {
  if (window.earlyInstallOffer) {
    set('available', window.earlyInstallOffer);
    delete window.earlyInstallOffer;
  }
  const onOffer = (event: Event) => {
    event.preventDefault(); // keep the browser's own mini-bar away; the page offers the install
    delete window.earlyInstallOffer; // the document's catcher saw it too
    set('available', event as InstallPromptEvent);
  };
  const onInstalled = () => set('installed');
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onOffer);
    window.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; the offer is used up whatever the visitor chooses. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  set(outcome === 'accepted' ? 'installed' : 'dismissed');
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Test helper: back to no offer. */
export function resetInstallPrompt(): void {
  set('unavailable');
}
