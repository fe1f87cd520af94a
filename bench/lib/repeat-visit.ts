/**
 * Bytes on the wire for a second visit once the service worker is active:
 * the first visit installs it, a reload lets it take control, then the
 * counter is reset and /home is opened again in the same browser profile.
 */
import type { Browser } from 'playwright-core';
import type { CountingProxy } from './counting-proxy.ts';

export interface RepeatVisit {
  firstVisitBytes: number;
  repeatVisitBytes: number;
  serviceWorker: boolean;
}

export async function measureRepeatVisit(
  browser: Browser,
  proxy: CountingProxy,
  route = '/home',
): Promise<RepeatVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  proxy.reset();
  await page.goto(proxy.url + route, { waitUntil: 'networkidle' });
  const firstVisitBytes = proxy.bytes();
  const serviceWorker = await page.evaluate(async () => {
    if (!('serviceWorker' in navigator) || !(await navigator.serviceWorker.getRegistration())) return false;
    await navigator.serviceWorker.ready;
    return true;
  });
  if (serviceWorker) await page.reload({ waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  proxy.reset();
  await page.goto(proxy.url + route, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
  const repeatVisitBytes = proxy.bytes();
  await context.close();
  return { firstVisitBytes, repeatVisitBytes, serviceWorker };
}
