/**
 * A remote's route table: one entry per page, `{ path, page, firstReads }`. Its `./App`
 * renders from it (RouteTable), its build writes `remote.json` from it (describeRoutes of
 * shared-ui/contracts), and each page's code loads only when the page is opened.
 *
 * No JSX here: a remote's webpack config loads its route table in Node.
 */
import { createElement, use, type ComponentType } from 'react';
import { routeMatches, type DescribedRoute } from '../contracts/routes.ts';

/** A page whose code loads on demand; once loaded it renders without suspending. */
export interface LazyPage {
  /** Renders the page, suspending while its code loads. */
  Page: ComponentType;
  /** Starts loading the page's code (again, after a failed load). */
  preload: () => Promise<ComponentType>;
  /**
   * The name of the page's chunk, as its import names it (`webpackChunkName`): the build lists
   * that chunk's files in `remote.json`, and the server preloads them with the page.
   */
  chunk: string;
}

/** One route of a remote's route table. */
export interface PageRoute extends DescribedRoute {
  /** Route pattern in react-router syntax: `/articles`, `/article/:id`. */
  path: string;
  page: LazyPage;
}

/**
 * A page loaded by `load` when first rendered or preloaded: a dynamic import of its module,
 * named `chunk` by a `webpackChunkName` comment (the build fails when no chunk has that name):
 *
 *     lazyPage('news-page', () => import(/* webpackChunkName: "news-page" *\/ '../features/news/news-page.tsx'))
 */
export function lazyPage(chunk: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (loading) return loading;
    const started = load().then((module) => module.default);
    loading = started;
    // The promise says on itself how it settled, as React reads it (`status`, `value`, `reason`):
    // once settled, use() gives its result at once, without suspending, even when React never
    // saw it pending (a page preloaded before its first render).
    started.then(
      (page) => Object.assign(started, { status: 'fulfilled', value: page }),
      (error: unknown) => {
        Object.assign(started, { status: 'rejected', reason: error });
        loading = undefined; // the error boundary's Try again loads it again
      },
    );
    return started;
  };
  // use() in every render, with the one promise of this page's code: to React, a component that
  // suspended in use() and then rendered without it (its code in by then) is in error.
  function Page() {
    return createElement(use(preload()));
  }
  return { Page, preload, chunk };
}

/** Loads the code of the page at `pathname`, if the table has one, so it renders without waiting. */
export async function preloadPage(table: readonly PageRoute[], pathname: string): Promise<void> {
  await table.find((route) => routeMatches(route.path, pathname))?.page.preload();
}
