/**
 * The modules this remote exposes that a shell page embeds and the server renders with the page
 * (build/remote-server-entry.ts): each by its exposed name, with the reads it makes first for
 * its props. Loaded by the server entry only, once the page's language is in place.
 */
import type { EmbeddedModules } from 'shared-ui/server';
import SearchResults, { firstReads } from '../features/search/search-results.tsx';

export const embeds: EmbeddedModules = {
  './SearchResults': { component: SearchResults, firstReads },
};
