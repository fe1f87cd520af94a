/**
 * The remote modules a shell page embeds that the server renders with the page, by the page's
 * route: their ids and props come from the page's address alone, so the shell's server entry
 * names them to the renderer (which has each remote's entry render its module, with the answers
 * to the reads it makes first), and the page renders the same modules with the same props in the
 * browser. Pure: the server entry reads it before anything renders. The shell's first chunk
 * does not bundle it (the pages' tables are their own code, loaded with them).
 */
import { PAGES, routeMatches } from 'shared-ui/contracts';
import { searchModules } from '../search/search-modules.ts';

/** A remote module a shell page embeds: `stories/SearchResults` with its props (plain values). */
export interface EmbeddedModule {
  id: string;
  props: object;
}

/** By shell route, the modules its page embeds at an address's query. */
const EMBEDDED: Readonly<Record<string, (query: URLSearchParams) => readonly EmbeddedModule[]>> = {
  [PAGES.search]: searchModules,
};

/** The modules the shell page at `url` (its path and query) embeds for the server to render. */
export function embeddedModulesAt(url: string): readonly EmbeddedModule[] {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const route = Object.keys(EMBEDDED).find((pattern) => routeMatches(pattern, pathname));
  return route === undefined ? [] : (EMBEDDED[route]?.(searchParams) ?? []);
}
