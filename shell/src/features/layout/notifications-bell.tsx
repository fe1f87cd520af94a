import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PAGES, texts } from 'shared-ui';
import { BellIcon } from '../../shared/icons.tsx';
import {
  refreshUnread,
  resetUnread,
  UNREAD_REFRESH_MS,
  useUnreadNotifications,
} from '../../shared/unread-notifications.ts';
import { loadRuntimeConfig } from '../remotes/runtime-config.ts';

const t = texts.layout;

/** The badge's largest number; more shows as "99+". */
const BADGE_MAX = 99;

/**
 * Keeps a member's unread count fresh: read once the API's address is known, again whenever the
 * tab comes back into view, and a minute after each of those reads while it stays in view. A
 * hidden tab reads nothing.
 */
function useUnreadRefresh(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) {
      resetUnread();
      return undefined;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState === 'hidden') return;
      void refreshUnread();
      timer = setTimeout(refresh, UNREAD_REFRESH_MS);
    };
    void loadRuntimeConfig().then(refresh, refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [signedIn]);
}

/**
 * The header's link to /notifications. A member sees it on every screen, with the unread count
 * as a badge (laid over the icon, so it moves nothing when it appears) and in its name; a guest
 * on small screens only, as the spec's header has it.
 */
export function NotificationsBell({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadNotifications((state) => state.count);
  useUnreadRefresh(signedIn);
  const count = signedIn ? unread : 0;
  return (
    <Link
      to={PAGES.notifications}
      className={`shell-icon-button shell-bell${signedIn ? '' : ' shell-small-only'}`}
      aria-label={count > 0 ? t.notificationsUnread(count) : t.notifications}
    >
      <BellIcon />
      {count > 0 && (
        <span className="shell-bell__badge" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </Link>
  );
}
