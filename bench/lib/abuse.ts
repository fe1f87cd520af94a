/**
 * A guest's page under abuse: its document's throughput alone, then while as many connections
 * flood the server with writes it refuses (a guest reporting an item: 401) and with random
 * addresses that are no page, each as a share of the first; and the server's memory (RSS) before
 * it is asked for such addresses, after 10,000 and after 10,000 more.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { load, type LoadFigures, type LoadRequest } from './load.ts';

const PAGE = '/marketplace';
const HTML = { accept: 'text/html' };
/** Unknown addresses the server is asked for before its memory is read again. */
export const UNKNOWN_PATHS = 10_000;
const CONNECTIONS = 50;

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
  alone: LoadFigures;
  refusedWrites: UnderFlood;
  unknownPaths: UnderFlood & {
    /** The server's RSS (kB) after this many distinct unknown addresses: none, 10,000, 20,000. */
    rssKb: { paths: number; kb: number }[];
  };
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

/** `connections` connections sending `flood` for `seconds`, or for `amount` requests. */
async function sendFlood(
  baseUrl: string,
  flood: Flood,
  limit: { seconds: number } | { amount: number },
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
async function pageUnder(baseUrl: string, flood: Flood, seconds: number): Promise<UnderFlood> {
  const [page, figures] = await Promise.all([
    load(baseUrl + PAGE, { headers: HTML }, seconds, CONNECTIONS),
    sendFlood(baseUrl, flood, { seconds }),
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

  const refusedWrites = await pageUnder(
    baseUrl,
    {
      path: '/api/reports/send',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'product', subject_id: 1, reason: 'spam' }),
    },
    seconds,
  );

  const unknown: Flood = { path: '/no-such-page/[<id>]', headers: HTML, newIdEachTime: true };
  const rss = [{ paths: 0, kb: rssKb(serverPid) }];
  const unknownPaths = await pageUnder(baseUrl, unknown, seconds);
  let paths = unknownPaths.flood.sent;
  for (const goal of [UNKNOWN_PATHS, 2 * UNKNOWN_PATHS]) {
    // The rest of the addresses, when the flood was slower than that.
    if (paths < goal) paths += (await sendFlood(baseUrl, unknown, { amount: goal - paths })).sent;
    rss.push({ paths, kb: rssKb(serverPid) });
  }

  // Alone again: each ratio is to the mean of both runs alone, which halves the machine's drift.
  const last = await alone(baseUrl, seconds);
  const both = { ...last, rps: Math.round((first.rps + last.rps) / 2) };
  const ratio = (under: UnderFlood) => ({ ...under, ratio: Number((under.page.rps / both.rps).toFixed(2)) });
  return {
    page: PAGE,
    alone: both,
    refusedWrites: ratio(refusedWrites),
    unknownPaths: { ...ratio(unknownPaths), rssKb: rss },
  };
}
