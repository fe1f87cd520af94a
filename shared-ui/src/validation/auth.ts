/** Account rules of spec sections 4 and 5: email, password, username, and the login lockout. */
import { auth } from '../texts/auth.ts';
import { limits, lockout } from './limits.ts';

/** A standard email pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : auth.invalidEmail;
}

export function validatePassword(password: string): string | null {
  return password.length >= limits.passwordMinLength ? null : auth.passwordTooShort;
}

export function validateUsername(username: string): string | null {
  return username.trim().length > 0 ? null : auth.usernameRequired;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  username: string;
}

/** First error of a login form, or null. */
export function validateLogin(input: Credentials): string | null {
  return validateEmail(input.email) ?? validatePassword(input.password);
}

/** First error of a registration form, or null. */
export function validateRegistration(input: Registration): string | null {
  return validateUsername(input.username) ?? validateLogin(input);
}

/**
 * The cooldown a number of consecutive login failures earns (spec section 4):
 * 5 or more give 5 minutes, 10 or more give 20 minutes.
 */
export function cooldownFor(failures: number): number {
  if (failures >= lockout.secondThreshold) return lockout.secondCooldownMs;
  if (failures >= lockout.firstThreshold) return lockout.firstCooldownMs;
  return 0;
}

/** Failures still allowed before the first cooldown starts. */
export function attemptsLeft(failures: number): number {
  return Math.max(0, lockout.firstThreshold - failures);
}
