import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { texts, useSession } from 'shared-ui';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotifications,
} from 'shared-ui/contracts/notifications';
import { login } from 'shared-ui/contracts/users';
import { auth } from 'shared-ui/texts/auth';
import { notifications as t } from '../../texts/notifications.ts';
import { fakeApi, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { resetUnread } from '../../shared/unread-notifications.ts';
import { NotificationsBell } from '../layout/notifications-bell.tsx';
import { listAnswer, notification } from './test-fixtures.ts';
import { NotificationsPage } from './notifications-page.tsx';

jest.mock('../remotes/runtime-config.ts', () => ({ loadRuntimeConfig: () => Promise.resolve({}) }));

function Where() {
  return <p data-testid="path">{`${useLocation().pathname}${useLocation().search}`}</p>;
}

/** The bell and /notifications, with the API answering by `routes`; returns the requests sent. */
function renderPage(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  function Bell() {
    return <NotificationsBell signedIn={useSession((state) => state.user !== null)} />;
  }
  render(
    <MemoryRouter initialEntries={['/notifications']}>
      <Bell />
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

const signIn = () =>
  act(() => useSession.getState().signIn({ id: 9, username: 'Zawadi', email: 'z@example.com' }));

const bell = () => screen.getByRole('link', { name: /^Notifications/ });
const list = async () => within(await screen.findByRole('list', { name: t.list }));
/** The notification whose sentence is `text`. */
const item = (text: string) =>
  screen.getByRole('link', { name: (name) => name.includes(text) && !name.startsWith('Notifications') });

afterEach(() => {
  act(() => useSession.getState().signOut());
  resetUnread();
});

describe('notifications page', () => {
  it("shows each kind's sentence, linked to what it is about, with when it happened", async () => {
    signIn();
    renderPage(
      on(unreadNotifications, () => ({ unread: 0 })),
      on(listNotifications, () =>
        listAnswer([
          notification(1, { kind: 'follow', subject: 'member', subject_id: null, subject_title: null }),
          notification(2),
          notification(3, {
            kind: 'review',
            subject: 'product',
            subject_id: 7,
            subject_title: 'Kiondo basket',
            rating: 4,
          }),
          notification(4, { kind: 'published', actor_id: null, actor_name: null }),
          notification(5, { kind: 'rejected', actor_id: null, actor_name: null, reason: 'Too short' }),
          notification(6, {
            kind: 'removed',
            actor_id: null,
            actor_name: null,
            subject: 'reel',
            subject_id: 4,
            subject_title: 'Dance',
            reason: 'Copyright',
          }),
          notification(7, {
            kind: 'removed',
            actor_id: null,
            actor_name: null,
            subject: 'song',
            subject_id: 8,
            subject_title: 'Mwanzo',
          }),
          notification(8, {
            kind: 'removed',
            actor_id: null,
            actor_name: null,
            subject: 'video',
            subject_id: 2,
            subject_title: 'Kaya walk',
          }),
          notification(9, {
            kind: 'ticket_reply',
            actor_id: null,
            actor_name: null,
            subject: 'ticket',
            subject_id: null,
            subject_title: 'MJK-ABCDEFGH23',
          }),
        ]),
      ),
    );
    await list();
    const expected: [string, string][] = [
      ['Amina Mwende started following you', '/author/3'],
      ['Amina Mwende commented on your article "The Kaya forests"', '/article/12'],
      ['Amina Mwende reviewed "Kiondo basket": 4 out of 5', '/product/7'],
      ['Your article "The Kaya forests" was published', '/article/12'],
      ['Your article "The Kaya forests" was not published: Too short', '/article/12'],
      ['Your reel "Dance" was removed: Copyright', '/share-reel/4'],
      ['Your song "Mwanzo" was removed', '/song?id=8'],
      ['Your video "Kaya walk" was removed', '/meta'],
      ['Your contact ticket MJK-ABCDEFGH23 has a reply', '/contact-us'],
    ];
    for (const [text, href] of expected) {
      expect(item(text)).toHaveAttribute('href', href);
      expect(within(item(text)).getByText('2 hours ago')).toHaveAttribute('datetime');
    }
  });

  it('shows unread ones in bold, said to be unread, and the others plainly', async () => {
    signIn();
    renderPage(
      on(unreadNotifications, () => ({ unread: 1 })),
      on(listNotifications, () =>
        listAnswer([
          notification(2, { subject_title: 'New' }),
          notification(1, { read: true, subject_title: 'Old' }),
        ]),
      ),
    );
    await list();
    const unread = item('"New"');
    expect(unread).toHaveAccessibleName(/^Unread: Amina Mwende commented on your article "New" 2 hours ago$/);
    expect(within(unread).getByText(t.comment('Amina Mwende', 'New')).tagName).toBe('STRONG');
    const read = item('"Old"');
    expect(read).not.toHaveAccessibleName(/Unread/);
    expect(within(read).getByText(t.comment('Amina Mwende', 'Old')).tagName).not.toBe('STRONG');
  });

  it('loads the next page with Load More', async () => {
    signIn();
    const sent = renderPage(
      on(unreadNotifications, () => ({ unread: 2 })),
      on(listNotifications, ({ query }) =>
        query.get('page') === '2'
          ? listAnswer([notification(1, { subject_title: 'Older' })], { page: 2 })
          : listAnswer([notification(2, { subject_title: 'Newer' })], { hasMore: true }),
      ),
    );
    await list();
    expect(item('"Newer"')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.common.loadMore }));
    expect(await screen.findByText(t.comment('Amina Mwende', 'Older'))).toBeInTheDocument();
    expect(screen.getByText(t.noMore)).toBeInTheDocument();
    const pages = sent.filter((request) => request.endpoint === listNotifications);
    expect(pages.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('marks all as read: the items lose their bold and the bell its count', async () => {
    signIn();
    const sent = renderPage(
      on(unreadNotifications, () => ({ unread: 2 })),
      on(listNotifications, () => listAnswer([notification(2), notification(1, { subject_title: 'Drums' })])),
      on(markAllNotificationsRead, () => ({ unread: 0 })),
    );
    await list();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    await userEvent.click(screen.getByRole('button', { name: t.markAll }));
    expect(await screen.findByText(t.markedAll)).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByRole('link', { name: /^Unread/ })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.endpoint === markAllNotificationsRead)).toHaveLength(1);
  });

  it('keeps them unread and says so when marking all fails', async () => {
    signIn();
    renderPage(
      on(unreadNotifications, () => ({ unread: 1 })),
      on(listNotifications, () => listAnswer([notification(1)])),
      on(markAllNotificationsRead, () => serverFailure()),
    );
    await list();
    await userEvent.click(screen.getByRole('button', { name: t.markAll }));
    expect(await screen.findByText(t.markAllFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Unread/ })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks a notification read when it is opened, and the bell counts one fewer', async () => {
    signIn();
    const sent = renderPage(
      on(unreadNotifications, () => ({ unread: 2 })),
      on(listNotifications, () =>
        listAnswer([notification(5, { subject_id: 30 }), notification(4, { subject_title: 'Other' })]),
      ),
      on(markNotificationRead, () => ({ unread: 1 })),
    );
    await list();
    await userEvent.click(item('"The Kaya forests"'));
    expect(screen.getByTestId('path')).toHaveTextContent('/article/30');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const marked = sent.filter((request) => request.endpoint === markNotificationRead);
    expect(marked.map((request) => [request.method, request.path])).toEqual([
      ['POST', 'notifications/5/read'],
    ]);
  });

  it('says when there are none', async () => {
    signIn();
    renderPage(
      on(unreadNotifications, () => ({ unread: 0 })),
      on(listNotifications, () => listAnswer([])),
    );
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.markAll })).not.toBeInTheDocument();
  });

  it('says when the list cannot be read, and reads it again on Try again', async () => {
    signIn();
    let fail = true;
    renderPage(
      on(unreadNotifications, () => ({ unread: 1 })),
      on(listNotifications, () => (fail ? serverFailure() : listAnswer([notification(1)]))),
    );
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: texts.common.retry }));
    expect(await list()).toBeTruthy();
    expect(item('"The Kaya forests"')).toBeInTheDocument();
  });

  it('asks a guest to log in, then shows their list', async () => {
    const sent = renderPage(
      on(login, () => ({
        status: 'success',
        message: auth.loginSuccess,
        user: { id: 9, username: 'Zawadi', email: 'z@example.com', role: 'member' },
      })),
      on(unreadNotifications, () => ({ unread: 1 })),
      on(listNotifications, () => listAnswer([notification(1)])),
    );
    expect(screen.getByRole('heading', { level: 1, name: texts.layout.notifications })).toBeInTheDocument();
    expect(screen.getByText(t.guest.text)).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    await userEvent.click(screen.getByRole('button', { name: t.guest.logIn }));
    const dialog = await screen.findByRole('dialog', { name: auth.loginTitle });
    expect(within(dialog).getByText(t.guest.reason)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(auth.email), 'z@example.com');
    await userEvent.type(within(dialog).getByLabelText(auth.password), 'pamoja-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: auth.login }));
    expect(await list()).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item('"The Kaya forests"')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
