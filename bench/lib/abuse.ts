/**
 * A guest's page under abuse: its document's throughput alone, then beside a flood of writes the
 * server refuses (a guest reporting an item: 401) and beside a flood of random addresses that are
 * no page, each as a share of the first; and the server's memory (RSS) before it is asked for such
 * addresses, after the floods' and after 10,000 more, twice.
 *
 * Each flood is measured at two sizes. A flood of `FLOOD_RATE` requests a second (one address
 * asking a hundred times what a person could) is what the goal is set for: it shows whether the
 * flood costs the page more than its own requests (a refused write that emptied the caches did).
 * A saturating flood (as many connections as the page's, each asking as fast as it is answered)
 * shows the share the server gives it on one event loop.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { load, type LoadFigures, type LoadRequest } from './load.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as reports from 'shared-ui/contracts/reports';

const PAGE = '/marketplace';
const HTML = { accept: 'text/html' };
/** Unknown addresses the server is asked for, after the floods, before its memory is read again. */
export const UNKNOWN_PATHS = 10_000;
const CONNECTIONS = 50;
/** Requests a second of the fixed-size floods. */
export const FLOOD_RATE = 1_000;

export interface FloodFigures {
  /** Requests answered. */
  sent: number;
  rps: number;
  /** Answers by status class. */
  statuses: Record<string, number>;
}

export interface UnderFlood {
  page: LoadFigures;
  flood: FloodFigures;
  /** The page's throughput as a share of its throughput alone (the mean of a run before and one after). */
  ratio: number;
}

export interface AbuseFigures {
  page: string;
  floodRate: number;
  alone: LoadFigures;
  /** Beside `floodRate` requests a second for the page itself: what any flood of that size costs. */
  control: UnderFlood;
  /** At `floodRate` requests a second. */
  refusedWrites: UnderFlood;
  unknownPaths: UnderFlood;
  /** As fast as the server answers. */
  saturating: { refusedWrites: UnderFlood; unknownPaths: UnderFlood };
  /** The server's RSS (kB) after this many distinct unknown addresses: none, the floods', 10,000 and 20,000 more. */
  rssKb: { paths: number; kb: number }[];
}

/** The resident memory of a process, in kB (Linux). */
export function rssKb(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
}

interface Flood extends LoadRequest {
  /** Its address; with `newIdEachTime`, `[<id>]` in it is a new id for each request. */
  path: string;
}

/** `CONNECTIONS` connections sending `flood` for `seconds`, or for `amount` requests; at `rate` a second when given. */
async function sendFlood(
  baseUrl: string,
  flood: Flood,
  limit: { seconds: number } | { amount: number },
  rate?: number,
): Promise<FloodFigures> {
  const result = await autocannon({
    url: baseUrl + flood.path,
    method: flood.method ?? 'GET',
    body: flood.body,
    headers: flood.headers,
    connections: CONNECTIONS,
    idReplacement: flood.newIdEachTime ?? false,
    // A thread of its own: the page's load, in the bench's thread, is not slowed by sending it.
    workers: 1,
    ...(rate && { overallRate: rate }),
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
  });
  return {
    sent: result.requests.total,
    rps: Math.round(result.requests.average),
    statuses: Object.fromEntries(
      (['2xx', '3xx', '4xx', '5xx'] as const).map((kind) => [kind, result[kind]]).filter(([, n]) => n),
    ),
  };
}

/** The page's figures while `flood` runs beside it for as long (its ratio is set once both runs alone are in). */
async function pageUnder(baseUrl: string, flood: Flood, seconds: number, rate?: number): Promise<UnderFlood> {
  const [page, figures] = await Promise.all([
    load(baseUrl + PAGE, { headers: HTML }, seconds, CONNECTIONS),
    sendFlood(baseUrl, flood, { seconds }, rate),
  ]);
  return { page, flood: figures, ratio: 0 };
}

const alone = (baseUrl: string, seconds: number) =>
  load(baseUrl + PAGE, { headers: HTML }, seconds, CONNECTIONS);

export async function measureAbuse(
  baseUrl: string,
  serverPid: number,
  seconds: number,
): Promise<AbuseFigures> {
  // Warm: the page is rendered and kept before anything is measured.
  await fetch(baseUrl + PAGE, { headers: HTML });
  const first = await alone(baseUrl, seconds);

  // The control: as many more requests for the page itself, what any flood of that size costs here.
  const control = await pageUnder(baseUrl, { path: PAGE, headers: HTML }, seconds, FLOOD_RATE);

  const refused: Flood = {
    path: addressOf(reports.sendReport),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subject: 'product', subject_id: 1, reason: 'spam' }),
  };
  const refusedWrites = await pageUnder(baseUrl, refused, seconds, FLOOD_RATE);
  const refusedSaturating = await pageUnder(baseUrl, refused, seconds);

  const unknown: Flood = { path: '/no-such-page/[<id>]', headers: HTML, newIdEachTime: true };
  const rss = [{ paths: 0, kb: rssKb(serverPid) }];
  const unknownPaths = await pageUnder(baseUrl, unknown, seconds, FLOOD_RATE);
  const unknownSaturating = await pageUnder(baseUrl, unknown, seconds);
  let paths = unknownPaths.flood.sent + unknownSaturating.flood.sent;
  rss.push({ paths, kb: rssKb(serverPid) });
  // Then 10,000 more twice: what the server keeps must not grow with them.
  for (let round = 0; round < 2; round += 1) {
    paths += (await sendFlood(baseUrl, unknown, { amount: UNKNOWN_PATHS })).sent;
    rss.push({ paths, kb: rssKb(serverPid) });
  }

  // Alone again: each ratio is to the mean of both runs alone, which halves the machine's drift.
  const last = await alone(baseUrl, seconds);
  const both = { ...last, rps: Math.round((first.rps + last.rps) / 2) };
  const ratio = (under: UnderFlood) => ({ ...under, ratio: Number((under.page.rps / both.rps).toFixed(2)) });
  return {
    page: PAGE,
    floodRate: FLOOD_RATE,
    alone: both,
    control: ratio(control),
    refusedWrites: ratio(refusedWrites),
    unknownPaths: ratio(unknownPaths),
    saturating: { refusedWrites: ratio(refusedSaturating), unknownPaths: ratio(unknownSaturating) },
    rssKb: rss,
  };
}
