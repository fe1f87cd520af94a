import type { Page } from '@playwright/test';
import { appStarted, expect, test } from '../support/fixtures.ts';
import { viewports } from '../support/shell.ts';

// These tests look at pages before their scripts have run, so page.goto must not wait for the app.
test.use({ waitForApp: false, viewport: viewports.phone });

// The documents the browser renders a page in, prerendered at build time: a member's (and the
// offline app's). A guest's pages come rendered by the server (server-rendering.spec.ts); a
// session cookie makes these pages a member's.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'sid', value: 'a-members-session', url: baseURL! }]);
});

const SHELL_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/**
 * Holds the shell's script back, as a slow phone connection does, and collects the page's
 * errors but the one for that script.
 */
async function withoutScripts(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !SHELL_SCRIPT.test(message.location().url)) errors.push(message.text());
  });
  await page.route(SHELL_SCRIPT, (route) => route.abort());
  return errors;
}

test('/home paints its first screen before the scripts have run', async ({ page }) => {
  const errors = await withoutScripts(page);
  await page.goto('/home');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  await expect(page.getByRole('heading', { level: 1, name: /^Karibu/ })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Mijikenda Community Platform' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore' })).toBeAttached();
  // The first hero scene is in the document itself, so it downloads with the page.
  const hero = page.locator('.home-hero__slide').first();
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Nothing of the floating dock is decided before the app runs: no cookie banner yet.
  await expect(page.locator('.shell-cookie-banner')).toHaveCount(0);
  // No error: the inline theme script passed the CSP.
  expect(errors).toEqual([]);
});

test("a remote's page paints the layout and its loading state before the scripts have run", async ({
  page,
}) => {
  await withoutScripts(page);
  await page.goto('/marketplace');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  // No link is marked as the current page: the same document serves every such page.
  await expect(page.locator('nav[aria-label="Main"] [aria-current="page"]')).toHaveCount(0);
});

test("the welcome page paints the splash's Loading before the scripts have run, with nothing of the layout", async ({
  page,
}) => {
  const errors = await withoutScripts(page);
  await page.goto('/');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
  await expect(page.getByRole('status')).toHaveText('Loading Mijikenda Community Platform');
  await expect(page.getByRole('status').locator('img.splash__logo')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  // Styled by the main stylesheet: the splash's dark full-screen background, not a white page.
  const background = await page
    .locator('.splash__loading')
    .evaluate((node) => getComputedStyle(node).backgroundImage);
  expect(background).toContain('linear-gradient');
  expect(errors).toEqual([]);
});

test('the welcome page starts the app from its first paint, not from the start-up cap', async ({ page }) => {
  // The page's timers stand still but for the steps below, together far short of the 1 s cap
  // after which the start-up script adds the app anyway: the app can only start because the
  // document's Loading screen painted.
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading Mijikenda Community Platform');
  const appScripts = page.locator('body > script[src*="/main."]');
  for (let step = 0; step < 20 && (await appScripts.count()) === 0; step += 1) {
    await page.clock.runFor(20);
    await page.waitForTimeout(50);
  }
  await expect(appScripts).toHaveCount(1);
});

test('a theme the visitor chose applies before the first paint, against the system preference', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() =>
    localStorage.setItem('theme', JSON.stringify({ state: { choice: 'dark' }, version: 0 })),
  );
  const errors = await withoutScripts(page);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
  expect(await background()).not.toBe(dark);
  expect(errors).toEqual([]);
});

test('the app renders over the first screen once its scripts run, and the page is live', async ({ page }) => {
  await page.goto('/home');
  await appStarted(page);
  await expect(page.locator('#root > .shell-layout')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: /^Karibu/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test("a remote's page is in the app's first render: its code loads before, not behind a loading state", async ({
  page,
}) => {
  // What the main area holds at the app's first commit, when it drops the prerendered mark.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return;
      observer.disconnect();
      (window as { firstCommit?: string }).firstCommit = root.querySelector('main')?.innerText ?? '';
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-prerendered'] });
  });
  await page.goto('/articles');
  await appStarted(page);
  const firstCommit = await page.evaluate(() => (window as { firstCommit?: string }).firstCommit);
  expect(firstCommit).toContain('Articles & Stories');
});
