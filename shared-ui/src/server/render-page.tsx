/**
 * Rendering a page on the server, for an app's server entry, built for Node beside its browser
 * build (build/server-entry.ts): the shell's `shell/src/server.ts`, and the one the remotes that
 * render on the server share, build/remote-server-entry.ts (`remoteServerEntry`, below). The
 * account remote builds none. The renderer beside the API loads the entries and calls them
 * (api/src/renderer/); the browser then hydrates the markup.
 */
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Hydrating } from '../router/before-hydration.tsx';
import { configureApi } from '../api/client.ts';
import { languageLayers, type Language } from '../contracts/languages.ts';
import { matchRoute } from '../contracts/routes.ts';
import { addLanguageModule, type LanguageModule } from '../i18n/apply.ts';
import { renderIn } from '../preferences/language.ts';
import type { PageRoute } from '../router/lazy-page.ts';
import { beginServerRender } from './render-state.ts';

/** One page to render. */
export interface PageRender {
  /** The page's path and query, e.g. `/marketplace?page=2`. */
  url: string;
  language: Language;
  lowData: boolean;
  /** The answers to its first reads (parsed JSON), by read: the same the document carries. */
  answers: Readonly<Record<string, unknown>>;
  /** The API's address for the page's host (as /remotes.json gives the browser): pictures' addresses start with it. */
  apiBase: string;
}

/** What a remote's server entry offers the renderer. */
export interface RemoteServerEntry {
  /** The API reads the page at `url` makes first (its route table's, for its parameters and query). */
  firstReads: (url: string) => readonly string[];
  /** The route pattern of its route table the page at `url` is of. */
  routeOf: (url: string) => string | undefined;
  /** The markup of the remote's `./App` at the page, as the browser renders it. */
  render: (request: PageRender) => Promise<Rendered>;
}

/** The catalogue modules added to the English texts already. */
const added = new WeakSet<LanguageModule>();

/**
 * Renders in `language` from now on, its catalogues added to the English texts the first time
 * (as the browser does before its first render). A worker renders a page after another in any
 * language: texts are looked up in the page's language as components read them.
 */
export function setRenderLanguage(language: Language, catalogue: (code: Language) => LanguageModule): void {
  for (const code of languageLayers(language)) {
    const module = catalogue(code);
    if (added.has(module)) continue;
    addLanguageModule(module, code);
    added.add(module);
  }
  renderIn(language);
}

/** The preloads React writes ahead of a render's markup (the pictures it shows first). */
const LEADING_PRELOADS = /^(?:<link [^>]*>)+/;

/** A render: the markup, and the preloads that belong in the document's head. */
export interface Rendered {
  head: string;
  markup: string;
}

/**
 * The markup of `element` once everything it waits for (page code, texts) is ready, whole: no
 * part streamed in later by script. An error anywhere in it fails the whole render: the
 * renderer then serves the page rendered in the browser instead, never half a page.
 */
export async function renderMarkup(element: ReactNode, request: PageRender): Promise<Rendered> {
  beginServerRender(request.answers, request.lowData);
  configureApi({ default: request.apiBase }, '');
  let failure: unknown;
  const page = (
    <Hydrating>
      <StaticRouter location={request.url}>{element}</StaticRouter>
    </Hydrating>
  );
  const { prelude } = await prerender(page, {
    onError: (error) => void (failure ??= error),
    // Every part in place: a large one is not moved to the end to be put in place by script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (failure !== undefined) throw failure;
  const head = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return { head, markup: html.slice(head.length) };
}

interface RemoteEntryOptions {
  /** The remote's catalogue module of a language (`src/languages/<code>.ts`). */
  catalogue: (code: Language) => LanguageModule;
  /** Its `./App` module, loaded only once the language is in place (texts read as modules load). */
  app: () => { default: ComponentType };
  /** Its route table. */
  routes: () => readonly PageRoute[];
}

/** A remote's server entry, from its catalogues, its `./App` and its route table. */
export function remoteServerEntry({ catalogue, app, routes }: RemoteEntryOptions): RemoteServerEntry {
  const routeAt = (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://page.invalid');
    for (const route of routes()) {
      const params = matchRoute(route.path, pathname);
      if (params) return { route, params, searchParams };
    }
    return undefined;
  };
  return {
    firstReads(url) {
      const found = routeAt(url);
      return found?.route.firstReads?.(found.params, found.searchParams) ?? [];
    },
    routeOf: (url) => routeAt(url)?.route.path,
    render(request) {
      setRenderLanguage(request.language, catalogue);
      const { default: App } = app();
      return renderMarkup(<App />, request);
    },
  };
}
