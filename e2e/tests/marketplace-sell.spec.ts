import path from 'node:path';
import { texts } from 'shared-ui/texts';
import { auth } from 'shared-ui/texts/auth';
import { marketplace } from 'shared-ui/texts/marketplace';
import { myProducts } from 'shared-ui/texts/my-products';
import { product as productTexts } from '../../mfe-marketplace/src/texts/product.ts';
import { sell } from '../../mfe-marketplace/src/texts/sell.ts';
import { ROOT } from '../support/environment.ts';
import { expect, newMember, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as users from 'shared-ui/contracts/users';

/** Real PNG files of the site's own icons, as a seller's pictures. */
const PICTURE = path.join(ROOT, 'shell/public/icons/icon-192.png');
const SECOND_PICTURE = path.join(ROOT, 'shell/public/icons/icon-512.png');

test('a guest logs in from the sell page, lists a product with pictures, finds it, and deletes it from View My Products', async ({
  page,
}) => {
  const member = newMember('seller');
  expect((await page.request.post(addressOf(users.register), { data: member })).status()).toBe(201);

  await page.goto('/sell');
  const dialog = page.getByRole('dialog', { name: auth.loginTitle });
  await expect(dialog).toContainText(marketplace.products.loginToSubmit);
  await dialog.getByLabel(auth.email).fill(member.email);
  await dialog.getByLabel(auth.password).fill(member.password);
  await dialog.getByRole('button', { name: auth.login }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(sell.greeting(member.username))).toBeVisible();

  const name = `Pot ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: sell.formTitle });
  await form.getByRole('button', { name: sell.submit }).click();
  await expect(form.getByLabel(sell.name)).toBeFocused();
  await expect(form).toContainText(texts.validation.required('Image 1'));

  await form.getByLabel(sell.name).fill(name);
  await form.getByLabel(sell.description).fill('Fired in Rabai, holds ten litres.');
  await form.getByLabel(sell.price).fill('1500');
  await form.getByLabel(sell.location).fill('Rabai');
  await form.getByLabel(sell.category).fill('Crafts');
  const whatsapp = form.getByLabel(sell.whatsapp);
  await expect(whatsapp).toHaveValue('+254');
  // A number pasted after the +254 already there, or over the whole field, ends the same.
  await whatsapp.click();
  await page.keyboard.insertText('+254712345678');
  await expect(whatsapp).toHaveValue('+254712345678');
  await whatsapp.selectText();
  await page.keyboard.insertText('0712 345 678');
  await expect(whatsapp).toHaveValue('+254712345678');
  await whatsapp.fill('');
  await expect(whatsapp).toHaveValue('+254');
  await whatsapp.pressSequentially('7123456789');
  await expect(whatsapp).toHaveValue('+254712345678');
  await form.getByLabel(sell.expiryDate).fill(`${new Date().getFullYear() + 1}-06-30`);
  await form.getByLabel(sell.image(1)).setInputFiles(PICTURE);
  await form.getByLabel(sell.image(2)).setInputFiles(SECOND_PICTURE);
  await expect(form.getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: sell.submit }).click();

  await expect(page.getByText(sell.added)).toBeVisible();
  await expect(form.getByLabel(sell.name)).toHaveValue('');
  await page.getByRole('link', { name: sell.seeProduct }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productUrl = page.url();
  await expect(page.getByRole('img', { name: productTexts.picture(name, 2) })).toBeVisible();
  await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254712345678\?text=/,
  );

  await page.goto(`/marketplace?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/sell');
  await page.getByRole('link', { name: marketplace.viewMyProducts }).click();
  await expect(page.getByRole('heading', { level: 1, name: myProducts.title })).toBeVisible();
  await page.getByRole('link', { name: myProducts.deleteNamed(name) }).click();
  await expect(page.getByRole('alertdialog')).toContainText(myProducts.confirmQuestion);
  await page.getByRole('button', { name: myProducts.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(myProducts.deleted);
  await expect(page.getByRole('link', { name: myProducts.deleteNamed(name) })).toHaveCount(0);

  await page.goto(productUrl);
  await expect(page.getByText('Product not found.')).toBeVisible();
});
