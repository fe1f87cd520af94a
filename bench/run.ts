/**
 * `npm run bench`: measures the production build on the real server on this
 * machine and prints one table; the figures also go to bench/results/*.json
 * so runs can be compared. Figures only: nothing here passes or fails.
 *   --quick        3 s load runs instead of 10 s
 *   --only a,b     some of: api, abuse, workers, growth, search, weight, lighthouse, repeat, reels, lowdata, media
 *   --compare FILE the run whose page weights print beside this one's (default: the newest
 *                  earlier run in bench/results that measured them)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, staleApps } from '../scripts/build.ts';
import { measureAbuse } from './lib/abuse.ts';
import { measureApi } from './lib/api.ts';
import { launchChromium } from './lib/browser.ts';
import { measureGrowth } from './lib/growth.ts';
import { measureSearch } from './lib/search.ts';
import { BENCH_ADMIN, measureLowData } from './lib/low-data.ts';
import { countingProxy } from './lib/counting-proxy.ts';
import { measureMedia } from './lib/media.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { previousRun } from './lib/previous.ts';
import { printReport } from './lib/report.ts';
import { measureReelsScroll } from './lib/reels-scroll.ts';
import { measureRepeatVisit } from './lib/repeat-visit.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { measureEmbed } from './lib/embed.ts';
import { LANGUAGE_CODES } from 'shared-ui/contracts';
import { measureRoute } from './lib/weight.ts';
import { measureWorkers } from './lib/workers.ts';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only =
  onlyIndex >= 0
    ? (args[onlyIndex + 1] ?? '').split(',')
    : [
        'api',
        'abuse',
        'workers',
        'growth',
        'search',
        'weight',
        'lighthouse',
        'repeat',
        'reels',
        'lowdata',
        'media',
      ];
const seconds = args.includes('--quick') ? 3 : 10;
const compareIndex = args.indexOf('--compare');
const resultsDir = path.join(import.meta.dirname, 'results');
const before = previousRun(resultsDir, 'weight', compareIndex >= 0 ? args[compareIndex + 1] : undefined);

// The growth and search parts never load a page: the browser parts and the API parts (a page's document) need the builds.
const browserParts = ['weight', 'repeat', 'reels', 'lowdata'];
const needsBuilds = only.some((part) =>
  [...browserParts, 'lighthouse', 'api', 'abuse', 'workers'].includes(part),
);
const stale = needsBuilds ? staleApps() : [];
if (stale.length && !(await build(stale))) process.exit(1);

// The bench's administrator publishes the articles it posts (low-data section). This server
// makes no copies of songs and reels, so that no background job weighs on the other parts'
// figures: the media part starts a server of its own with ffmpeg.
const server = await startBenchServer({
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  FFMPEG_PATH: '/nonexistent/ffmpeg',
});
const results: Record<string, unknown> = { date: new Date().toISOString(), seconds };
try {
  if (only.includes('api')) results.api = await measureApi(server.url, seconds, server.child.pid);
  if (only.includes('abuse')) results.abuse = await measureAbuse(server.url, server.child.pid!, seconds);
  if (only.includes('workers')) results.workers = await measureWorkers(seconds);
  if (only.includes('growth'))
    results.growth = await measureGrowth([1_000, 10_000, 100_000], Math.max(2, seconds / 2));
  if (only.includes('search'))
    results.search = await measureSearch([1_000, 100_000], Math.max(2, seconds / 2));
  if (only.includes('media')) results.media = await measureMedia(seconds);
  if (only.some((part) => browserParts.includes(part))) {
    const browser = await launchChromium();
    try {
      if (only.includes('weight')) {
        results.weight = [];
        // Each route in each of the site's languages: another language's texts are chunks of their own.
        for (const language of LANGUAGE_CODES) {
          for (const route of ['/home', '/articles', '/music', '/marketplace', '/login', '/search?q=kaya']) {
            (results.weight as unknown[]).push(await measureRoute(browser, server.url, route, { language }));
          }
        }
        (results.weight as unknown[]).push(await measureEmbed(browser, server.url));
      }
      if (only.includes('reels')) results.reels = await measureReelsScroll(browser, server.url);
      if (only.includes('lowdata')) results.lowData = await measureLowData(browser, server.url);
      if (only.includes('repeat')) {
        const proxy = await countingProxy(server.port);
        results.repeat = await measureRepeatVisit(browser, proxy);
        await proxy.close();
      }
    } finally {
      await browser.close();
    }
  }
  if (only.includes('lighthouse')) {
    results.lighthouse = await runLighthouse(server.url, [
      '/home',
      '/articles',
      '/music',
      '/marketplace',
      '/product/1',
      '/article/1',
      '/search?q=kaya',
    ]);
  }
} finally {
  await server.stop();
}

printReport(results, before?.results);
if (before) console.log(`(before: ${path.relative(process.cwd(), before.file)})`);
const dir = resultsDir;
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${String(results.date).replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\nFigures written to ${path.relative(process.cwd(), file)}`);
