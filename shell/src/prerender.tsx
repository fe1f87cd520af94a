/**
 * Build-time rendering of the first screen each document shows before the app runs
 * (see documents.ts). Run by the shell's production build in Node, never by the server.
 * The app does not hydrate this markup: it renders over it (bootstrap.tsx), so what a
 * member or a chosen theme changes never has to match it.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoadingState, PAGES } from 'shared-ui';
import { AppRoutes } from './app/app.tsx';
import { DEFAULT_DOCUMENT, DOCUMENT_FILES, PAGE_DOCUMENTS } from './documents.ts';
import { Layout } from './features/layout/layout.tsx';
import { SplashLoading } from './features/splash/splash-loading.tsx';

const render = (path: string, routes: ReactNode) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{routes}</MemoryRouter>);

/** By document file, the markup of its #root (in the page's language: prerender-entry.ts). */
export function renderDocuments(): Record<string, string> {
  const markup: Record<string, string> = {
    [PAGE_DOCUMENTS[PAGES.root] as string]: renderToString(<SplashLoading />),
    [PAGE_DOCUMENTS[PAGES.home] as string]: render(PAGES.home, <AppRoutes />),
    [DEFAULT_DOCUMENT]: render(
      '/',
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<LoadingState />} />
        </Route>
      </Routes>,
    ),
  };
  const missing = DOCUMENT_FILES.filter((file) => !Object.hasOwn(markup, file));
  if (missing.length) throw new Error(`No first screen rendered for ${missing.join(', ')}`);
  return markup;
}
