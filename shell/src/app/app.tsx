import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState, PageHydrated, PAGES, routeMatches } from 'shared-ui';
import { HomePage } from '../features/home/home-page.tsx';
import { Layout } from '../features/layout/layout.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { SplashLoading } from '../features/splash/splash-loading.tsx';
import { useApplyTheme } from '../features/theme/use-apply-theme.ts';
import { pageWithTexts } from '../shared/page-texts.ts';
import { SHELL_ROUTES, type ShellRoute } from './shell-routes.ts';

// Pages a first visit rarely starts on load when they are opened, so /home and the
// remotes' routes do not download them (nor their texts: src/texts/<page>.ts).
const AboutPage = lazy(() =>
  pageWithTexts(
    import('../features/about/about-page.tsx').then((m) => ({
      default: m.AboutPage,
    })),
    (code) =>
      import(/* webpackChunkName: "about-texts-[request]" */ `../features/about/languages/${code}.ts`),
  ),
);
const ContactPage = lazy(() =>
  pageWithTexts(
    import('../features/contact/contact-page.tsx').then((m) => ({
      default: m.ContactPage,
    })),
    (code) =>
      import(/* webpackChunkName: "contact-texts-[request]" */ `../features/contact/languages/${code}.ts`),
  ),
);
const CookiePolicyPage = lazy(() =>
  pageWithTexts(
    import('../features/legal/cookie-policy-page.tsx').then((m) => ({ default: m.CookiePolicyPage })),
    (code) =>
      import(/* webpackChunkName: "legal-texts-[request]" */ `../features/legal/languages/${code}.ts`),
  ),
);
const PrivacyPolicyPage = lazy(() =>
  pageWithTexts(
    import('../features/legal/privacy-policy-page.tsx').then((m) => ({ default: m.PrivacyPolicyPage })),
    (code) =>
      import(/* webpackChunkName: "legal-texts-[request]" */ `../features/legal/languages/${code}.ts`),
  ),
);
const TermsPage = lazy(() =>
  pageWithTexts(
    import('../features/legal/terms-page.tsx').then((m) => ({
      default: m.TermsPage,
    })),
    (code) =>
      import(/* webpackChunkName: "legal-texts-[request]" */ `../features/legal/languages/${code}.ts`),
  ),
);
const InstallPage = lazy(() =>
  pageWithTexts(
    import('../features/pwa/install-page.tsx').then((m) => ({
      default: m.InstallPage,
    })),
    (code) =>
      import(/* webpackChunkName: "install-texts-[request]" */ `../features/pwa/languages/${code}.ts`),
  ),
);
const SettingsPage = lazy(() =>
  pageWithTexts(
    import('../features/settings/settings-page.tsx').then((m) => ({
      default: m.SettingsPage,
    })),
    (code) =>
      import(
        /* webpackChunkName: "small-pages-texts-[request]" */ `../shared/small-pages/languages/${code}.ts`
      ),
  ),
);
const NotificationsPage = lazy(() =>
  pageWithTexts(
    import(
      /* webpackChunkName: "notifications-page" */ '../features/notifications/notifications-page.tsx'
    ).then((m) => ({
      default: m.NotificationsPage,
    })),
    (code) =>
      import(
        /* webpackChunkName: "notifications-texts-[request]" */ `../features/notifications/languages/${code}.ts`
      ),
  ),
);
const NotAllowedPage = lazy(() =>
  pageWithTexts(
    import('../features/not-allowed/not-allowed-page.tsx').then((m) => ({ default: m.NotAllowedPage })),
    (code) =>
      import(
        /* webpackChunkName: "small-pages-texts-[request]" */ `../shared/small-pages/languages/${code}.ts`
      ),
  ),
);
const SearchPage = lazy(() =>
  pageWithTexts(
    import(/* webpackChunkName: "search-page" */ '../features/search/search-page.tsx').then((m) => ({
      default: m.SearchPage,
    })),
    (code) =>
      import(/* webpackChunkName: "search-texts-[request]" */ `../features/search/languages/${code}.ts`),
  ),
);
const SplashPage = lazy(() =>
  import('../features/splash/splash-page.tsx').then((m) => ({
    default: m.SplashPage,
  })),
);

/** A shell page in its own error boundary, with the loading state while its code loads. */
function ShellPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={path}>
      <Suspense fallback={<LoadingState />}>
        {children}
        <PageHydrated />
      </Suspense>
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
  [PAGES.search]: <SearchPage />,
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
            <PageHydrated />
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
