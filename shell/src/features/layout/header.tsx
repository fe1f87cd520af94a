import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME, timings, useCurrentUser, useTheme } from 'shared-ui';
import { MoonIcon, SunIcon, UserIcon } from '../../shared/icons.tsx';
import { headerLinks } from './nav-links.ts';

/** True once the page has scrolled past the header's style threshold (50px). */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const user = useCurrentUser();
  const { theme, toggle } = useTheme();
  const scrolled = useScrolledPast(timings.headerScrollThresholdPx);

  return (
    <header className={`shell-header${scrolled ? ' shell-header--scrolled' : ''}`}>
      <Link to="/home" className="shell-header__brand" aria-label={PRODUCT_NAME}>
        <span aria-hidden="true">Mijikenda</span>
        <span aria-hidden="true" className="shell-header__brand-rest">
          {' '}
          {PRODUCT_NAME.replace(/^Mijikenda /, '')}
        </span>
      </Link>
      <nav aria-label="Main" className="shell-header__nav">
        <ul>
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-header__actions">
        <button
          type="button"
          className="shell-icon-button"
          onClick={toggle}
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
        >
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </button>
        <Link
          to="/profile"
          className="shell-header__profile"
          aria-label={user ? `Profile of ${user.username}` : 'Profile'}
        >
          <UserIcon />
          {user && <span className="shell-header__username">{user.username}</span>}
        </Link>
      </div>
    </header>
  );
}
