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
  /**
   * The reads an exposed module a shell page embeds (`./SearchResults`) makes first with
   * `props`; empty for a module the entry does not render.
   */
  moduleReads: (module: string, props: EmbedProps) => readonly string[];
  /** The markup of an exposed module a shell page embeds, with `props`, as the browser renders it. */
  renderModule: (module: string, props: EmbedProps, request: PageRender) => Promise<Rendered>;
}

/** The props a shell page gives a module it embeds: plain values, as they cross from entry to entry. */
export type EmbedProps = Readonly<Record<string, unknown>>;

/**
 * An exposed module a shell page embeds, as the remote's server entry renders it: the component
 * and the reads it makes first for its props (the renderer fetches their answers, as for a page).
 */
export interface EmbeddedModule<Props> {
  component: ComponentType<Props>;
  firstReads?: (props: Props) => readonly string[];
}

/** A remote's embedded modules by exposed name (`./SearchResults`): its `src/app/embeds.ts`. */
export type EmbeddedModules = Readonly<Record<string, EmbeddedModule<never>>>;

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
  /** The exposed modules a shell page embeds that it renders (none when it has no `embeds.ts`). */
  embeds: () => EmbeddedModules;
}

/** A remote's server entry, from its catalogues, its `./App` and its route table. */
export function remoteServerEntry({ catalogue, app, routes, embeds }: RemoteEntryOptions): RemoteServerEntry {
  // Called with the props the page gives it, whatever its own type says.
  const embedded = (module: string) =>
    Object.hasOwn(embeds(), module)
      ? (embeds()[module] as unknown as EmbeddedModule<EmbedProps> | undefined)
      : undefined;
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
    moduleReads: (module, props) => embedded(module)?.firstReads?.(props) ?? [],
    renderModule(module, props, request) {
      setRenderLanguage(request.language, catalogue);
      const found = embedded(module);
      if (!found) throw new Error(`${module} is not a module this remote renders on the server`);
      const { component: Component } = found;
      return renderMarkup(<Component {...props} />, request);
    },
  };
}
