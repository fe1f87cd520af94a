import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { auth } from 'shared-ui/texts/auth';
import { AuthPage } from './auth-page.tsx';
import { clearLockout, recordFailure } from 'shared-ui/login';

function renderAuth(mode: 'login' | 'register') {
  return render(
    <MemoryRouter>
      <AuthPage mode={mode} />
    </MemoryRouter>,
  );
}

describe('auth screen', () => {
  beforeEach(() => clearLockout());

  it('asks for a username only when registering', () => {
    renderAuth('login');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('refuses a bad email before sending anything', async () => {
    renderAuth('login');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(auth.invalidEmail);
  });

  it('refuses a short password and a missing username on register', async () => {
    renderAuth('register');
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(auth.usernameRequired);
    await userEvent.type(screen.getByLabelText('Username'), 'Amina');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent(auth.passwordTooShort);
  });

  it('disables the submit button during a cooldown and, after a reload, still says for how long', () => {
    for (let i = 0; i < 5; i += 1) recordFailure();
    renderAuth('login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(auth.lockedMinutes(5));
  });

  it('unlocks by itself once the cooldown has passed (checked every 10 s)', () => {
    jest.useFakeTimers();
    for (let i = 0; i < 5; i += 1) recordFailure();
    renderAuth('login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent(auth.lockedMinutes(3));
    act(() => jest.advanceTimersByTime(3 * 60_000 - 10_000));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(auth.lockedMinutes(1));
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
