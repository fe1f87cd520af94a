import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState } from 'shared-ui';
import { AboutPage } from '../features/about/about-page.tsx';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { Layout } from '../features/layout/layout.tsx';
import { CookiePolicyPage } from '../features/legal/cookie-policy-page.tsx';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { NotAllowedPage } from '../features/not-allowed/not-allowed-page.tsx';
import { NotificationsPage } from '../features/notifications/notifications-page.tsx';
import { InstallPage } from '../features/pwa/install-page.tsx';
import { RemoteOutlet } from '../features/remotes/remote-outlet.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
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

/** The pages the shell owns; each shows 'Something went wrong.' in place if it fails. */
const shellPages = [
  { path: '/home', element: <HomePage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/about-us', element: <AboutPage /> },
  { path: '/contact-us', element: <ContactPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
  { path: '/privacy_policy', element: <PrivacyPolicyPage /> },
  { path: '/terms-conditions', element: <TermsPage /> },
  { path: '/cookie-policy', element: <CookiePolicyPage /> },
  { path: '/install-app', element: <InstallPage /> },
  { path: '/not-allowed', element: <NotAllowedPage /> },
];

export function AppRoutes() {
  useApplyTheme();
  return (
    <Routes>
      <Route path="/" element={<SplashPage />} />
      <Route element={<Layout />}>
        {shellPages.map(({ path, element }) => (
          <Route key={path} path={path} element={<ErrorBoundary resetKey={path}>{element}</ErrorBoundary>} />
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
