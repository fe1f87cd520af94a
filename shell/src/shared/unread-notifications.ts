/**
 * How many of the signed-in member's notifications are unread: the header's bell shows it, and
 * /notifications sets it from each answer that carries it (a page of the list, marking read).
 * One read at a time; an answer that arrives after a newer count was set is dropped.
 */
import { answerOf, read } from 'shared-ui';
import { unreadNotifications } from 'shared-ui/contracts/notifications';
import { create } from 'zustand';

/** How long after a read the bell reads the count again, while the tab is in view. */
export const UNREAD_REFRESH_MS = 60_000;

interface UnreadState {
  count: number;
}

export const useUnreadNotifications = create<UnreadState>()(() => ({ count: 0 }));

/** Bumped by every count set here: a read started before it is out of date. */
let version = 0;
/** The read under way, and the version it started at. */
let inFlight: { version: number; done: Promise<void> } | null = null;

/** Sets the count from an answer that carries it (or 0 when the member leaves). */
export function setUnreadCount(count: number): void {
  version += 1;
  useUnreadNotifications.setState({ count });
}

/** Reads the count and sets it, unless a newer one was set meanwhile. Never throws. */
async function readCount(asked: number): Promise<void> {
  try {
    const response = await read(unreadNotifications);
    if (!response.ok) return;
    const { unread } = await answerOf(unreadNotifications, response);
    if (asked === version) setUnreadCount(unread);
  } catch {
    // Offline or the server failing: the next refresh tries again.
  }
}

/**
 * Reads the count from the server, unless a read started since the last count was set is under
 * way (its answer serves). A refusal or a lost connection keeps the count shown.
 */
export function refreshUnread(): Promise<void> {
  if (inFlight?.version === version) return inFlight.done;
  const done: Promise<void> = readCount(version).finally(() => {
    if (inFlight?.done === done) inFlight = null;
  });
  inFlight = { version, done };
  return done;
}

/** Forgets the count (a member leaving). */
export const resetUnread = (): void => setUnreadCount(0);
