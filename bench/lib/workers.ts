/**
 * The site on one server process and on two (`WORKERS`), in one run: a guest's document, a
 * signed-in member's product list and a guest's product list, each under the same load, and two
 * calls answered afresh each time (a member's search, a guest's search page); then a
 * rolling restart of both workers (SIGHUP to the primary, README) under load, where every
 * request must be answered. The load generator shares the machine's cores with the server: on
 * this 2-core machine it takes its part of them in both runs.
 */
import * as shop from 'shared-ui/contracts/shop';
import { addressOf } from '../../scripts/lib/api-address.ts';
import { memberCookie } from './api.ts';
import { startBenchServer } from './bench-server.ts';
import { load, type LoadFigures, type LoadRequest } from './load.ts';

export interface WorkersRow {
  name: string;
  one: LoadFigures;
  two: LoadFigures;
  /** Requests a second at WORKERS=2 over WORKERS=1. */
  ratio: number;
}

export interface RollingRestart {
  /** Requests answered during the load, and those that failed (connection errors, timeouts, non-2xx). */
  requests: number;
  failed: number;
  /** Of the failed: connection errors and timeouts (the rest are answers other than 2xx). */
  errors: number;
  /** How long the restart of both workers took (ms), from the signal to the last new worker serving. */
  restartMs: number;
}

export interface WorkersFigures {
  rows: WorkersRow[];
  rolling: RollingRestart;
}

/** Replaced by a new id in each request (`LoadRequest.newIdEachTime`). */
const NEW_ID = '[<id>]';

const CALLS: { name: string; path: string; member?: boolean; request?: LoadRequest }[] = [
  { name: 'home page (document), guest', path: '/home', request: { headers: { accept: 'text/html' } } },
  { name: 'products, page 1, guest', path: addressOf(shop.fetchProducts, { query: { page: 1 } }) },
  {
    name: 'products, page 1, signed in',
    path: addressOf(shop.fetchProducts, { query: { page: 1 } }),
    member: true,
  },
  // Answers made afresh for each request (no cache can hold them): the server's work, not the
  // load generator's, sets the pace, as it does for the calls a crowd makes that are not cached.
  {
    name: 'products, a new search each time, signed in',
    path: `${addressOf(shop.fetchProducts, { query: { page: 1 } })}&search=${NEW_ID}`,
    member: true,
    request: { newIdEachTime: true },
  },
  {
    name: 'marketplace search (document), a new one each time, guest',
    path: `/marketplace?q=${NEW_ID}`,
    request: { headers: { accept: 'text/html' }, newIdEachTime: true },
  },
];

async function measureAt(workers: number, seconds: number): Promise<LoadFigures[]> {
  const server = await startBenchServer({ WORKERS: String(workers) });
  try {
    const cookie = await memberCookie(server.url);
    const figures: LoadFigures[] = [];
    for (const call of CALLS) {
      const request = call.member
        ? { ...call.request, headers: { ...call.request?.headers, cookie } }
        : (call.request ?? {});
      // A short warm-up: each worker fills its own caches and compiles its code first.
      await load(server.url + call.path, request, 1);
      figures.push(await load(server.url + call.path, request, seconds));
    }
    return figures;
  } finally {
    await server.stop();
  }
}

/** Both workers replaced one at a time while 50 connections ask for the product list. */
export async function rollingRestart(seconds: number): Promise<RollingRestart> {
  const server = await startBenchServer(
    { WORKERS: '2', LOG_LEVEL: 'info', REQUEST_LOG_SAMPLE: '0' },
    { inheritStderr: false },
  );
  try {
    const path = addressOf(shop.fetchProducts, { query: { page: 1 } });
    const duration = Math.max(6, seconds);
    const started = Date.now();
    const loading = load(server.url + path, {}, duration);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = server
      .output()
      .split('\n')
      .filter((line) => line.includes('started')).length;
    const signalled = Date.now();
    server.child.kill('SIGHUP');
    // Both new workers serve: two more "started" lines in the log.
    let restartMs = Number.NaN;
    while (Date.now() - started < duration * 1_000) {
      const now = server
        .output()
        .split('\n')
        .filter((line) => line.includes('started')).length;
      if (now >= before + 2) {
        restartMs = Date.now() - signalled;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const figures = await loading;
    return {
      requests: Math.round(figures.rps * duration),
      failed: figures.errors + figures.non2xx,
      errors: figures.errors,
      restartMs,
    };
  } finally {
    await server.stop();
  }
}

export async function measureWorkers(seconds: number): Promise<WorkersFigures> {
  const one = await measureAt(1, seconds);
  const two = await measureAt(2, seconds);
  const rows = CALLS.map((call, index) => ({
    name: call.name,
    one: one[index]!,
    two: two[index]!,
    ratio: Number((two[index]!.rps / one[index]!.rps).toFixed(2)),
  }));
  return { rows, rolling: await rollingRestart(seconds) };
}
