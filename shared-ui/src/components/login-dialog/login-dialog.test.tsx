import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from 'shared-ui';
import { login } from 'shared-ui/contracts/users';
import { fakeApi, on, type FakeRoute } from '../../../../jest/fake-api.ts';
import { auth } from '../../texts/auth.ts';
import { stories } from '../../texts/stories.ts';
import { clearLockout, readLockout, recordFailure } from '../../session/login/index.ts';
import { LoginDialog } from './login-dialog.tsx';

const USER = { id: 4, username: 'Amina', email: 'amina@example.com', role: 'member' as const };

/** The login call, answered with Amina's account. */
const signsIn = on(login, () => ({ status: 'success', message: auth.loginSuccess, user: USER }));
/** The login call, refused. */
const refuses = on(login, (call) =>
  call.answer(401, { status: 'error', message: 'Invalid email or password.' }),
);

/** Renders the open dialog with the login call answered by `route`; returns the bodies sent and the spies. */
function renderDialog(route: FakeRoute) {
  const sent = fakeApi(route);
  const bodies = () => sent.filter((request) => request.endpoint === login).map((request) => request.body);
  const onClose = jest.fn();
  const onSignedIn = jest.fn();
  render(
    <MemoryRouter>
      <LoginDialog open onClose={onClose} onSignedIn={onSignedIn} reason={stories.follow.loginRequired} />
    </MemoryRouter>,
  );
  return { bodies, onClose, onSignedIn };
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(auth.email), email);
  await userEvent.type(screen.getByLabelText(auth.password), password);
  await userEvent.click(screen.getByRole('button', { name: auth.login }));
}

describe('LoginDialog', () => {
  beforeEach(() => {
    clearLockout();
    useSession.getState().signOut();
  });

  it('says why it asks, and refuses a bad email without a request', async () => {
    const { bodies } = renderDialog(signsIn);
    const dialog = screen.getByRole('dialog', { name: auth.loginTitle });
    expect(dialog).toHaveTextContent(stories.follow.loginRequired);
    await fillAndSubmit('not-an-email', 'secret');
    expect(screen.getByRole('alert')).toHaveTextContent(auth.invalidEmail);
    expect(bodies()).toHaveLength(0);
  });

  it('signs in, closes and hands the user on', async () => {
    const { bodies, onClose, onSignedIn } = renderDialog(signsIn);
    await fillAndSubmit(' amina@example.com ', 'kaya-2026');
    expect(bodies()).toEqual([{ email: 'amina@example.com', password: 'kaya-2026' }]);
    expect(useSession.getState().user).toMatchObject(USER);
    expect(onClose).toHaveBeenCalled();
    expect(onSignedIn).toHaveBeenCalledWith(USER);
  });

  it('counts a refused login towards the lockout and says how many tries are left', async () => {
    const { onSignedIn } = renderDialog(refuses);
    await fillAndSubmit('amina@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.attemptsLeft(4));
    expect(readLockout().failures).toBe(1);
    expect(useSession.getState().user).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps the button disabled during a cooldown started elsewhere, and says for how long', () => {
    for (let i = 0; i < 5; i += 1) recordFailure();
    renderDialog(signsIn);
    expect(screen.getByRole('button', { name: auth.login })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(auth.lockedMinutes(5));
  });

  it('adds its failures to those counted by any other login form on the device', async () => {
    for (let i = 0; i < 4; i += 1) recordFailure();
    renderDialog(refuses);
    await fillAndSubmit('amina@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(auth.lockedFive);
    expect(readLockout().failures).toBe(5);
    expect(screen.getByRole('button', { name: auth.login })).toBeDisabled();
  });
});
