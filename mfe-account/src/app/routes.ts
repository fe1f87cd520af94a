/**
 * The account remote's route table: the pages it owns, each loaded when opened. `./App`
 * renders from it; the build publishes it in `remote.json`. Its pages read nothing from the
 * API as they open (the session is on the device).
 */
import { createElement } from 'react';
import { lazyPage, type PageRoute } from 'shared-ui';

const authPage = (mode: 'login' | 'register') =>
  lazyPage('auth-page', () =>
    import(/* webpackChunkName: "auth-page" */ '../features/auth/auth-page.tsx').then(({ AuthPage }) => ({
      default: () => createElement(AuthPage, { mode }),
    })),
  );

const profile = lazyPage('profile-page', () =>
  Promise.all([
    import(/* webpackChunkName: "profile-page" */ '../features/profile/profile-page.tsx'),
    import(/* webpackChunkName: "profile-page" */ '../shared/require-session.tsx'),
  ]).then(([{ ProfilePage }, { RequireSession }]) => ({
    default: () => createElement(RequireSession, null, createElement(ProfilePage)),
  })),
);

const admin = lazyPage('admin-page', () =>
  import(/* webpackChunkName: "admin-page" */ '../features/admin/admin-page.tsx').then((m) => ({
    default: m.AdminPage,
  })),
);

export const routes: readonly PageRoute[] = [
  { path: '/login', page: authPage('login') },
  { path: '/register', page: authPage('register') },
  { path: '/profile', page: profile },
  { path: '/admin/*', page: admin },
];
