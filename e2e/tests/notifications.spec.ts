/**
 * Notifications, on the real server: another member follows a member, comments on their article
 * and reviews their product, and an administrator publishes one of their articles and rejects
 * another; the member's bell counts them, /notifications lists each with its link, Mark all as
 * read clears the count, and a kind turned off in Settings is no longer listed. A guest on
 * /notifications is asked to log in.
 */
import type { Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { notifications as n } from '../../shell/src/texts/notifications.ts';
import { smallPages } from '../../shell/src/texts/small-pages.ts';
import { createPendingArticle, createProduct } from '../support/content.ts';
import { E2E_ADMIN } from '../support/environment.ts';
import { expect, logIn, newMember, signedIn, test } from '../support/fixtures.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';
import * as adminApi from 'shared-ui/contracts/admin';
import * as notificationsApi from 'shared-ui/contracts/notifications';

const bell = (page: Page, unread: number) =>
  page.getByRole('link', {
    name: unread > 0 ? texts.layout.notificationsUnread(unread) : texts.layout.notifications,
    exact: true,
  });

test('a member learns of a follower, a comment, a review and the moderators’ decisions', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const ownerAccount = newMember('told');
  const owner = await signedIn(playwright, baseURL, ownerAccount);
  const published = `Kaya ${stamp}`;
  const rejected = `Mizimu ${stamp}`;
  const publishedId = await createPendingArticle(owner.context, owner.id, published);
  const rejectedId = await createPendingArticle(owner.context, owner.id, rejected);
  const productId = await createProduct(owner.context, owner.id, `Kiondo ${stamp}`);

  // An administrator publishes one article and does not publish the other, with a reason.
  const admin = await signedIn(playwright, baseURL, E2E_ADMIN);
  const reason = 'Please add where the picture was taken.';
  for (const [id, body] of [
    [publishedId, { status: 'published' }],
    [rejectedId, { status: 'rejected', reason }],
  ] as const) {
    const decided = await admin.context.post(addressOf(adminApi.setArticleStatus, { params: { id } }), {
      data: body,
    });
    expect(decided.status(), await decided.text()).toBe(200);
  }

  // Another member follows, comments on the published article and reviews the product.
  const fanAccount = newMember('fan');
  const fan = await signedIn(playwright, baseURL, fanAccount);
  const follow = await fan.context.post(addressOf(pages.followUser), {
    data: { userId: fan.id, authorId: owner.id },
  });
  expect(follow.status(), await follow.text()).toBe(200);
  const comment = await fan.context.post(addressOf(pages.addComment), {
    data: { articleId: publishedId, comment: 'Asante sana!', userId: fan.id },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const review = await fan.context.post(addressOf(shop.addReview), {
    form: {
      product_id: String(productId),
      user_id: String(fan.id),
      review_text: 'Strong and pretty.',
      rating: '5',
    },
  });
  expect(review.status(), await review.text()).toBe(201);
  for (const context of [owner.context, admin.context, fan.context]) await context.dispose();

  // The member's bell counts the five, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, ownerAccount);
  await expect(bell(page, 5)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bell(page, 5)).toBeVisible();

  // Each is listed with the page it is about.
  await bell(page, 5).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const fanName = fanAccount.username;
  const expected: [string, string][] = [
    [n.follow(fanName), `/author/${fan.id}`],
    [n.comment(fanName, published), `/article/${publishedId}`],
    [n.review(fanName, `Kiondo ${stamp}`, 5), `/product/${productId}`],
    [n.published(published), `/article/${publishedId}`],
    [n.rejected(rejected, reason), `/article/${rejectedId}`],
  ];
  for (const [sentence, href] of expected) {
    await expect(page.getByRole('link', { name: new RegExp(escape(sentence)) })).toHaveAttribute(
      'href',
      href,
    );
  }

  // Mark all as read: the count is gone.
  await page.getByRole('button', { name: n.markAll }).click();
  await expect(page.getByText(n.markedAll)).toBeVisible();
  await expect(bell(page, 0)).toBeVisible();

  // Comments turned off in Settings are no longer listed; the others still are.
  await page.goto('/settings');
  const commentsSwitch = page.getByRole('switch', { name: smallPages.settings.notifications.kinds.comment });
  await expect(commentsSwitch).toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(addressOf(notificationsApi.setNotificationSettings)) &&
      response.request().method() === notificationsApi.setNotificationSettings.method,
  );
  await commentsSwitch.click();
  expect((await saved).status()).toBe(200);
  await expect(commentsSwitch).not.toBeChecked();
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: new RegExp(escape(n.follow(fanName))) })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(escape(n.comment(fanName, published))) }),
  ).toHaveCount(0);
});

test('a guest on /notifications is asked to log in', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByText(n.guest.text)).toBeVisible();
  await page.getByRole('button', { name: n.guest.logIn }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
});

/** `text` as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
