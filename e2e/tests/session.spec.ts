import { expect, newMember, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as users from 'shared-ui/contracts/users';

test('registering and logging in updates the shell and another remote without a reload, and survives one', async ({
  page,
}) => {
  const member = newMember('session');
  await page.goto('/articles');
  await expect(page.getByText('Guest Mode')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Register through the account remote: toast, then /login after 2 s.
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue('');

  // Log in: the shell's header changes at once.
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('link', { name: `Profile of ${member.username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: member.username })).toBeVisible();

  // Another remote (stories) sees the member too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
  await expect(page.getByText('User Mode')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // The device keeps the session in the spec's shape, and the server knows the cookie.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userSession') ?? 'null'));
  expect(stored).toMatchObject({ username: member.username, email: member.email });
  const me = await page.request.get(addressOf(users.me));
  expect((await me.json()).user.email).toBe(member.email);

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByText('User Mode')).toBeVisible();
  await expect(page.getByRole('link', { name: `Profile of ${member.username}` })).toBeVisible();

  // Log out from the profile: every view returns to guest.
  await page.getByRole('link', { name: `Profile of ${member.username}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  expect((await page.request.get(addressOf(users.me))).status()).toBe(401);
});

test('a wrong password is refused with the spec texts and counted', async ({ page }) => {
  const member = newMember('wrongpw');
  const answer = await page.request.post(addressOf(users.register), { data: member });
  expect(answer.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
  await expect(page.getByRole('alert')).toContainText(
    'Login failed. You have 4 attempt(s) left before cooldown.',
  );
});

test('the account pages guard the profile', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
