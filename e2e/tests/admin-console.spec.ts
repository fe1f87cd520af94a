/**
 * The admin console: an administrator (made at start from ADMIN_EMAIL / ADMIN_PASSWORD) publishes
 * a member's pending article, answers a ticket, publishes news and features a video, and each
 * shows where visitors look; a member is sent to the access-denied page, a guest to log in.
 * /articles, /news and /meta belong to other remotes: these steps look only for the item's title there.
 */
import type { Page } from '@playwright/test';
import { admin as t } from '../../mfe-account/src/texts/admin.ts';
import { createPendingArticle } from '../support/content.ts';
import { E2E_ADMIN } from '../support/environment.ts';
import { expect, logIn, newMember, test } from '../support/fixtures.ts';
import { newsHighlights } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminApi from 'shared-ui/contracts/admin';
import * as contact from 'shared-ui/contracts/contact';
import * as users from 'shared-ui/contracts/users';
import * as youtube from 'shared-ui/contracts/youtube';

/** The console card holding `text`. */
const card = (page: Page, text: string) => page.locator('.admin-card').filter({ hasText: text });

test('an administrator publishes an article, answers a ticket and publishes news', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  // A member sends an article for review; a visitor writes to the team.
  const member = await playwright.request.newContext({ baseURL });
  const account = newMember('admin');
  expect((await member.post(addressOf(users.register), { data: account })).status()).toBe(201);
  const login = await member.post(addressOf(users.login), { data: account });
  const { id } = (await login.json()).user as { id: number };
  const articleName = `Kaya ${stamp}`;
  await createPendingArticle(member, id, articleName);
  const ticket = await member.post(addressOf(contact.contactSubmit), {
    data: { name: 'Visitor', phone: '', email: '', message: `When is the next workshop? ${stamp}` },
  });
  const ticketNo = (await ticket.json()).ticket_no as string;
  await member.dispose();

  await logIn(page, E2E_ADMIN);

  // Articles queue: the pending article with its text; publish it; it is on /articles.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const article = card(page, articleName);
  await expect(article.getByText('Elders walk the young')).toBeVisible();
  await article.getByRole('button', { name: t.articles.publish }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article updated.' })).toBeVisible();
  await expect(article).toHaveCount(0);
  await page.goto('/articles');
  await expect(page.getByText(articleName).first()).toBeVisible();

  // Tickets: answer the visitor; the ticket check on /contact-us shows the response.
  await page.goto('/admin/tickets');
  const answer = `The next workshop is on Saturday. ${stamp}`;
  const ticketCard = card(page, ticketNo);
  await ticketCard.getByLabel(t.status).selectOption('resolved');
  await ticketCard.getByLabel(t.tickets.response).fill(answer);
  await ticketCard.getByRole('button', { name: t.tickets.saveTicket }).click();
  await expect(ticketCard.getByText(t.tickets.saved)).toBeVisible();
  await page.goto('/contact-us');
  const check = page.getByRole('region', { name: 'Check a ticket' });
  await check.getByLabel('Ticket number').fill(ticketNo);
  await check.getByRole('button', { name: 'Check status' }).click();
  await expect(check.getByLabel('Ticket status')).toContainText(answer);

  // News: publish an item launching far ahead; it is on /news and among /home's highlights.
  const newsName = `Kaya festival ${stamp}`;
  await page.goto('/admin/news');
  await page.getByRole('button', { name: t.news.add }).click();
  await page.getByLabel(t.news.fields.name).fill(newsName);
  await page.getByLabel(t.news.fields.launches_on).fill('2999-12-31');
  await page.getByLabel(t.news.fields.short_description).fill('Songs and stories in the kaya.');
  await page.getByLabel(t.news.fields.full_description).fill('A day of songs, stories and guided walks.');
  await page.getByLabel(t.news.fields.video_url).fill('https://www.youtube.com/watch?v=Kx9pR2mTq4A');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'News item created.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: newsName })).toBeVisible();
  await page.goto('/news');
  await expect(page.getByText(newsName).first()).toBeVisible();
  await page.goto('/home');
  await newsHighlights(page);
  await expect(page.getByText(newsName).first()).toBeVisible();

  // The record lists what the administrator did.
  await page.goto('/admin/record');
  await expect(page.getByText('admin ·').first()).toBeVisible();
  await expect(page.getByText(`/api/admin/tickets/${ticketNo}`)).toBeVisible();
});

test('an administrator features a video by its YouTube id; it is on /meta', async ({ page }) => {
  const stamp = Date.now().toString(36).slice(-6);
  await logIn(page, E2E_ADMIN);
  const videoName = `Sunrise ${stamp}`;
  await page.goto('/admin/videos');
  await page.getByRole('button', { name: t.videos.add }).click();
  await page.getByLabel(t.videos.fields.video_name).fill(videoName);
  await page.getByLabel(t.videos.fields.video_url).fill('Kx9pR2mTq4A');
  await page.getByLabel(t.videos.fields.description).fill('Dawn over Kilifi creek.');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Featured video added.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: videoName })).toBeVisible();
  const videos = (await (await page.request.get(addressOf(youtube.fetchMetadata))).json()).videos as {
    video_name: string;
  }[];
  expect(videos.find((video) => video.video_name === videoName)).toMatchObject({
    video_name: videoName,
    video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
  });
  const meta = await page.goto('/meta');
  expect(meta?.status()).toBe(200);
  await expect(page.getByText(videoName).first()).toBeVisible();
});

test('a member who opens the console lands on /not-allowed; a guest on /login', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/login$/);

  const account = newMember('notadmin');
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post(addressOf(users.register), { data: account })).status()).toBe(201);
  await api.dispose();
  await logIn(page, account);
  await page.goto('/admin/news');
  await expect(page).toHaveURL(/\/not-allowed$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect((await page.request.get(addressOf(adminApi.listTickets))).status()).toBe(403);
});
