/** Prints the figures as one table per section, with the targets beside them. */
import type { AbuseFigures, FloodFigures } from './abuse.ts';
import type { ApiFigures } from './api.ts';
import type { GrowthFigures } from './growth.ts';
import type { SearchFigures } from './search.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import { failures } from './load.ts';
import type { LowDataVisit } from './low-data.ts';
import type { MediaFigures } from './media.ts';
import type { RepeatVisit } from './repeat-visit.ts';
import type { ReelsScroll } from './reels-scroll.ts';
import type { RouteWeight } from './weight.ts';
import type { WorkersFigures } from './workers.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(1)} MB`;
const statuses = (flood: FloodFigures) =>
  Object.entries(flood.statuses)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join('  ');

function table(title: string, header: string[], rows: (string | number)[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  console.log(`\n${title}`);
  console.log(row(header, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(row(r, widths));
}

export function printReport(results: Record<string, unknown>, before?: Record<string, unknown>): void {
  const api = results.api as ApiFigures[] | undefined;
  if (api) {
    table(
      "API under load (50 connections, bare server in its own process; targets for lists: ratio ≥ 0.6 for guests, ≥ 0.5 signed in, p99 ≤ 20 ms; for a page's document: ratio ≥ 0.3, p99 ≤ 50 ms; the CPU ratio is the bare server's CPU time per answer over the app's, the same figure on a busy machine)",
      [
        'endpoint',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bare req/s',
        'ratio',
        'CPU µs/answer',
        'bare CPU µs',
        'CPU ratio',
        'errors',
        'shed (503)',
      ],
      api.map((f) =>
        f.app && f.bare
          ? [
              f.name,
              f.app.rps,
              f.app.p50,
              f.app.p99,
              f.bare.rps,
              f.ratio ?? '',
              f.app.cpu ?? '',
              f.bare.cpu ?? '',
              f.cpuRatio ?? '',
              failures(f.app),
              f.app.shed,
            ]
          : [f.name, f.note ?? 'not measured', '', '', '', '', '', '', '', '', ''],
      ),
    );
  }
  const abuse = results.abuse as AbuseFigures | undefined;
  if (abuse) {
    const { alone, control, refusedWrites, unknownPaths, saturating, floodRate } = abuse;
    const rate = floodRate.toLocaleString('en');
    table(
      `A guest's document (${abuse.page}) beside a flood (goal: ≥ 0.8× its throughput alone beside a flood of ${rate} requests a second; memory flat after 10,000 unknown addresses)`,
      ['beside', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'flood req/s', 'flood answers'],
      [
        ['nothing (mean of a run before and one after)', alone.rps, alone.p50, alone.p99, '1', '', ''],
        ...(
          [
            [`the same page (the control), ${rate}/s`, control],
            [`refused writes (a guest reporting: 401), ${rate}/s`, refusedWrites],
            [`random unknown addresses, ${rate}/s`, unknownPaths],
            ['refused writes, as fast as answered', saturating.refusedWrites],
            ['random unknown addresses, as fast as answered', saturating.unknownPaths],
          ] as const
        ).map(([name, under]) => [
          name,
          under.page.rps,
          under.page.p50,
          under.page.p99,
          under.ratio,
          under.flood.rps,
          statuses(under.flood),
        ]),
      ],
    );
    table(
      "The server's memory (RSS) as it is asked for unknown addresses",
      ['unknown addresses asked for', 'RSS', 'change'],
      abuse.rssKb.map(({ paths, kb }, i) => [paths, mb(kb), i === 0 ? '' : mb(kb - abuse.rssKb[i - 1]!.kb)]),
    );
  }
  const workers = results.workers as WorkersFigures | undefined;
  if (workers) {
    table(
      'One server process and two (WORKERS=1, WORKERS=2; 50 connections; goal: ≥ 1.6× at two on this 2-core machine)',
      ['call', 'req/s, 1', 'p99 ms, 1', 'req/s, 2', 'p99 ms, 2', 'ratio', 'errors'],
      workers.rows.map((r) => [
        r.name,
        r.one.rps,
        r.one.p99,
        r.two.rps,
        r.two.p99,
        r.ratio,
        failures(r.one) + failures(r.two),
      ]),
    );
    const { rolling } = workers;
    table(
      'A rolling restart of both workers under load (SIGHUP; goal: 0 failed requests)',
      ['requests', 'failed', 'restart took'],
      [
        [
          rolling.requests,
          rolling.failed,
          Number.isNaN(rolling.restartMs) ? 'not seen' : `${rolling.restartMs} ms`,
        ],
      ],
    );
  }
  const growth = results.growth as GrowthFigures[] | undefined;
  if (growth?.length) {
    const sizes = growth.map((g) => g.size);
    const first = growth[0]!;
    const last = growth[growth.length - 1]!;
    table(
      'Cost of growth: mean latency (ms) at 10 connections by rows seeded (target: 100k/1k ≤ 1.5)',
      ['call', ...sizes.map((n) => `${n / 1000}k`), `${last.size / 1000}k/${first.size / 1000}k`],
      first.calls.map((call, i) => {
        const means = growth.map((g) => g.calls[i]!.figures.mean);
        const ratio = last.calls[i]!.figures.mean / call.figures.mean;
        return [call.name, ...means, ratio.toFixed(2)];
      }),
    );
  }
  const search = results.search as SearchFigures[] | undefined;
  for (const database of ['sqlite', 'postgres'] as const) {
    const runs = search?.filter((s) => s.database === database) ?? [];
    if (runs.length < 2) continue;
    const first = runs[0]!;
    const last = runs[runs.length - 1]!;
    const k = (n: number) => `${n / 1000}k`;
    table(
      `Site search on ${database}: mean and p99 (ms) at 50 connections (target: ${k(last.size)}/${k(first.size)} mean ≤ 1.5, p99 ≤ 50 ms)`,
      [
        'call',
        `${k(first.size)} mean`,
        `${k(last.size)} mean`,
        'ratio',
        `${k(first.size)} p99`,
        `${k(last.size)} p99`,
        'failed',
      ],
      first.calls.map((call, i) => {
        const at = last.calls[i]!.figures;
        return [
          call.name,
          call.figures.mean,
          at.mean,
          (at.mean / call.figures.mean).toFixed(2),
          call.figures.p99,
          at.p99,
          failures(call.figures) + failures(at),
        ];
      }),
    );
  }
  const weight = results.weight as RouteWeight[] | undefined;
  if (weight) {
    table(
      'First visit, as transferred (target: /home JS ≤ 120 KB; one react-dom; marketplace total ≤ 300 KB)',
      ['route', 'JS', 'JS before', 'change', 'total', 'requests', 'react-dom copies'],
      weight.map((w) => {
        const was = (before?.weight as RouteWeight[] | undefined)?.find((b) => b.route === w.route);
        const change = was ? w.jsBytes - was.jsBytes : undefined;
        return [
          w.route,
          kb(w.jsBytes),
          was ? kb(was.jsBytes) : '',
          change === undefined ? '' : `${change >= 0 ? '+' : ''}${kb(change)}`,
          kb(w.totalBytes),
          w.requests,
          w.reactDomCopies,
        ];
      }),
    );
  }
  const lighthouse = results.lighthouse as LighthouseFigures[] | undefined;
  if (lighthouse) {
    table(
      'Lighthouse, mobile (target: performance ≥ 95, LCP ≤ 1.5 s, accessibility ≥ 95)',
      ['route', 'performance', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'accessibility', 'LCP element'],
      lighthouse.map((l) => [
        l.route,
        l.performance,
        l.fcpMs,
        l.lcpMs,
        l.cls,
        l.tbtMs,
        l.accessibility,
        l.lcpElement,
      ]),
    );
  }
  const repeat = results.repeat as RepeatVisit | undefined;
  if (repeat) {
    table(
      'Repeat visit to /home (target: ≤ 10 KB with the service worker active)',
      ['service worker', 'first visit', 'repeat visit'],
      [[repeat.serviceWorker ? 'active' : 'none', kb(repeat.firstVisitBytes), kb(repeat.repeatVisitBytes)]],
    );
  }
  const reels = results.reels as ReelsScroll | undefined;
  if (reels) {
    table(
      'Scrolling the reels feed on a phone (target: near what was watched, never every video in full)',
      ['reels', 'video downloaded', 'video requests', 'the videos in full'],
      [[reels.reels, kb(reels.videoBytes), reels.videoRequests, kb(reels.fullVideosBytes)]],
    );
  }
  const media = results.media as MediaFigures | undefined;
  if (media) {
    const { song, reel, reads } = media;
    const share = (bytes: number) => `${Math.round((bytes / song.uploadPerMinute) * 100)}%`;
    table(
      `One minute of a song, downloaded (a ${song.seconds} s tone uploaded as a 128 kbit/s MP3; goal: low-data ≤ 30% of the upload)`,
      ['file', 'bytes a minute', 'of the upload'],
      [
        ['the upload', kb(song.uploadPerMinute), '100%'],
        ['normal copy (AAC 96k)', kb(song.normalPerMinute), share(song.normalPerMinute)],
        ['low-data copy (Opus 32k)', kb(song.lowPerMinute), share(song.lowPerMinute)],
      ],
    );
    table(
      'A reel in low-data mode (a 10 s 1080×1920 HEVC phone clip): before and after pressing play',
      ['upload', 'before play (poster, 480 px)', 'after play (+ low-data copy)', 'normal copy'],
      [[kb(reel.uploadBytes), kb(reel.beforePlay), kb(reel.afterPlay), kb(reel.normalBytes)]],
    );
    table(
      `API read p99, the music list signed in (10 connections), idle and while ${reads.uploads} uploads are processed (goal: within 1.5× of idle)`,
      ['while', 'req/s', 'p50 ms', 'p99 ms', 'p99 ratio', 'processed during the run'],
      [
        ['idle', reads.idle.rps, reads.idle.p50, reads.idle.p99, '1', ''],
        [
          `${reads.uploads} uploads processing`,
          reads.processing.rps,
          reads.processing.p50,
          reads.processing.p99,
          (reads.processing.p99 / Math.max(1, reads.idle.p99)).toFixed(2),
          reads.processedDuringLoad,
        ],
      ],
    );
  }
  const lowData = results.lowData as LowDataVisit[] | undefined;
  if (lowData) {
    const percent = (part: number, whole: number) =>
      whole > 0 ? `${Math.round((100 * part) / whole)}%` : '–';
    const routes = [...new Set(lowData.map((visit) => visit.route))];
    table(
      "A first visit on a 2x phone with photo-sized uploads, normal and in low-data mode (targets: no video on / and /reels before play; a product or article page's pictures at most 40% of normal)",
      ['route', 'total', 'low-data', 'pictures', 'low-data', 'share', 'video', 'low-data'],
      routes.map((route) => {
        const normal = lowData.find((visit) => visit.route === route && visit.mode === 'normal')!;
        const low = lowData.find((visit) => visit.route === route && visit.mode === 'low-data')!;
        return [
          route,
          kb(normal.totalBytes),
          kb(low.totalBytes),
          kb(normal.imageBytes),
          kb(low.imageBytes),
          percent(low.imageBytes, normal.imageBytes),
          kb(normal.videoBytes),
          kb(low.videoBytes),
        ];
      }),
    );
  }
}
