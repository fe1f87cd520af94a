import { auth } from 'shared-ui/texts/auth';
import { marketplace } from 'shared-ui/texts/marketplace';
import { expect, newMember, test } from '../support/fixtures.ts';
import type { Locator } from '@playwright/test';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as users from 'shared-ui/contracts/users';

/** Fails to log in from `form` until the device has counted `until` failures, from `from`. */
async function failLogin(form: Locator, email: string, from: number, until: number) {
  for (let failures = from + 1; failures <= until; failures += 1) {
    await form.getByLabel(auth.email).fill(email);
    await form.getByLabel(auth.password).fill(`wrong-${failures}`);
    await form.getByRole('button', { name: auth.login }).click();
    await expect(form.getByRole('alert')).toContainText(auth.attemptsLeft(5 - failures));
  }
}

test('failures in the /sell login dialog and on /login make one count, in one tab or two, and every form says how long the cooldown lasts', async ({
  page,
  context,
}) => {
  const member = newMember('lockout');
  expect((await page.request.post(addressOf(users.register), { data: member })).status()).toBe(201);
  await page.clock.install();

  // Three failures on /login …
  await page.goto('/login');
  const loginPage = page.getByRole('main');
  await failLogin(loginPage, member.email, 0, 3);

  // … and two in the /sell dialog of another tab: the fifth failure starts the cooldown.
  const second = await context.newPage();
  await second.goto('/sell');
  const dialog = second.getByRole('dialog', { name: auth.loginTitle });
  await expect(dialog).toContainText(marketplace.products.loginToSubmit);
  await failLogin(dialog, member.email, 3, 4);
  await dialog.getByLabel(auth.password).fill('wrong-again');
  await dialog.getByRole('button', { name: auth.login }).click();
  await expect(dialog.getByRole('alert')).toContainText(auth.lockedFive);
  await expect(dialog.getByRole('button', { name: auth.login })).toBeDisabled();

  // The first tab's form locks at once and says for how long.
  await expect(loginPage.getByRole('button', { name: auth.login })).toBeDisabled();
  await expect(loginPage.getByRole('alert')).toHaveText(auth.lockedMinutes(5));

  // After a reload the reason is still given, and it counts down with the 10-second check.
  await page.reload();
  await expect(loginPage.getByRole('button', { name: auth.login })).toBeDisabled();
  await expect(loginPage.getByRole('alert')).toHaveText(auth.lockedMinutes(5));
  await page.clock.fastForward('02:05');
  await expect(loginPage.getByRole('alert')).toHaveText(auth.lockedMinutes(3));

  // The same tab: the sell page's dialog, opened from /login's tab, says it too.
  await page.goto('/sell');
  const sameTabDialog = page.getByRole('dialog', { name: auth.loginTitle });
  await expect(sameTabDialog.getByRole('button', { name: auth.login })).toBeDisabled();
  await expect(sameTabDialog.getByRole('alert')).toHaveText(
    /Too many failed attempts\. Please try again in \d minute\(s\)\./,
  );
  await second.close();
});
