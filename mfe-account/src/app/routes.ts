/**
 * The account remote's route table: the pages it owns, each loaded when opened. `./App`
 * renders from it; the build publishes it in `remote.json`. Its pages read nothing from the
 * API before the session is known (the member's id is on the device), so none lists first reads.
 */
import { createElement } from 'react';
import { lazyPage, PAGES, type PageRoute } from 'shared-ui';

const authPage = (mode: 'login' | 'register') =>
  lazyPage('auth-page', () =>
    import(/* webpackChunkName: "auth-page" */ '../features/auth/auth-page.tsx').then(({ AuthPage }) => ({
      default: () => createElement(AuthPage, { mode }),
    })),
  );

/** A member page's module exports it behind the session guard, which sends a guest to /login and back. */
const profile = lazyPage('profile-page', () =>
  import(/* webpackChunkName: "profile-page" */ '../features/profile/profile-page.tsx').then((m) => ({
    default: m.ProfileRoute,
  })),
);
const editProfile = lazyPage('edit-profile-page', () =>
  import(/* webpackChunkName: "edit-profile-page" */ '../features/profile/edit-profile-page.tsx').then(
    (m) => ({
      default: m.EditProfileRoute,
    }),
  ),
);
const myList = (name: 'MyArticlesRoute' | 'MyReelsRoute' | 'MyMusicRoute' | 'MyYoutubeRoute') =>
  lazyPage('my-content-page', () =>
    import(/* webpackChunkName: "my-content-page" */ '../features/content/my-lists.tsx').then((m) => ({
      default: m[name],
    })),
  );
const create = lazyPage('create-page', () =>
  import(/* webpackChunkName: "create-page" */ '../features/create/create-page.tsx').then((m) => ({
    default: m.CreateRoute,
  })),
);

const admin = lazyPage('admin-page', () =>
  import(/* webpackChunkName: "admin-page" */ '../features/admin/admin-page.tsx').then((m) => ({
    default: m.AdminPage,
  })),
);

export const routes: readonly PageRoute[] = [
  { path: PAGES.login, page: authPage('login') },
  { path: PAGES.register, page: authPage('register') },
  { path: PAGES.profile, page: profile },
  { path: PAGES.editProfile, page: editProfile },
  { path: PAGES.myArticles, page: myList('MyArticlesRoute') },
  { path: PAGES.myReels, page: myList('MyReelsRoute') },
  { path: PAGES.myMusic, page: myList('MyMusicRoute') },
  { path: PAGES.myVideos, page: myList('MyYoutubeRoute') },
  { path: PAGES.create, page: create },
  { path: PAGES.admin, page: admin },
];
