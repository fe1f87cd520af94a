/** Lighthouse with its default mobile settings, in Debian's Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  /** What the largest paint was, so a slow LCP can be traced to its element. */
  lcpElement: string;
  cls: number;
  tbtMs: number;
}

/** The selector of the LCP element, from the node in the LCP breakdown's details. */
function lcpElement(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)"/);
  return found?.[1] ?? '?';
}

export async function runLighthouse(baseUrl: string, routes: string[]): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const route of routes) {
      const result = await lighthouse(baseUrl + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = result.lhr;
      figures.push({
        route,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        lcpElement: lcpElement(audits['lcp-breakdown-insight']?.details),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
