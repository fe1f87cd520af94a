/**
 * Pages rendered on the server: read and used without JavaScript, hydrated without a warning
 * when it runs, and acted on when tapped before hydration is over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { addComment } from 'shared-ui/contracts/pages';
import { checkTicketStatus, contactSubmit } from 'shared-ui/contracts/contact';
import { fetchProducts } from 'shared-ui/contracts/shop';
import { texts } from 'shared-ui/texts';
import { contactForms } from 'shared-ui/texts/contact';
import { marketplace } from 'shared-ui/texts/marketplace';
import { stories } from 'shared-ui/texts/stories';
import { appStarted, expect, test } from '../support/fixtures.ts';
import { holdScripts, renderedOnServer, viewports } from '../support/shell.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as newsApi from 'shared-ui/contracts/news';

const t = marketplace.products;
const common = texts.common;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false, viewport: viewports.phone });

  test('the articles and an article read in full, with the links to go on', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: stories.articles.title })).toBeVisible();
    const titles = page.getByRole('list', { name: stories.articles.list }).getByRole('heading', { level: 2 });
    await expect(titles.first()).toBeVisible();
    const first = (await titles.first().textContent())?.trim() ?? '';
    // The header's links to every part of the site are in sight on a phone.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
    ).toBeVisible();
    await page.getByRole('link', { name: first }).first().click();
    await expect(page).toHaveURL(/\/article\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  });

  test('the marketplace: search, a category and page 2 by form and links; a product with its price and chat', async ({
    page,
  }) => {
    await page.goto('/marketplace');
    const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const firstPage = await cards.allTextContents();

    await page.getByRole('link', { name: common.nextPage }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(cards.first()).toBeVisible();
    expect(await cards.allTextContents()).not.toEqual(firstPage);

    await page.goto('/marketplace');
    await page.getByRole('combobox', { name: t.category }).selectOption('Crafts');
    await page.getByRole('button', { name: common.apply }).click();
    await expect(page).toHaveURL(/category=Crafts/);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await card.click({ trial: true });

    const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await page.getByRole('searchbox', { name: t.searchLabel }).fill(name);
    await page.getByRole('searchbox', { name: t.searchLabel }).press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('list', { name: t.list }).getByRole('heading', { name })).toBeVisible();

    await page.getByRole('list', { name: t.list }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Ksh [\d,]+/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: marketplace.chatWithSeller })).toHaveAttribute(
      'href',
      /wa\.me|whatsapp/,
    );
    // Back to the list by a link: the button that goes back in history needs a script.
    await expect(page.getByRole('button', { name: /Go back/ })).toBeHidden();
    await page.getByRole('link', { name: /Go back/ }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  test('/home shows what its buttons would open, and not the buttons that need a script', async ({
    page,
  }) => {
    await page.goto('/home');
    // The mission fades in as it scrolls into sight, with a script; without one it is simply there.
    const mission = page.getByRole('region', { name: texts.home.missionTitle });
    await mission.scrollIntoViewIfNeeded();
    await expect(mission).toHaveCSS('opacity', '1');
    await expect(page.getByRole('list', { name: texts.home.pillarsLabel })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.home.explorePillars })).toBeHidden();
    await expect(page.getByRole('button', { name: texts.home.getInvolved })).toBeHidden();
  });

  test('a form sent by script shows no button to send it, and never sends what is typed in an address', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    const form = page.locator('form#contact-form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.getByRole('button', { name: contactForms.contact.send })).toBeHidden();
  });

  test("a page of the shell's own comes with its code's styles", async ({ page }) => {
    await page.goto('/about');
    // The shell's main stylesheet, and the about page's own styles written into the document.
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
    await expect(page.locator('head style')).toHaveCount(1);
    const hero = page.locator('.about-hero, section').first();
    await expect(hero).toBeVisible();
  });

  test('the news and the songs read without script', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: texts.news.title })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.first().getByRole('heading', { level: 2 })).toBeVisible();
    await expect(items.first().locator('time')).toBeVisible();
    // What a press would open shows at once: each item's full text (in a <noscript>, which
    // Playwright's text matching passes over: found by its place instead).
    const answer = (await (await page.request.get(addressOf(newsApi.getNews))).json()) as {
      data: { full_description: string }[];
    };
    const fullTexts = page.locator('.stories-news-item__full > p');
    await expect(fullTexts.first()).toBeVisible();
    expect(await fullTexts.allTextContents()).toEqual(answer.data.map((item) => item.full_description));
    await page.goto('/music');
    await expect(page.getByRole('heading', { name: texts.music.title })).toBeVisible();
    await expect(
      page
        .getByRole('list')
        .filter({ has: page.getByRole('listitem') })
        .first(),
    ).toBeVisible();
  });
});

/** The page's console errors and warnings (hydration mismatches are reported there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const problem = message.type() === 'error' || message.type() === 'warning';
    // The tests hold the service worker back (serviceWorkers: 'block'), which the browser reports.
    if (problem && !message.text().includes('Service Worker registration blocked'))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('with JavaScript', () => {
  // Each page as a first visit gets it: a service worker would answer later visits from the device.
  test.use({ serviceWorkers: 'block' });

  test('each page hydrates what the server rendered, without a warning', async ({ page }) => {
    const problems = consoleProblems(page);
    for (const path of [
      '/articles',
      '/article/1',
      '/marketplace',
      '/marketplace?page=2',
      '/product/1',
      '/news',
      '/music',
      '/about',
      '/home',
      '/sell',
    ]) {
      const response = await page.goto(path);
      expect(renderedOnServer(await response?.text()), path).toBe(true);
      // The fixture waited for the page's content to hydrate (the root's mark dropped).
      await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
      expect(problems, path).toEqual([]);
    }
  });
});

/** What the page sends to one endpoint: each request's body, or its address for a GET. */
function sentTo(page: Page, { method, path: endpointPath }: { method: string; path: string }): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(`/${endpointPath}`))
      sent.push(request.postData() ?? request.url());
  });
  return sent;
}

