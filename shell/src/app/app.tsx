import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState, PAGES, routeMatches } from 'shared-ui';
import { HomePage } from '../features/home/home-page.tsx';
import { Layout } from '../features/layout/layout.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { SplashLoading } from '../features/splash/splash-loading.tsx';
import { useApplyTheme } from '../features/theme/use-apply-theme.ts';
import { SHELL_ROUTES, type ShellRoute } from './shell-routes.ts';

// Pages a first visit rarely starts on load when they are opened, so /home and the
// remotes' routes do not download them (nor their texts: shared-ui/texts/<page>).
const AboutPage = lazy(() =>
  import('../features/about/about-page.tsx').then((m) => ({ default: m.AboutPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/contact-page.tsx').then((m) => ({ default: m.ContactPage })),
);
const CookiePolicyPage = lazy(() =>
  import('../features/legal/cookie-policy-page.tsx').then((m) => ({ default: m.CookiePolicyPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsPage = lazy(() =>
  import('../features/legal/terms-page.tsx').then((m) => ({ default: m.TermsPage })),
);
const InstallPage = lazy(() =>
  import('../features/pwa/install-page.tsx').then((m) => ({ default: m.InstallPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const NotAllowedPage = lazy(() =>
  import('../features/not-allowed/not-allowed-page.tsx').then((m) => ({ default: m.NotAllowedPage })),
);
const SplashPage = lazy(() =>
  import('../features/splash/splash-page.tsx').then((m) => ({ default: m.SplashPage })),
);

/** A shell page in its own error boundary, with the loading state while its code loads. */
function ShellPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<LoadingState />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

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

/** The pages the shell owns in the layout; each shows 'Something went wrong.' in place if it fails. */
const shellPages: Record<Exclude<ShellRoute, typeof PAGES.root>, ReactNode> = {
  [PAGES.home]: <HomePage />,
  [PAGES.about]: <AboutPage />,
  [PAGES.aboutUs]: <AboutPage />,
  [PAGES.contact]: <ContactPage />,
  [PAGES.settings]: <SettingsPage />,
  [PAGES.notifications]: <NotificationsPage />,
  [PAGES.privacy]: <PrivacyPolicyPage />,
  [PAGES.privacyOld]: <PrivacyPolicyPage />,
  [PAGES.terms]: <TermsPage />,
  [PAGES.cookies]: <CookiePolicyPage />,
  [PAGES.install]: <InstallPage />,
  [PAGES.notAllowed]: <NotAllowedPage />,
};

/** Whether the shell renders `pathname` itself (the welcome splash or one of its pages), not a remote. */
export function isShellPage(pathname: string): boolean {
  return SHELL_ROUTES.some((path) => routeMatches(path, pathname));
}

export function AppRoutes() {
  useApplyTheme();
  return (
    <Routes>
      <Route
        path={PAGES.root}
        element={
          <Suspense fallback={<SplashLoading />}>
            <SplashPage />
          </Suspense>
        }
      />
      <Route element={<Layout />}>
        {Object.entries(shellPages).map(([path, element]) => (
          <Route key={path} path={path} element={<ShellPage path={path}>{element}</ShellPage>} />
        ))}
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
