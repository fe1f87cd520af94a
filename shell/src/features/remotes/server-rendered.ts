/**
 * What the shell's server render knows of the remote that owns the page (src/server.ts): the
 * runtime configuration the browser reads from /remotes.json, and the markup the remote's own
 * server entry rendered for the page, put where the remote's `./App` renders in the browser.
 * Null in the browser.
 */
import { createContext } from 'react';
import type { RuntimeConfig } from 'shared-ui';

export interface RenderedRemote {
  config: RuntimeConfig;
  /** The federated module the markup is of (`marketplace/App`), and the markup. */
  module?: { id: string; markup: string };
}

export const RenderedRemoteContext = createContext<RenderedRemote | null>(null);
