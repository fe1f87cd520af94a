/**
 * What the shell's server render knows of the remotes (src/server.ts): the runtime configuration
 * the browser reads from /remotes.json, the markup the remote that owns the page rendered for it,
 * put where the remote's `./App` renders in the browser, and the markup of the modules a shell
 * page embeds that their remotes rendered (embedded-modules.ts). Null in the browser.
 */
import { createContext } from 'react';
import type { RuntimeConfig } from 'shared-ui';

export interface RenderedRemote {
  config: RuntimeConfig;
  /** The federated module the markup is of (`marketplace/App`), and the markup. */
  module?: { id: string; markup: string };
  /**
   * By `embedKey` (a module and its props), the markup of each embedded module its remote
   * rendered; one missing (its remote has no server entry, or its render failed) is left to the
   * browser.
   */
  embedded?: Readonly<Record<string, string>>;
}

export const RenderedRemoteContext = createContext<RenderedRemote | null>(null);

/**
 * One embedded module with its props, as the server's markup of it is kept: a page may embed a
 * module twice with other props (the search page's Stories and People).
 */
export const embedKey = (id: string, props: object): string => `${id} ${JSON.stringify(props)}`;
