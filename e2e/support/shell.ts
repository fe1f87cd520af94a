import type { Locator, Page } from '@playwright/test';

/** Phone and desktop viewports the shell's pages are checked on. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Whether a document's root holds a page rendered on the server, marked for the browser to hydrate. */
export const renderedOnServer = (html: string | undefined) =>
  /<div id="root" data-server-rendered/.test(html ?? '');

/** True when the page is wider than the viewport (something overflows sideways). */
export function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Waits until a service worker controls the page (it installs on the first visit; a reload hands over). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * The items of /home's news widget. The widget loads when a visitor scrolls near
 * it, so this scrolls to its heading first, as a visitor would.
 */
export async function newsHighlights(page: Page): Promise<Locator> {
  await page.getByRole('heading', { name: 'News highlights' }).scrollIntoViewIfNeeded();
  return page.locator('.stories-news-highlights li');
}

/**
 * Holds back the scripts whose address matches (every script by default), as on a slow
 * connection, until released: the page shows as the server sent it, not yet live. A later hold of
 * the same scripts comes first, so a page opened again is held again.
 */
export async function holdScripts(page: Page, scripts: RegExp = /\.js$/): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