/** Opens a page the server renders, its scripts held back: it shows, not yet live. */
async function openRendered(page: Page, address: string) {
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered');
}

test.describe('before hydration', () => {
  test.use({ waitForApp: false, viewport: viewports.phone, serviceWorkers: 'block' });

  test('a tap and a typed search made while the scripts load take effect once they run', async ({ page }) => {
    const problems = consoleProblems(page);
    const lists = sentTo(page, fetchProducts);
    // The marketplace's code is held back while the visitor types and chooses a category.
    let release = await holdScripts(page, /\/mfe\/marketplace\/.*\.js$/);
    await openRendered(page, '/marketplace');
    const search = page.getByRole('searchbox', { name: t.searchLabel });
    await search.fill('kiondo');
    await page.getByRole('combobox', { name: t.category }).selectOption('Crafts');
    expect(lists).toEqual([]);
    release();
    await appStarted(page);
    await expect(page).toHaveURL(/[?&]q=kiondo/);
    await expect(page).toHaveURL(/[?&]category=Crafts/);
    await expect(page.getByRole('list', { name: t.list }).getByRole('listitem').first()).toContainText(
      /kiondo/i,
    );
    // The list is asked for once, with both.
    await expect.poll(() => lists.filter((sent) => /search=kiondo/.test(sent))).toHaveLength(1);
    expect(lists.filter((sent) => /search=kiondo/.test(sent))[0]).toMatch(/category=Crafts/);

    // A press on Load More before any of the app's code has arrived (the document's own script
    // notes it) loads the next page once it has run.
    release = await holdScripts(page);
    await openRendered(page, '/marketplace');
    const cards = page.getByRole('list', { name: t.list }).getByRole('listitem');
    const firstPage = await cards.count();
    await page.getByRole('button', { name: t.loadMore }).click();
    // Held by the document's script, not yet done.
    const pressed = () => (window as { earlyInput?: { pressed: unknown[] } }).earlyInput?.pressed.length;
    expect(await page.evaluate(pressed)).toBe(1);
    expect(await cards.count()).toBe(firstPage);
    release();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    expect(problems).toEqual([]);
  });

  test('a message sent and a ticket checked before the page is live are each sent once, as typed', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const messages = sentTo(page, contactSubmit);
    const checks = sentTo(page, checkTicketStatus);
    let release = await holdScripts(page);
    await openRendered(page, '/contact-us');
    const form = page.getByRole('region', { name: contactForms.contact.formTitle });
    await form.getByLabel(contactForms.contact.name).fill('Amina Baya');
    await form.getByLabel(contactForms.contact.message).fill('Habari! Sent before the page was live.');
    const send = form.getByRole('button', { name: contactForms.contact.send });
    await send.click();
    await send.click(); // pressed again while nothing seemed to happen
    expect(messages).toEqual([]);
    release();
    await expect(form.getByText(contactForms.contact.received)).toBeVisible();
    await expect(form.getByText(texts.validation.required(contactForms.contact.name))).toBeHidden();
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0] as string)).toMatchObject({
      name: 'Amina Baya',
      message: 'Habari! Sent before the page was live.',
    });
    const ticketNo = (await form.locator('code').textContent()) ?? '';
    expect(ticketNo).toMatch(/^MJK-/);

    release = await holdScripts(page);
    await openRendered(page, '/contact-us');
    const check = page.getByRole('region', { name: contactForms.ticket.checkTitle });
    await check.getByLabel(contactForms.ticket.number).fill(ticketNo);
    await check.getByRole('button', { name: contactForms.ticket.check }).click();
    expect(checks).toEqual([]);
    release();
    const status = check.getByLabel(contactForms.ticket.details);
    await expect(status).toContainText(contactForms.ticket.noResponse);
    await expect(check.getByText(texts.validation.required(contactForms.ticket.number))).toBeHidden();
    expect(checks).toHaveLength(1);
    expect(JSON.parse(checks[0] as string)).toEqual({ ticket_no: ticketNo });
    expect(problems).toEqual([]);
  });

  test("a guest's comment posted before the page is live is sent once and shows", async ({ page }) => {
    const problems = consoleProblems(page);
    const comments = sentTo(page, addComment);
    const release = await holdScripts(page);
    await openRendered(page, '/article/1');
    const comment = `Asante sana, ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: stories.comments.field }).fill(comment);
    await page.getByRole('button', { name: stories.comments.post }).click();
    expect(comments).toEqual([]);
    release();
    await expect(page.getByRole('listitem').filter({ hasText: comment })).toBeVisible();
    await expect(page.getByRole('textbox', { name: stories.comments.field })).toHaveValue('');
    expect(comments).toHaveLength(1);
    expect(JSON.parse(comments[0] as string)).toMatchObject({ articleId: 1, comment });
    expect(problems).toEqual([]);
  });
});

/** The server looks at the build files again once a second at most (`DEPLOY_CHECK_MS`): a redeploy is seen after it. */
const DEPLOY_LOOKED_AT_MS = 1_100;

test.describe('isolation', () => {
  test.use({ serviceWorkers: 'block' });

  test('a remote whose server entry throws or is missing serves its pages rendered in the browser', async ({
    page,
  }) => {
    const description = path.join(
      process.env.E2E_WEB_ROOT as string,
      'mfe-media',
      'dist',
      'server',
      'server.json',
    );
    const deployed = readFileSync(description, 'utf8');
    const broken = path.join(path.dirname(description), 'render.0badc0ffee00.cjs');
    try {
      for (const entry of ['render.0badc0ffee00.cjs', 'render.404040404040.cjs']) {
        writeFileSync(
          broken,
          "module.exports = { firstReads: () => [], render: async () => { throw new Error('broken release'); } };",
        );
        writeFileSync(description, JSON.stringify({ entry }));
        await page.waitForTimeout(DEPLOY_LOOKED_AT_MS);
        const response = await page.goto('/music');
        expect(response?.status()).toBe(200);
        expect(renderedOnServer(await response?.text())).toBe(false);
        await expect(page.getByRole('heading', { name: texts.music.title })).toBeVisible();
        await expect(page.getByRole('button', { name: /^Play/ }).first()).toBeVisible();
        // The other remotes' pages are still rendered on the server.
        expect(
          renderedOnServer(
            await (await page.request.get('/marketplace', { headers: { accept: 'text/html' } })).text(),
          ),
        ).toBe(true);
      }
    } finally {
      writeFileSync(description, deployed);
      rmSync(broken, { force: true });
    }
    await page.waitForTimeout(DEPLOY_LOOKED_AT_MS);
    expect(
      renderedOnServer(await (await page.request.get('/music', { headers: { accept: 'text/html' } })).text()),
    ).toBe(true);
  });
});
