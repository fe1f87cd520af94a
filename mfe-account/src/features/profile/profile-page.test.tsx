import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { getUserProfile, getUserStats, logout, updateProfileImage } from 'shared-ui/contracts/users';
import { auth } from 'shared-ui/texts/auth';
import { account } from 'shared-ui/texts/account';
import { account as accountSw } from 'shared-ui/texts/sw/account';
import { networkFailure, on, serverFailure, type FakeRoute } from '../../../../jest/fake-api.ts';
import { profile } from '../../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../../test/render-page.tsx';
import { translateTextsLate } from '../../../../jest/texts-translated-late.ts';
import { ProfilePage } from './profile-page.tsx';

const t = account.profile;

const reads: FakeRoute[] = [
  on(getUserStats, () => ({ followersCount: 12, followingCount: 3 })),
  on(getUserProfile, () => ({ status: 'success', profile: profile() })),
];

const open = (...routes: FakeRoute[]) => renderPage('/profile', { '/profile': <ProfilePage /> }, routes);

afterEach(cleanUpPage);

describe('profile page', () => {
  it('shows the stats, the profile fields, the image and the ways on', async () => {
    const { sent } = open(...reads);
    expect(screen.getByRole('heading', { level: 1, name: 'Amina' })).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(await screen.findByText('Kaloleni')).toBeInTheDocument();
    expect(screen.getByText('24')).toBeInTheDocument();
    expect(screen.getByText('Pwani University')).toBeInTheDocument();
    expect(screen.getAllByText(t.notGiven)).toHaveLength(2);
    expect(screen.getByRole('img', { name: t.imageOf('Amina') })).toHaveAttribute(
      'src',
      `${location.origin}/api/users/default-profile.svg`,
    );
    expect(sent.find((request) => request.endpoint === getUserStats)?.query.get('user_id')).toBe('7');
    expect(sent.find((request) => request.endpoint === getUserProfile)?.query.get('user_id')).toBe('7');
    expect(screen.getByRole('link', { name: t.edit })).toHaveAttribute('href', '/profile/edit/7');
    expect(screen.getByRole('link', { name: t.share })).toHaveAttribute('href', '/author/7');
    const nav = screen.getByRole('navigation', { name: account.lists.nav });
    expect(within(nav).getByRole('link', { name: account.lists.reels })).toHaveAttribute(
      'href',
      '/user/reels?userid=7',
    );
    expect(within(nav).getByRole('link', { name: account.lists.youtube })).toHaveAttribute(
      'href',
      '/user/myyoutube?userid=7',
    );
    expect(within(nav).getByRole('link', { name: t.create })).toHaveAttribute('href', '/create');
  });

  it("says 'Error fetching user stats.' and 'Error fetching profile data.' when they cannot be read", async () => {
    open(
      on(getUserStats, () => serverFailure()),
      on(getUserProfile, networkFailure),
    );
    expect(await screen.findByText(texts.profile.statsFailed)).toBeInTheDocument();
    expect(await screen.findByText(texts.profile.profileFailed)).toBeInTheDocument();
  });

  it("asks for an image before updating ('Please select an image to update.'), previews it, then shows the new one", async () => {
    const { sent } = open(
      ...reads,
      on(updateProfileImage, () => ({ success: true, message: 'ok', profile_image: 'new.webp' })),
    );
    await screen.findByText('Kaloleni');
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(screen.getByText(texts.profile.imageRequired)).toHaveClass('ui-banner--info');
    expect(sent.filter((request) => request.endpoint === updateProfileImage)).toHaveLength(0);

    const image = new File([new Uint8Array(32)], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.newImage), image);
    expect(screen.getByRole('img', { name: texts.form.preview('me.png') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(await screen.findByText(texts.profile.imageUpdated)).toHaveClass('ui-banner--success');
    const upload = sent.find((request) => request.endpoint === updateProfileImage)!;
    // The multipart form's text fields, and the names of the files it carries.
    expect(upload.body).toEqual({ user_id: '7', profile_image: 'me.png' });
    expect(screen.getByRole('img', { name: t.imageOf('Amina') })).toHaveAttribute(
      'src',
      `${location.origin}/api/users/new-w480.webp`,
    );
  });

  it("says 'Error updating profile image.' for a refusal and 'An error occurred while updating the image.' offline", async () => {
    let attempts = 0;
    open(
      ...reads,
      on(updateProfileImage, () => (++attempts === 1 ? serverFailure() : networkFailure())),
    );
    const image = new File([new Uint8Array(32)], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.newImage), image);
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.imageUpdateFailed);
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.imageUpdateError);
  });

  it('logs out to /home', async () => {
    const { sent } = open(
      ...reads,
      on(logout, () => ({ status: 'success', message: 'Logged out.' })),
    );
    await userEvent.click(screen.getByRole('button', { name: auth.logout }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/home$/);
    expect(localStorage.getItem('userSession')).toBeNull();
    await waitFor(() => expect(sent.some((request) => request.endpoint === logout)).toBe(true));
  });
});

describe('profile page in Kiswahili, its texts put in the language after its code loaded', () => {
  // As in the browser, where the page's code can load before the remote's catalogue does.
  translateTextsLate(() => import('../../languages/sw.ts'));

  it("labels the profile's fields and the member's lists in Kiswahili", async () => {
    open(...reads);
    expect(await screen.findByText('Kaloleni')).toBeInTheDocument();
    const labels = [...document.querySelectorAll('dt')].map((term) => term.textContent);
    const sw = accountSw.profile;
    expect(labels).toEqual(
      expect.arrayContaining([sw.age, sw.placeOfBirth, sw.skills, sw.career, sw.experience, sw.education]),
    );
    const nav = screen.getByRole('navigation', { name: accountSw.lists.nav });
    const { articles, reels, music, youtube } = accountSw.lists;
    for (const list of [articles, reels, music, youtube]) {
      expect(within(nav).getByRole('link', { name: list })).toBeInTheDocument();
    }
  });
});
