import { NavLink } from 'react-router-dom';
import { PAGES, pagePath } from 'shared-ui';
import { account } from 'shared-ui/texts/account';
import type { OwnListKind } from './api.ts';

/** The create page's tabs, in the spec's order (Create Article, Create Real, Add Music, Add YouTube Video ID). */
export const CREATE_TABS = ['article', 'reel', 'music', 'youtube'] as const;
export type CreateTab = (typeof CREATE_TABS)[number];

/** The tab that creates what a list holds. */
export const CREATE_TAB: Record<OwnListKind, CreateTab> = {
  articles: 'article',
  reels: 'reel',
  music: 'music',
  youtube: 'youtube',
};

/** The create page on one of its tabs (the tab is in the URL). */
export const createPath = (tab: CreateTab) => pagePath(PAGES.create, undefined, { tab });

/** The page of each own list. */
const OWN_LIST_PAGE = {
  articles: PAGES.myArticles,
  reels: PAGES.myReels,
  music: PAGES.myMusic,
  youtube: PAGES.myVideos,
} as const satisfies Record<OwnListKind, string>;

/** The address of an own list: `/user/articles?userid=7`. */
export const ownListPath = (kind: OwnListKind, userId: number) =>
  pagePath(OWN_LIST_PAGE[kind], undefined, { userid: userId });

/** The lists, each labelled by its name's text (read as the links render: see ProfilePage). */
const LISTS: readonly OwnListKind[] = ['articles', 'reels', 'music', 'youtube'];

/** Links to the member's four own lists and to Create (the profile and each list show them). */
export function ContentNav({ userId }: { userId: number }) {
  return (
    <nav aria-label={account.lists.nav} className="account-content-nav">
      <ul>
        {LISTS.map((kind) => (
          <li key={kind}>
            <NavLink to={ownListPath(kind, userId)}>{account.lists[kind]}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={PAGES.create} className="account-content-nav__create">
            {account.profile.create}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
