import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/loading-state.tsx';
import type { PageRoute } from './lazy-page.ts';
import { PageHydrated } from './page-hydrated.tsx';

/** A remote's pages, from its route table: each loads its code when opened (the loading state meanwhile). */
export function RouteTable({ table }: { table: readonly PageRoute[] }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {table.map(({ path, page: { Page } }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
      <PageHydrated />
    </Suspense>
  );
}
