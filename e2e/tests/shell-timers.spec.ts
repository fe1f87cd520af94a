import { expect, test } from '../support/fixtures.ts';
import { viewports } from '../support/shell.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${viewport.width}px ${device}`, () => {
    test.use({ viewport });

    test('the Contact Us button comes after 8 s and can be dismissed', async ({ page }) => {
      await page.clock.install();
      await page.goto('/home');
      const button = page.getByRole('link', { name: 'Contact Us' });
      await page.clock.fastForward(7000);
      await expect(button).toHaveCount(0);
      await page.clock.fastForward(1000);
      await expect(button).toBeVisible();
      await page.getByRole('button', { name: 'Dismiss the Contact Us button' }).click();
      await expect(button).toHaveCount(0);
      await page.clock.fastForward(30_000);
      await expect(button).toHaveCount(0);
    });

    test('the cookie banner comes after 20 s; Accept All stores visited=true for a year', async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await page.goto('/home');
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await page.clock.fastForward(19_000);
      await expect(banner).toHaveCount(0);
      await page.clock.fastForward(1000);
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(banner).toHaveCount(0);

      const visited = (await context.cookies()).find((cookie) => cookie.name === 'visited');
      // The site runs on http://127.0.0.1 here, a secure context like https: the cookie is Secure.
      expect(visited).toMatchObject({ value: 'true', sameSite: 'Strict', path: '/', secure: true });
      const lifetime = (visited?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
      expect(lifetime).toBeLessThan(YEAR_SECONDS + 120);

      await page.reload();
      await page.clock.fastForward(25_000);
      await expect(banner).toHaveCount(0);
    });
  });
}

test('Reject stores visited=false', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/contact-us');
  await page.clock.fastForward(20_000);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'visited')?.value).toBe('false');
});
