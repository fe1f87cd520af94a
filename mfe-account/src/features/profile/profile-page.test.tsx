import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { account } from 'shared-ui/texts/account';
import { withFakeUploadServer } from '../../test/fake-upload-server.ts';
import { cleanUpPage, renderPage, type ApiRoutes } from '../../test/render-page.tsx';
import { PROFILE } from '../../test/profile.ts';
import { ProfilePage } from './profile-page.tsx';

const t = account.profile;

const api: ApiRoutes = {
  'GET users/get_user_stats.php': () => Response.json({ followersCount: 12, followingCount: 3 }),
  'GET users/get_user_profile.php': () => Response.json({ status: 'success', profile: PROFILE }),
};

const server = withFakeUploadServer(cleanUpPage);

describe('profile page', () => {
  it('shows the stats, the profile fields, the image and the ways on', async () => {
    const { requests } = renderPage('/profile', { '/profile': <ProfilePage /> }, api);
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
    expect(new URL(requests[0]!.url).searchParams.get('user_id')).toBe('7');
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
    renderPage('/profile', { '/profile': <ProfilePage /> }, {});
    expect(await screen.findByText(texts.profile.statsFailed)).toBeInTheDocument();
    expect(await screen.findByText(texts.profile.profileFailed)).toBeInTheDocument();
  });

  it("asks for an image before updating ('Please select an image to update.'), previews it, then shows the new one", async () => {
    renderPage('/profile', { '/profile': <ProfilePage /> }, api);
    await screen.findByText('Kaloleni');
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(screen.getByText(texts.profile.imageRequired)).toHaveClass('ui-banner--info');
    expect(server().sent).toHaveLength(0);

    const image = new File([new Uint8Array(32)], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.newImage), image);
    expect(screen.getByRole('img', { name: texts.form.preview('me.png') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    expect(server().last().url).toMatch(/\/api\/users\/update_profile-image\.php$/);
    expect(server().last().fields).toEqual({ user_id: '7' });
    expect(server().last().files.profile_image?.name).toBe('me.png');
    act(() => server().last().answer(200, { success: true, message: 'ok', profile_image: 'new.webp' }));
    expect(await screen.findByText(texts.profile.imageUpdated)).toHaveClass('ui-banner--success');
    expect(screen.getByRole('img', { name: t.imageOf('Amina') })).toHaveAttribute(
      'src',
      `${location.origin}/api/users/new-w480.webp`,
    );
  });

  it("says 'Error updating profile image.' for a refusal and 'An error occurred while updating the image.' offline", async () => {
    renderPage('/profile', { '/profile': <ProfilePage /> }, api);
    const image = new File([new Uint8Array(32)], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(t.newImage), image);
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    act(() => server().last().answer(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.imageUpdateFailed);
    await userEvent.click(screen.getByRole('button', { name: t.updateImage }));
    act(() => server().last().dropConnection());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.imageUpdateError);
  });

  it('logs out to /home', async () => {
    renderPage('/profile', { '/profile': <ProfilePage /> }, api);
    await userEvent.click(screen.getByRole('button', { name: auth.logout }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/home$/);
    expect(localStorage.getItem('userSession')).toBeNull();
  });
});
