import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { consentCookie, rememberConsent } from '../../shared/cookies.ts';
import { mockMatchMedia } from '../../test/browser.ts';
import { renderLayout } from './test-layout.tsx';

const banner = () => screen.queryByRole('region', { name: texts.cookies.title });

describe('cookie banner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('appears 20 s after load when no visited cookie exists', () => {
    renderLayout();
    act(() => jest.advanceTimersByTime(timings.cookieBannerDelayMs - 1));
    expect(banner()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
    expect(within(banner() as HTMLElement).getByRole('link', { name: texts.nav.cookies })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it.each([
    [texts.cookies.acceptAll, 'visited=true'],
    [texts.cookies.reject, 'visited=false'],
  ])('%s remembers the choice as %s and hides the banner', async (button, cookie) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderLayout();
    act(() => jest.advanceTimersByTime(timings.cookieBannerDelayMs));
    await user.click(screen.getByRole('button', { name: button }));
    expect(banner()).not.toBeInTheDocument();
    expect(document.cookie).toContain(cookie);

    // The next visit does not ask again.
    unmount();
    renderLayout();
    act(() => jest.advanceTimersByTime(timings.cookieBannerDelayMs * 2));
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    [true, 'Secure'],
    [false, 'not Secure'],
  ])('with isSecureContext %s (https, or http://localhost) the cookie is %s', (secure) => {
    Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
    const written = jest.spyOn(document, 'cookie', 'set');
    try {
      rememberConsent(true);
      const attributes = String(written.mock.calls[0]?.[0]).split('; ');
      expect(attributes.includes('Secure')).toBe(secure);
    } finally {
      written.mockRestore();
      delete (window as { isSecureContext?: boolean }).isSecureContext;
    }
  });

  it('sets the cookie for 365 days, site-wide, SameSite=Strict, and Secure when asked', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = consentCookie(true, true, now);
    expect(cookie.split('; ')).toEqual([
      'visited=true',
      'Max-Age=31536000',
      `Expires=${new Date(now + 365 * 24 * 3600 * 1000).toUTCString()}`,
      'Path=/',
      'SameSite=Strict',
      'Secure',
    ]);
    expect(consentCookie(false, false, now)).toMatch(/^visited=false; Max-Age=31536000; .*SameSite=Strict$/);
  });
});
