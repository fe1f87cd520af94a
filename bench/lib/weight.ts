/**
 * What a first visit to a route downloads before the page is usable (its
 * heading shows and the network is idle): JS and total bytes as transferred
 * (compressed, headers included), and how many React DOM copies loaded.
 */
import type { Browser, Locator, Page } from 'playwright-core';

export interface RouteWeight {
  route: string;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  reactDomCopies: number;
}

/** Every react-dom copy registers with the devtools hook when it loads. */
const RENDERER_PROBE = `(() => {
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers, supportsFiber: true, isDisabled: false,
    inject(r) { renderers.set(renderers.size + 1, r); return renderers.size; },
    onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
  };
})();`;

/** What shows that a page of the site is usable: its first heading. */
const siteHeading = (page: Page): Locator => page.locator('main h1').first();

/**
 * A first visit to `route` by a browser whose language is `language` (its `Accept-Language` and
 * `navigator.languages`): English, or another language the site speaks, whose texts load too.
 */
export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  { ready = siteHeading, language = 'en' }: { ready?: (page: Page) => Locator; language?: string } = {},
): Promise<RouteWeight> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    locale: language === 'en' ? 'en-KE' : `${language}-KE`,
  });
  const page = await context.newPage();
  await page.addInitScript(RENDERER_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let jsBytes = 0;
  let totalBytes = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
  });
  await page.goto(baseUrl + route, { waitUntil: 'load' });
  await ready(page).waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const reactDomCopies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  await context.close();
  return {
    route: language === 'en' ? route : `${route} (${language})`,
    jsBytes,
    totalBytes,
    requests,
    reactDomCopies,
  };
}
