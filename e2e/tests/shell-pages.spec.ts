import { expect, test } from '../support/fixtures.ts';
import { newsHighlights, overflowsSideways, viewports } from '../support/shell.ts';

const pages = [
  { path: '/home', heading: /^Karibu/ },
  { path: '/about', heading: 'About us' },
  { path: '/about-us', heading: 'About us' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/settings', heading: 'Settings' },
  { path: '/notifications', heading: 'Notifications' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/privacy_policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms & conditions' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
  { path: '/install-app', heading: 'Install the app' },
  { path: '/not-allowed', heading: 'Access Denied' },
];

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${viewport.width}px ${device}`, () => {
    test.use({ viewport });

    test('every shell page shows in the layout without sideways scrolling', async ({ page }) => {
      for (const { path, heading } of pages) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Nine tribes, one community.');
        expect(await overflowsSideways(page), `${path} overflows`).toBe(false);
      }
    });

    test('the welcome splash loads for 2 s, then welcomes with logos taking turns', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('status')).toHaveText('Loading Mijikenda Community Platform');
      await page.clock.fastForward(2000);
      await expect(page.getByRole('heading', { name: 'Karibu' })).toBeVisible();
      const kaya = page.getByRole('img', { name: 'Kaya tree emblem of the Mijikenda Community Platform' });
      const ngoma = page.getByRole('img', { name: 'Ngoma drum emblem of the Mijikenda Community Platform' });
      await expect(kaya).toBeVisible();
      await expect(ngoma).toHaveCount(0);
      await page.clock.fastForward(3000);
      await expect(ngoma).toBeVisible();
      await expect(kaya).toHaveCount(0);
      expect(await overflowsSideways(page)).toBe(false);

      const video = page.locator('video');
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveJSProperty('loop', true);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Enter Platform' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}

test('visitors who prefer reduced motion get a still poster instead of the video', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward(2000);
  await expect(page.getByRole('heading', { name: 'Karibu' })).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.locator('img.splash__background')).toHaveJSProperty('complete', true);
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the hamburger drawer lists every link; Escape and a click outside close it', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'About', 'Stories', 'Contact', 'Shop', 'Music', 'Reels', 'My Account']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await page.mouse.click(20, 400);
    await expect(drawer).toHaveCount(0);

    await menu.click();
    await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer).toHaveCount(0);
  });
});

test('the More drawer leads to the account, news, legal pages and settings', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'More', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'More' });
  await expect(drawer.getByText('Careers')).toBeVisible();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('main').getByText('More features are coming soon.')).toBeVisible();
});

test('the header changes style after 50px of scrolling', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/shell-header--scrolled/);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/shell-header--scrolled/);
});

test('the theme follows the system until chosen, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/home');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
});

test('the home page: slideshow, Get Involved, mission, pillars and core values', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  const slide = (name: string) => page.getByRole('img', { name });
  await expect(slide('Coconut palms on the shore at sunset')).toBeVisible();
  await page.clock.fastForward(6000);
  await expect(slide('A path into a sacred Kaya forest')).toBeVisible();

  await page.getByRole('button', { name: 'Get Involved' }).click();
  const mission = page.getByRole('region', { name: 'Our Mission' });
  await expect(mission).toBeFocused();
  await expect(mission).toHaveClass(/is-visible/);
  await expect(mission).toHaveCSS('opacity', '1');

  await mission.getByRole('button', { name: 'Explore Our Key Pillars' }).click();
  await expect(mission.getByRole('list', { name: 'Our key pillars' }).getByRole('listitem')).toHaveCount(5);
  await mission.getByRole('button', { name: 'Hide Our Key Pillars' }).click();
  await expect(mission.getByRole('list', { name: 'Our key pillars' })).toBeHidden();

  const unity = mission.getByRole('button', { name: 'Unity and Identity' });
  await unity.hover();
  await expect(mission.getByText(/share roots, languages and the Kaya/)).toBeVisible();
  await expect(await newsHighlights(page)).toHaveCount(2);
  await page.getByRole('link', { name: 'Learn About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
});
