import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useSession } from 'shared-ui';
import { auth } from 'shared-ui/texts/auth';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { login } from 'shared-ui/contracts/users';
import { on } from '../../../jest/fake-api.ts';
import { AMINA } from '../test/fixtures.ts';
import { cleanUpPage, renderPage } from '../test/render-page.tsx';
import { RequireSession, returnPath } from './require-session.tsx';

const pages = {
  '/user/reels': (
    <RequireSession>
      <p>the reels</p>
    </RequireSession>
  ),
  '/login': <AuthPage mode="login" />,
  '/register': <AuthPage mode="register" />,
};
const where = () => screen.getByRole('status', { name: 'location' });

afterEach(cleanUpPage);

describe('session guard', () => {
  it('sends a guest to /login and, after logging in, back to the page asked for with its query', async () => {
    renderPage(
      '/user/reels?userid=7',
      pages,
      [on(login, () => ({ status: 'success', message: auth.loginSuccess, user: AMINA }))],
      { signedIn: false },
    );
    expect(where()).toHaveTextContent(/^\/login$/);
    // Going to register and back keeps the page asked for.
    await userEvent.click(screen.getByRole('link', { name: auth.createAccount }));
    await userEvent.click(screen.getByRole('link', { name: auth.loginTitle }));
    await userEvent.type(screen.getByLabelText(auth.email), AMINA.email);
    await userEvent.type(screen.getByLabelText(auth.password), 'pamoja-2026');
    await userEvent.click(screen.getByRole('button', { name: auth.login }));
    expect(await screen.findByText('the reels', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/user/reels?userid=7');
  });

  it('leaves a member page as soon as the session ends elsewhere (another tab)', () => {
    renderPage('/user/reels', pages);
    expect(screen.getByText('the reels')).toBeInTheDocument();
    act(() => useSession.getState().signOut());
    expect(where()).toHaveTextContent(/^\/login$/);
  });

  it('returns only to a page of this site, the profile by default', () => {
    expect(returnPath({ from: '/create?tab=music' })).toBe('/create?tab=music');
    expect(returnPath({ from: '//evil.example/x' })).toBe('/profile');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/profile');
    expect(returnPath(null)).toBe('/profile');
  });
});
