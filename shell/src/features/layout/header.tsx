import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PAGES, PRODUCT_NAME, PRODUCT_SHORT_NAME, texts, useCurrentUser, useTheme } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { MenuIcon, MoonIcon, MoreIcon, SearchIcon, SunIcon, UserIcon } from '../../shared/icons.tsx';
import { media } from '../../shared/media.ts';
import { headerLinks, moreLinks } from './nav-links.ts';
import { NotificationsBell } from './notifications-bell.tsx';

const t = texts.layout;

// The drawers' code (with its focus trap) loads when a visitor first opens one: most visits
// never do, and it was part of every first visit's main.js.
const Drawer = lazy(() => import('./drawer.tsx').then((m) => ({ default: m.Drawer })));

/**
 * True once the page has scrolled past the header's style threshold (50px). Read on scroll only
 * (a page opened scrolled, as a reload restores it, gets a scroll event too): reading `scrollY`
 * as the app mounts would make the browser lay out the page there and then, in the start-up's path.
 */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

function LinkList({ links }: { links: readonly { to: string | null; label: string }[] }) {
  return (
    <ul className="shell-drawer__links">
      {links.map((link) => (
        <li key={link.label}>
          {link.to ? (
            <NavLink to={link.to}>{link.label}</NavLink>
          ) : (
            <span className="shell-drawer__inactive">
              {link.label} <small>{t.comingSoon}</small>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

type DrawerName = 'more' | 'menu';

export function Header() {
  const user = useCurrentUser();
  const { theme, toggle } = useTheme();
  const scrolled = useScrolledPast(timings.headerScrollThresholdPx);
  const { pathname } = useLocation();
  // A drawer belongs to the page it was opened on: navigating closes it.
  const [opened, setOpened] = useState<{ name: DrawerName; path: string } | null>(null);
  const open = opened?.path === pathname ? opened.name : null;
  const moreButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const toggleDrawer = (name: DrawerName) => setOpened(open === name ? null : { name, path: pathname });
  const drawers = {
    more: {
      title: t.more,
      closeLabel: t.closeMore,
      links: <LinkList links={moreLinks()} />,
    },
    menu: {
      title: t.menu,
      closeLabel: t.closeMenu,
      links: (
        <>
          <LinkList links={[{ to: PAGES.search, label: t.search }, ...headerLinks()]} />
          <h3 className="shell-drawer__section">{t.more}</h3>
          <LinkList links={moreLinks()} />
        </>
      ),
    },
  };
  const toggleOf = (name: DrawerName) => (name === 'more' ? moreButton : menuButton);
  const closeDrawer = (restoreFocus: boolean) => {
    const button = open && toggleOf(open);
    setOpened(null);
    if (restoreFocus) button?.current?.focus();
  };
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpened(null);
  };

  const drawerButton = (name: DrawerName, label: string, className: string) => (
    <button
      ref={toggleOf(name)}
      type="button"
      className={`shell-icon-button ${className}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open === name}
      aria-controls={open === name ? `shell-${name}-drawer` : undefined}
      onClick={() => toggleDrawer(name)}
    >
      {name === 'more' ? <MoreIcon /> : <MenuIcon />}
    </button>
  );

  return (
    <header className={`shell-header${scrolled ? ' shell-header--scrolled' : ''}`}>
      <Link to={PAGES.home} className="shell-header__brand" aria-label={PRODUCT_NAME}>
        <img src={media.logoKaya} alt="" width="34" height="34" />
        <span aria-hidden="true">{PRODUCT_SHORT_NAME}</span>
        <span aria-hidden="true" className="shell-header__brand-rest">
          {PRODUCT_NAME.slice(PRODUCT_SHORT_NAME.length)}
        </span>
      </Link>
      <nav aria-label={t.mainNavigation} className="shell-header__nav">
        <ul>
          {headerLinks().map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-header__actions">
        {/* A plain link: the search page and its code load only when it opens (the menu has it on phones). */}
        <Link
          to={PAGES.search}
          className="shell-icon-button shell-large-only shell-header__search"
          aria-label={t.search}
        >
          <SearchIcon />
        </Link>
        <NotificationsBell signedIn={user !== null} />
        <button
          type="button"
          className="shell-icon-button"
          onClick={toggle}
          aria-label={theme === 'dark' ? texts.theme.toLight : texts.theme.toDark}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
        <Link
          to={PAGES.profile}
          className="shell-header__profile"
          aria-label={user ? t.profileOf(user.username) : t.profile}
        >
          <UserIcon />
          {user && <span className="shell-header__username">{user.username}</span>}
        </Link>
        {drawerButton('more', t.more, 'shell-large-only')}
        {drawerButton('menu', t.menu, 'shell-small-only')}
      </div>
      {open && (
        <Suspense fallback={null}>
          <Drawer
            key={open}
            id={`shell-${open}-drawer`}
            title={drawers[open].title}
            closeLabel={drawers[open].closeLabel}
            toggle={toggleOf(open)}
            onClose={closeDrawer}
          >
            <nav aria-label={drawers[open].title} onClick={closeOnLink}>
              {drawers[open].links}
            </nav>
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}
