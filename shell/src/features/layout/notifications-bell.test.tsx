import { act, screen, within } from '@testing-library/react';
import { texts, useSession } from 'shared-ui';
import { unreadNotifications } from 'shared-ui/contracts/notifications';
import { fakeApi, on, serverFailure, type Sent } from '../../../../jest/fake-api.ts';
import { resetUnread, UNREAD_REFRESH_MS } from '../../shared/unread-notifications.ts';
import { mockMatchMedia } from '../../test/browser.ts';
import { renderLayout } from './test-layout.tsx';

jest.mock('../remotes/runtime-config.ts', () => ({
  ...jest.requireActual('../remotes/runtime-config.ts'),
  loadRuntimeConfig: () => Promise.resolve({}),
}));

const t = texts.layout;
const banner = () => within(screen.getByRole('banner'));
const unreadReads = (sent: Sent[]) => sent.filter((request) => request.endpoint === unreadNotifications);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const signIn = () =>
  act(() => useSession.getState().signIn({ id: 9, username: 'Zawadi', email: 'z@example.com' }));

/** The header for a member whose unread count the server gives as `count()`. */
function renderForMember(count: () => number) {
  signIn();
  const sent = fakeApi(on(unreadNotifications, () => ({ unread: count() })));
  renderLayout();
  return sent;
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  mockMatchMedia();
  visibility = 'visible';
});

afterEach(() => {
  act(() => useSession.getState().signOut());
  resetUnread();
  jest.useRealTimers();
});

describe("the header's notifications bell", () => {
  it('is a small-screen link for a guest, and asks the server nothing', () => {
    const sent = fakeApi();
    renderLayout();
    const bell = banner().getByRole('link', { name: t.notifications });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveClass('shell-small-only');
    expect(sent).toEqual([]);
  });

  it("shows a member's unread count on every screen, in its name and as a badge", async () => {
    renderForMember(() => 3);
    const bell = await banner().findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).not.toHaveClass('shell-small-only');
    expect(bell).toHaveTextContent('3');
  });

  it('is just "Notifications" for a member with nothing unread, and caps the badge at 99+', async () => {
    let count = 0;
    const sent = renderForMember(() => count);
    await act(async () => undefined);
    expect(unreadReads(sent)).toHaveLength(1);
    const bell = banner().getByRole('link', { name: t.notifications });
    expect(bell).not.toHaveClass('shell-small-only');
    expect(bell).toHaveTextContent('');
    count = 120;
    setVisibility('visible');
    expect(await banner().findByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });

  it('reads the count again when the tab comes back into view, not while it is hidden', async () => {
    let count = 3;
    const sent = renderForMember(() => count);
    await banner().findByRole('link', { name: 'Notifications, 3 unread' });
    count = 5;
    setVisibility('hidden');
    await act(async () => undefined);
    expect(unreadReads(sent)).toHaveLength(1);
    setVisibility('visible');
    expect(await banner().findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(unreadReads(sent)).toHaveLength(2);
  });

  it('otherwise reads it at most once a minute, and only while the tab is in view', async () => {
    jest.useFakeTimers();
    let count = 1;
    const sent = renderForMember(() => count);
    await banner().findByRole('link', { name: 'Notifications, 1 unread' });
    count = 2;
    await act(async () => jest.advanceTimersByTime(UNREAD_REFRESH_MS / 2));
    expect(unreadReads(sent)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(UNREAD_REFRESH_MS / 2));
    expect(await banner().findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(unreadReads(sent)).toHaveLength(2);

    visibility = 'hidden';
    await act(async () => jest.advanceTimersByTime(3 * UNREAD_REFRESH_MS));
    expect(unreadReads(sent)).toHaveLength(2);
  });

  it('keeps the count it has when the server fails, and forgets it when the member signs out', async () => {
    let fail = false;
    signIn();
    fakeApi(on(unreadNotifications, () => (fail ? serverFailure() : { unread: 4 })));
    renderLayout();
    await banner().findByRole('link', { name: 'Notifications, 4 unread' });
    fail = true;
    setVisibility('visible');
    await act(async () => undefined);
    expect(banner().getByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    act(() => useSession.getState().signOut());
    expect(banner().getByRole('link', { name: t.notifications })).toHaveClass('shell-small-only');
  });
});
