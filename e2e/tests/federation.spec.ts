import { expect, reactDomCopies, test } from '../support/fixtures.ts';
import { addressOf, readOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as shopApi from 'shared-ui/contracts/shop';

const remotePages = [
  { path: '/articles', remote: 'stories', heading: 'Articles & Stories' },
  { path: '/news', remote: 'stories', heading: 'News and announcements' },
  { path: '/music', remote: 'media', heading: 'Nyimbo za Mijikenda' },
  { path: '/marketplace', remote: 'marketplace', heading: 'Marketplace' },
  { path: '/login', remote: 'account', heading: 'Log in' },
  { path: '/register', remote: 'account', heading: 'Create your account' },
];

for (const { path, remote, heading } of remotePages) {
  test(`${path} is rendered by the ${remote} remote inside the shell layout`, async ({ page }) => {
    const remoteFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/mfe/${remote}/`)) remoteFiles.push(response.url());
    });
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Nine tribes, one community.');
    expect(remoteFiles.some((url) => url.endsWith(`/mfe/${remote}/mf-manifest.json`))).toBe(true);
  });
}

test('the marketplace keeps its own top bar inside the layout', async ({ page }) => {
  await page.goto('/marketplace');
  const topBar = page.getByRole('navigation', { name: 'Marketplace' });
  await expect(topBar.getByRole('link', { name: 'Sell' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('one React DOM runs in the page while every remote is used', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'News highlights' })).toBeVisible();
  for (const link of ['Stories', 'Music', 'Shop']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await reactDomCopies(page)).toBe(1);

  const reactScopes = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: unknown[] } }).__FEDERATION__;
    const host = federation.__INSTANCES__[0] as {
      shareScopeMap: Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
    };
    const scope = host.shareScopeMap.default ?? {};
    return Object.fromEntries(
      ['react', 'react-dom', 'react-router-dom', 'zustand', 'shared-ui'].map((name) => [
        name,
        Object.values(scope[name] ?? {}).filter((entry) => entry.loaded).length,
      ]),
    );
  });
  expect(reactScopes).toEqual({
    react: 1,
    'react-dom': 1,
    'react-router-dom': 1,
    zustand: 1,
    'shared-ui': 1,
  });
});

test('an unknown route shows the standard layout, with status 404 so it is not indexed', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a shared link opens for clients that do not name HTML (curl, link checkers, preview bots)', async ({
  request,
}) => {
  for (const path of ['/home', '/music', '/marketplace', '/about-us', '/']) {
    for (const accept of ['*/*', 'text/*']) {
      const response = await request.get(path, { headers: { accept } });
      expect(response.status(), `${path} with ${accept}`).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
    }
  }
  const unknown = await request.get('/no-such-page', { headers: { accept: '*/*' } });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^text\/html/);
  const file = await request.get('/no-such-file.txt', { headers: { accept: '*/*' } });
  expect(file.status()).toBe(404);
  expect(await file.json()).toEqual({ status: 'error', message: 'Not found.' });
});

test("a guest's first visit comes with its page's first API answers and first picture; a member's preloads the reads; each is asked for once", async ({
  page,
  browser,
  baseURL,
}) => {
  const productReads: string[] = [];
  const productAddresses = [addressOf(shopApi.fetchProducts), addressOf(shopApi.getFilters)];
  const pictures: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (productAddresses.some((address) => url.pathname.includes(address))) productReads.push(url.search);
    if (url.pathname.startsWith('/api/shop/uploads/')) pictures.push(url.pathname);
  });
  const response = await page.goto('/marketplace');
  const link = response?.headers().link ?? '';
  expect(link).not.toContain(addressOf(shopApi.fetchProducts));
  expect(await response?.text()).toContain(
    `"${readOf(shopApi.fetchProducts, { query: { search: '', category: '', price: '', recent: '', page: 1 } })}":`,
  );
  const firstCard = page.getByRole('main').getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' }).getByRole('option')).not.toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(productReads, 'the first page and the categories came with the document').toEqual([]);
  // The first card's picture is the one the document preloaded (same srcset and sizes), fetched once.
  const shown = new URL(
    await firstCard.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc),
  );
  expect(link).toMatch(new RegExp(`rel=preload; as=image; imagesrcset="[^"]*${shown.pathname}[ ,"]`));
  expect(pictures.filter((picture) => picture === shown.pathname)).toHaveLength(1);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect.poll(() => productReads).toEqual(['?search=&category=&price=&recent=&page=2']);

  // A member's first visit (a session cookie; the service worker above now serves this tab's
  // visits from its copy of the document) preloads the reads instead, each asked for once.
  const memberContext = await browser.newContext({ baseURL });
  await memberContext.addCookies([{ name: 'sid', value: 'a'.repeat(43), url: baseURL! }]);
  const memberPage = await memberContext.newPage();
  const memberReads: string[] = [];
  memberPage.on('request', (request) => {
    if (request.url().includes(addressOf(shopApi.fetchProducts))) memberReads.push(request.url());
  });
  const member = await memberPage.goto('/marketplace');
  expect(member?.headers().link).toContain(
    `<${addressOf(shopApi.fetchProducts, { query: { search: '', category: '', price: '', recent: '', page: 1 } })}>; rel=preload; as=fetch`,
  );
  expect(await member?.text()).not.toContain('document-answers');
  await expect(memberPage.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await memberPage.waitForLoadState('networkidle');
  expect(memberReads).toHaveLength(1);
  await memberContext.close();
});

test("a remote's page comes with its own code preloaded, and each of the remote's files loads once", async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mfe/stories/')) files.push(url.pathname);
    if (url.pathname === addressOf(pages.getArticles)) files.push(url.pathname);
  });
  const response = await page.goto('/articles');
  // The guest's page comes rendered: its code's preloads wait in the document for the first screen.
  const held =
    /<template data-after-first-screen>(.*?)<\/template>/.exec((await response?.text()) ?? '')?.[1] ?? '';
  const pageCode = /href="(\/mfe\/stories\/articles-page\.[\da-f]+\.js)" as="script"/.exec(held)?.[1];
  expect(pageCode, held).toBeTruthy();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files).toContain(pageCode);
  expect(files, "the list's first page came with the document").not.toContain(addressOf(pages.getArticles));
  expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
});
