import { hash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random session token (32 bytes, base64url): only the browser ever holds it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The session id stored in the database: the SHA-256 of the token, so a database leak reveals no
 * usable cookie. Run on every signed-in request: the one-shot `hash` builds no Hash object.
 */
export function sessionIdFor(token: string): string | null {
  return TOKEN_PATTERN.test(token) ? hash('sha256', token, 'hex') : null;
}

/** The stored id of the session the request's cookie names (whether or not it still exists), or null. */
export function presentedSessionId(cookies: Record<string, string | undefined>): string | null {
  const token = cookies[SESSION_COOKIE];
  return token ? sessionIdFor(token) : null;
}

export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_TTL_MS / 1000 };
}
