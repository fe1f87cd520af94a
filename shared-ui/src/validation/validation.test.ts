import { auth } from '../texts/auth.ts';
import {
  attemptsLeft,
  cooldownFor,
  lockout,
  validateEmail,
  validateLogin,
  validatePassword,
  validateRegistration,
} from './index.ts';

describe('validation rules (spec section 5)', () => {
  it.each(['amina@example.com', 'k.baya@mail.co.ke', '  padded@example.org  '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['', 'amina', 'amina@', '@example.com', 'amina@example', 'am ina@example.com'])(
    'refuses the email %p with the spec text',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address.');
    },
  );

  it('needs a password of at least 4 characters', () => {
    expect(validatePassword('abc')).toBe('Password must be at least 4 characters.');
    expect(validatePassword('abcd')).toBeNull();
  });

  it('reports the first problem of a login form', () => {
    expect(validateLogin({ email: 'bad', password: 'x' })).toBe(auth.invalidEmail);
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBe(auth.passwordTooShort);
    expect(validateLogin({ email: 'a@b.co', password: 'long enough' })).toBeNull();
  });

  it('requires a username on register', () => {
    const valid = { username: 'Amina', email: 'a@b.co', password: 'secret' };
    expect(validateRegistration(valid)).toBeNull();
    expect(validateRegistration({ ...valid, username: '   ' })).toBe(auth.usernameRequired);
  });
});

describe('login lockout (spec section 4)', () => {
  it('gives no cooldown below 5 failures, 5 minutes from 5, 20 minutes from 10', () => {
    expect(cooldownFor(4)).toBe(0);
    expect(cooldownFor(5)).toBe(5 * 60_000);
    expect(cooldownFor(9)).toBe(5 * 60_000);
    expect(cooldownFor(10)).toBe(20 * 60_000);
    expect(cooldownFor(15)).toBe(lockout.secondCooldownMs);
  });

  it('counts the attempts left before the first cooldown', () => {
    expect(attemptsLeft(0)).toBe(5);
    expect(attemptsLeft(3)).toBe(2);
    expect(attemptsLeft(7)).toBe(0);
  });

  it('words the lockout messages as the spec does', () => {
    expect(auth.attemptsLeft(2)).toBe('Login failed. You have 2 attempt(s) left before cooldown.');
    expect(auth.lockedMinutes(3)).toBe('Too many failed attempts. Please try again in 3 minute(s).');
  });
});
