import { timings } from 'shared-ui/validation';

/** The cookie consent record (spec section 3): `visited=true` or `visited=false`. */
export const CONSENT_COOKIE = 'visited';

/** Whether the page has the cookie (false where there is no document: the build's prerender). */
export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * The consent cookie: 365 days, SameSite=Strict, whole site, and Secure in a secure context.
 * Browsers keep a Secure cookie in any secure context (https, and http://localhost too) and drop
 * one set by any other plain-http page.
 */
export function consentCookie(accepted: boolean, secure: boolean, now = Date.now()): string {
  const maxAge = timings.cookieConsentDays * 24 * 60 * 60;
  const expires = new Date(now + maxAge * 1000).toUTCString();
  const attributes = [`Max-Age=${maxAge}`, `Expires=${expires}`, 'Path=/', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${CONSENT_COOKIE}=${accepted}`, ...attributes].join('; ');
}

export function rememberConsent(accepted: boolean): void {
  document.cookie = consentCookie(accepted, window.isSecureContext);
}
