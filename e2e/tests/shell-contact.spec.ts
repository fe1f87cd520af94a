import { expect, test } from '../support/fixtures.ts';
import { viewports } from '../support/shell.ts';

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${viewport.width}px ${device}`, () => {
    test.use({ viewport });

    test('a message becomes a ticket whose status can be checked, and the newsletter thanks', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/contact-us');
      const form = page.getByRole('region', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Name is required.')).toBeVisible();
      await expect(form.getByText('Message is required.')).toBeVisible();

      await form.getByLabel('Name').fill('Amina Baya');
      await form.getByLabel('Phone (optional)').fill('+254712345678');
      await form.getByLabel('Message').fill(`Habari! Please invite me to the chat group (${device}).`);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Thank you! We have received your message.')).toBeVisible();
      const ticketNo = (await form.locator('code').textContent()) ?? '';
      expect(ticketNo).toMatch(/^MJK-[A-Z2-7]{10}$/);
      await expect(form.getByText('Open', { exact: true })).toBeVisible();

      await form.getByRole('button', { name: 'Copy ticket number' }).click();
      await expect(form.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ticketNo);

      const check = page.getByRole('region', { name: 'Check a ticket' });
      await check.getByLabel('Ticket number').fill('MJK-NOSUCHTICK');
      await check.getByRole('button', { name: 'Check status' }).click();
      await expect(check.getByRole('alert')).toHaveText('Ticket not found.');
      await check.getByLabel('Ticket number').fill(ticketNo.toLowerCase());
      await check.getByRole('button', { name: 'Check status' }).click();
      const status = check.getByLabel('Ticket status');
      await expect(status).toContainText('Open');
      await expect(status).toContainText('No response yet.');

      const newsletter = page.getByRole('region', { name: 'Newsletter' });
      await newsletter.getByLabel('Email').fill('not-an-email');
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();
      await newsletter.getByLabel('Email').fill(`amina.${device}.${Date.now()}@example.org`);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing!');

      await expect(page.getByText('900+')).toBeVisible();
      await expect(page.getByText('877+')).toBeVisible();
    });
  });
}

test('the contact form says so when the network fails', async ({ page }) => {
  await page.goto('/contact-us');
  await page.route('**/api/contact/**', (route) => route.abort());
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel('Name').fill('Amina');
  await form.getByLabel('Message').fill('Habari!');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  const check = page.getByRole('region', { name: 'Check a ticket' });
  await check.getByLabel('Ticket number').fill('MJK-AAAAAAAAAA');
  await check.getByRole('button', { name: 'Check status' }).click();
  await expect(check.getByRole('alert')).toHaveText('Error fetching ticket status.');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  await newsletter.getByLabel('Email').fill('amina@example.org');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('Something went wrong. Please try again later.')).toBeVisible();
});
