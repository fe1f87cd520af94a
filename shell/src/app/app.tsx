import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState } from 'shared-ui';
import { HomePage } from '../features/home/home-page.tsx';
import { Layout } from '../features/layout/layout.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { SplashPage } from '../features/splash/splash-page.tsx';
import { useApplyTheme } from '../features/theme/use-apply-theme.ts';

/** Routes the remotes own are resolved at run time from /remotes.json. */
function RemoteRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState />}>
        <RemoteOutlet />
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRoutes() {
  useApplyTheme();
  return (
    <Routes>
      <Route path="/" element={<SplashPage />} />
      <Route element={<Layout />}>
        <Route path="/home" element={<HomePage />} />
        <Route path="*" element={<RemoteRoutes />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
