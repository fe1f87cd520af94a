import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { auth } from 'shared-ui/texts/auth';
import { ageAccounts } from '../../scripts/lib/account-age.ts';
import { serverStorage } from './environment.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as pages from 'shared-ui/contracts/pages';
import * as users from 'shared-ui/contracts/users';

/**
 * Counts the React DOM renderers that register with the page: every copy of
 * react-dom announces itself to the devtools hook when it loads.
 */
const RENDERER_PROBE = () => {
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

/**
 * A page's document may hold its first screen, prerendered (shell/src/documents.ts), whose
 * buttons do nothing until the app has rendered over it and dropped `data-prerendered`, or the
 * whole page rendered by the server, live once hydrated (`data-server-rendered` dropped).
 */
export function appStarted(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-prerendered') && !root?.hasAttribute('data-server-rendered');
  });
}

export const test = base.extend<{ page: Page; waitForApp: boolean }>({
  /** Whether page.goto and page.reload wait for the app to start (off for pages whose scripts are held back). */
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    await page.addInitScript(RENDERER_PROBE);
    if (waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appStarted(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appStarted(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

/** The number of react-dom copies that loaded in the page. */
export function reactDomCopies(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

/** A unique member for one test. */
export function newMember(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { username: `Member ${id}`, email: `${id}@example.com`, password: 'pamoja-2026' };
}

/** Logs in through the login page (opened first). */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(auth.email).fill(account.email);
  await page.getByLabel(auth.password).fill(account.password);
  await page.getByRole('button', { name: auth.login }).click();
  await expect(page.getByText(auth.loginSuccess)).toBeVisible();
}

/** Registers a new member and logs in as them through the login page; returns the member. */
export async function logInAsNewMember(page: Page, tag: string) {
  const member = newMember(tag);
  expect((await page.request.post(addressOf(users.register), { data: member })).status()).toBe(201);
  await logIn(page, member);
  return member;
}

/**
 * A signed-in API client of its own (cookies apart from the page's): `account` registered first
 * when it has a username, then logged in. Dispose of `context` when done.
 */
export async function signedIn(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  account: { email: string; password: string; username?: string },
) {
  const context = await playwright.request.newContext({ baseURL });
  if (account.username) {
    expect((await context.post(addressOf(users.register), { data: account })).status()).toBe(201);
  }
  const login = await context.post(addressOf(users.login), { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const { id } = (await login.json()).user as { id: number };
  return { context, id };
}

/**
 * A member whose reports weigh something, made as time makes one: registered, a comment under a
 * published article, then the account aged in the server's database past the minimum age (the
 * server keeps its production rule). Dispose of `context` when done.
 */
export async function establishedMember(
  playwright: Parameters<typeof signedIn>[0],
  baseURL: string | undefined,
  tag: string,
) {
  const member = await signedIn(playwright, baseURL, newMember(tag));
  const articles = await member.context.get(addressOf(pages.getArticles, { query: { priority: 'all' } }));
  const [article] = ((await articles.json()).articles ?? []) as { id: number }[];
  expect(article, 'a published article to comment under').toBeTruthy();
  const comment = await member.context.post(addressOf(pages.addComment), {
    data: { articleId: article!.id, comment: `Karibu from ${tag}`, userId: member.id },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  await ageAccounts(serverStorage(), [member.id]);
  return member;
}
