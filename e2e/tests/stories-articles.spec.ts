import type { Page } from '@playwright/test';
import { auth } from 'shared-ui/texts/auth';
import { stories } from 'shared-ui/texts/stories';
import { appStarted, expect, logInAsNewMember, test } from '../support/fixtures.ts';
import { controlledByServiceWorker, holdScripts, renderedOnServer, viewports } from '../support/shell.ts';

const t = stories;
const list = (page: Page) => page.getByRole('list', { name: stories.articles.list }).getByRole('article');

test('a guest filters the list (kept in the address), pages with Load More, likes across a reload and is asked to log in to follow', async ({
  page,
}) => {
  await page.goto('/articles');
  await expect(page.getByText(stories.articles.guestMode)).toBeVisible();
  await expect(list(page)).toHaveCount(5);
  await page.getByRole('button', { name: stories.articles.loadMore }).click();
  await expect(list(page)).toHaveCount(10);
  await expect(page).toHaveURL(/\/articles\?pages=2$/);

  // Back from an article finds the list as far down as it was loaded, at the same place.
  const eighth = list(page).nth(7).getByRole('heading', { level: 2 }).getByRole('link');
  const eighthName = (await eighth.textContent()) ?? '';
  await eighth.scrollIntoViewIfNeeded();
  await eighth.click();
  await expect(page.getByRole('heading', { level: 1, name: eighthName })).toBeVisible();
  await page.goBack();
  await expect(list(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: eighthName, exact: true })).toBeInViewport();

  await page.getByRole('combobox', { name: t.filters.category }).selectOption('Stories');
  await page.getByRole('combobox', { name: t.filters.subcategory }).selectOption('Youth poetry');
  await expect(page).toHaveURL(/\/articles\?category=Stories&subcategory=Youth\+poetry$/);
  await expect(list(page)).toHaveCount(2);
  await expect(list(page).getByText(t.card.category('Stories', 'Youth poetry'))).toHaveCount(2);
  await page.getByRole('radio', { name: t.filters.trending }).click();
  await expect(page.getByRole('radio', { name: t.filters.trending })).toBeChecked();
  await expect(page).toHaveURL(/sort=trending/);

  await page.reload();
  await expect(page.getByRole('combobox', { name: t.filters.subcategory })).toHaveValue('Youth poetry');
  await expect(page.getByRole('radio', { name: t.filters.trending })).toBeChecked();
  await expect(list(page)).toHaveCount(2);

  const first = list(page).first();
  const like = first.getByRole('button', { name: t.card.like });
  const before = Number((await like.textContent())?.match(/\d+/)?.[0]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(t.card.likes(before + 1));
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(list(page).first().getByRole('button', { name: t.card.like })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(list(page).first().getByRole('button', { name: t.card.like })).toContainText(
    t.card.likes(before + 1),
  );

  await list(page)
    .first()
    .getByRole('button', { name: /^Follow / })
    .click();
  const login = page.getByRole('dialog', { name: auth.loginTitle });
  await expect(login.getByText(stories.follow.loginRequired)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);
});

test('a member follows and unfollows an author, comments, opens the article by its address and the author page', async ({
  page,
}) => {
  const member = await logInAsNewMember(page, 'stories');

  await page.goto('/stories');
  await expect(page.getByText(stories.articles.userMode)).toBeVisible();
  const card = list(page).first();
  const author = (await card.locator('.stories-author__who a').textContent()) ?? '';
  await card.getByRole('button', { name: t.card.followNamed(author) }).click();
  await expect(page.getByText(stories.follow.following)).toBeVisible();
  await card.getByRole('button', { name: t.card.unfollowNamed(author) }).click();
  await expect(page.getByText(stories.follow.unfollowed)).toBeVisible();
  await card.getByRole('button', { name: t.card.followNamed(author) }).click();
  await expect(card.getByRole('button', { name: t.card.unfollowNamed(author) })).toBeVisible();

  await card.getByRole('button', { name: /comments?$/ }).click();
  const comment = `Asante ${member.username}`;
  await card.getByRole('textbox', { name: t.comments.field }).fill(comment);
  await card.getByRole('button', { name: t.comments.post }).click();
  await expect(card.getByText(comment)).toBeVisible();

  const title = card.getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await title.textContent()) ?? '';
  const href = (await title.getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(name));

  await page.getByRole('link', { name: author, exact: true }).click();
  await expect(page).toHaveURL(/\/author\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: author })).toBeVisible();
  await expect(page.getByText(t.author.followers)).toBeVisible();
  await expect(page.getByRole('button', { name: t.card.unfollowNamed(author) }).first()).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: t.author.articlesOf(author) })
      .getByRole('article')
      .first(),
  ).toBeVisible();
});

test('an article page opened once reads offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/home');
  await controlledByServiceWorker(page);
  await page.goto('/post/1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(t.article.loading);
  const name = (await heading.textContent()) ?? '';
  await expect(page.getByRole('heading', { name: t.comments.title })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test.describe("a guest's pictures that fail before the page is live", () => {
  test.use({ waitForApp: false, viewport: viewports.phone, serviceWorkers: 'block' });

  /** Whether a picture's load has ended without a picture, as a broken one's has. */
  const failed = (picture: HTMLImageElement) => picture.complete && picture.naturalWidth === 0;
  /** Whether a picture has not loaded yet, nor failed (a lazy one not asked for yet). */
  const waiting = (picture: HTMLImageElement) => !picture.complete;

  test.beforeEach(async ({ page }) => {
    // Every article picture answers 404.
    await page.route('**/api/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  });

  test("an article's picture that failed while the scripts loaded says so once the page is live", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    const response = await page.goto('/article/1');
    expect(renderedOnServer(await response?.text())).toBe(true);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const carousel = page.getByRole('group', { name: t.media.label(name) });
    const picture = carousel.getByRole('img');
    // The picture failed while nothing listened: the page is as the server sent it.
    await expect.poll(() => picture.evaluate(failed)).toBe(true);
    await expect(page.locator('#root')).toHaveAttribute('data-server-rendered');
    await expect(carousel.getByText(t.articles.mediaFailed)).toHaveCount(0);

    release();
    await appStarted(page);
    await expect(carousel.getByRole('alert')).toHaveText(t.articles.mediaFailed);
    await expect(picture).toHaveCount(0);
  });

  test('a lazy picture not asked for yet is not taken for a failed one', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/articles');
    const carousels = list(page).getByRole('group');
    await expect(carousels).toHaveCount(5);
    await expect.poll(() => carousels.first().getByRole('img').evaluate(failed)).toBe(true);
    // The last card is far below the first screen: its picture has not been asked for.
    expect(await carousels.last().getByRole('img').evaluate(waiting)).toBe(true);

    release();
    await appStarted(page);
    await expect(carousels.first().getByRole('alert')).toHaveText(t.articles.mediaFailed);
    await expect(carousels.last().getByRole('img')).toHaveCount(1);
    await expect(carousels.last().getByText(t.articles.mediaFailed)).toHaveCount(0);
    // Asked for once it comes near, it fails and says so.
    await carousels.last().scrollIntoViewIfNeeded();
    await expect(carousels.last().getByRole('alert')).toHaveText(t.articles.mediaFailed);
  });
});
