import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { viewports } from '../support/shell.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const pages = [
  '/home',
  '/about',
  '/contact-us',
  '/settings',
  '/privacy-policy',
  '/cookie-policy',
  '/not-allowed',
];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell's pages pass the WCAG 2.1 AA checks in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the open drawer, the cookie banner, the Contact Us button and form errors pass too', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/contact-us');
    await page.clock.fastForward(20_000);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/home');
    await page.clock.fastForward(8000);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // Colours are read once the drawer and its backdrop have finished sliding and fading in.
    await page.getByRole('dialog', { name: 'Menu' }).evaluate((drawer) =>
      Promise.all(
        (drawer.parentElement ?? drawer)
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    expect(await violations(page)).toEqual([]);
  });
});
