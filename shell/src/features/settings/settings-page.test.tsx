import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts, useSession } from 'shared-ui';
import { getNotificationSettings, setNotificationSettings } from 'shared-ui/contracts/notifications';
import { fakeApi, on, serverFailure, type FakeRoute, type Sent } from '../../../../jest/fake-api.ts';
import { mockMatchMedia } from '../../test/browser.ts';
import { smallPages } from '../../texts/small-pages.ts';
import { SettingsPage } from './settings-page.tsx';

jest.mock('../remotes/runtime-config.ts', () => ({ loadRuntimeConfig: () => Promise.resolve({}) }));

const t = smallPages.settings.notifications;

function renderPage(...routes: FakeRoute[]) {
  const sent = fakeApi(...routes);
  render(<SettingsPage />);
  return sent;
}

const signIn = () =>
  act(() => useSession.getState().signIn({ id: 9, username: 'Zawadi', email: 'z@example.com' }));
const section = () => within(screen.getByRole('region', { name: t.title }));
const saved = (sent: Sent[]) =>
  sent.filter((request) => request.endpoint === setNotificationSettings).map((request) => request.body);

beforeEach(() => mockMatchMedia());
afterEach(() => act(() => useSession.getState().signOut()));

describe('settings: notifications', () => {
  it('is not offered to a guest', () => {
    const sent = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: texts.nav.settings })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.title })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('gives a member one switch per kind, on unless they turned it off', async () => {
    signIn();
    renderPage(on(getNotificationSettings, () => ({ off: ['review', 'removed'] })));
    expect(await section().findByRole('switch', { name: t.kinds.follow })).toBeChecked();
    const switches = section().getAllByRole<HTMLInputElement>('switch');
    expect(switches.map((control) => control.checked)).toEqual([true, true, false, true, true, false, true]);
    expect(switches.map((control) => control.closest('li')?.textContent)).toEqual(Object.values(t.kinds));
  });

  it('saves each change as it is made', async () => {
    signIn();
    const sent = renderPage(
      on(getNotificationSettings, () => ({ off: ['review'] })),
      on(setNotificationSettings, ({ body }) => ({ off: body.off })),
    );
    const follows = await section().findByRole('switch', { name: t.kinds.follow });
    await userEvent.click(follows);
    expect(follows).not.toBeChecked();
    const reviews = section().getByRole('switch', { name: t.kinds.review });
    await userEvent.click(reviews);
    expect(reviews).toBeChecked();
    expect(saved(sent)).toEqual([{ off: ['review', 'follow'] }, { off: ['follow'] }]);
    expect(screen.queryByText(t.saveFailed)).not.toBeInTheDocument();
  });

  it('shows a change at once, then puts the switch back and says so when the save fails', async () => {
    signIn();
    let answer = () => undefined as unknown;
    const sent = renderPage(
      on(getNotificationSettings, () => ({ off: [] })),
      on(setNotificationSettings, () => new Promise((resolve) => (answer = () => resolve(serverFailure())))),
    );
    const comments = await section().findByRole('switch', { name: t.kinds.comment });
    await userEvent.click(comments);
    expect(comments).not.toBeChecked();
    await act(async () => answer());
    expect(await screen.findByRole('alert')).toHaveTextContent(t.saveFailed);
    expect(comments).toBeChecked();
    expect(saved(sent)).toEqual([{ off: ['comment'] }]);
  });

  it('says when the settings cannot be read, and reads them again on Try again', async () => {
    signIn();
    let fail = true;
    renderPage(on(getNotificationSettings, () => (fail ? serverFailure() : { off: [] })));
    expect(await section().findByText(t.failed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(section().getByRole('button', { name: texts.common.retry }));
    expect(await section().findByRole('switch', { name: t.kinds.ticket_reply })).toBeChecked();
  });
});
