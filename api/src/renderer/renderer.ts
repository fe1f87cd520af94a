/**
 * The page renderer: a pool of worker threads (render-worker.ts) that render pages, in any language,
 * with the apps' server entries, so that rendering never stalls the API's event loop, and a
 * render that throws or hangs costs only its own page. A page whose entries are missing, or
 * whose render fails or passes its budget, or that would wait behind more than the renderer's
 * queue, is not rendered here: the caller serves it rendered in the browser, as before. Each
 * failure is logged once, with its cause. What it remembers by route is bounded.
 */
import { Piscina } from 'piscina';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Language, RuntimeConfig } from 'shared-ui/contracts';
import type {
  PreparedPage,
  Rendered,
  RenderedPage,
  RemoteEntryFiles,
  RenderWorkerTask,
} from './render-worker.ts';

export type { Rendered };

/** The longest a page's render may take (its answers already read): past it, the browser renders it. */
export const RENDER_BUDGET_MS = 150;
/**
 * The longest loading a page's entries may take, with the first render of its route (a start, a
 * redeploy, a route's first visitor): once per route and worker, on a machine that may be busy.
 */
export const LOAD_BUDGET_MS = 5_000;
/**
 * How long a route whose render failed is left alone: its pages render in the browser meanwhile,
 * at no cost, instead of each visitor waiting for the same failure again; the entry's other
 * routes go on. A redeploy (a new file) ends it.
 */
export const REST_MS = 30_000;
/**
 * Routes remembered at most in each of the renderer's maps (routes warmed up, resting, failures
 * logged): the least recently used is forgotten first, at the cost of a warm-up or a log line.
 */
export const ROUTES_REMEMBERED = 1_000;
export interface RendererOptions {
  /** Worker threads: each renders any page in any language, one at a time. */
  threads: number;
  /** Pages waiting at most for a worker besides those being rendered; past it a page is not rendered. */
  waiting: number;
  /** Routes remembered at most in each map (`ROUTES_REMEMBERED`). */
  remembered?: number;
}

/** What the renderer has done, and how much it remembers. */
export interface RendererCounts {
  /** Tasks given to the workers: pages prepared (entries loaded, first reads), pages rendered. */
  prepared: number;
  rendered: number;
  /** Pages not rendered because the queue was full. */
  refusedBusy: number;
  /** Entries in each map kept by route. */
  remembered: { warmed: number; resting: number; logged: number };
}

/** A page to render, as asked for. */
export interface PageRequest {
  /** The page's path and query. */
  url: string;
  /** The route the page is of (its pattern, or the shell page's path): a failure rests it alone. */
  route: string;
  language: Language;
  lowData: boolean;
  /** The API's address for the page's host. */
  apiBase: string;
}

/** A page to render, with the entries that render it. */
export interface PageToRender extends PageRequest {
  /** The shell's server entry file. */
  shell: string;
  /** The remote that owns the page: its name, the module that renders its pages, its server entry file. */
  remote?: { name: string; module: string; file: string };
  /** For a shell page: each remote's server entry file, for the remote modules the page embeds. */
  embedding?: RemoteEntryFiles;
  /** What /remotes.json says. */
  config: RuntimeConfig;
}

export interface Renderer {
  /** The page's first reads, or null when it is not rendered on the server. */
  prepare: (page: PageToRender) => Promise<readonly string[] | null>;
  /** The markup of the page's #root with these answers (parsed, by read), or null. */
  render: (page: PageToRender, answers: Record<string, unknown>) => Promise<Rendered | null>;
  counts: () => RendererCounts;
  close: () => Promise<void>;
}

export function createRenderer(
  log: FastifyBaseLogger,
  { threads, waiting, remembered = ROUTES_REMEMBERED }: RendererOptions,
): Renderer {
  // Texts are looked up in the language of the page a worker renders (shared-ui/i18n/apply.ts):
  // every worker renders every language.
  let pool: Piscina | undefined;
  const workers = () =>
    (pool ??= new Piscina({
      filename: new URL('./render-worker.ts', import.meta.url).href,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    }));

  const logged = new LRUCache<string, true>({ max: remembered });
  // By entry file and route, the routes left alone after a failure, for as long.
  const resting = new LRUCache<string, true>({ max: remembered, ttl: REST_MS });
  const restKey = (file: string, route: string) => `${file}\n${route}`;
  const rests = (file: string | undefined, route: string) =>
    file !== undefined && resting.has(restKey(file, route));
  // By entries and route: the routes rendered once (by a worker: any other warms up on its first).
  const warmed = new LRUCache<string, true>({ max: remembered });
  const warmKey = (page: PageToRender) =>
    [page.shell, page.remote?.file, ...Object.values(page.embedding ?? {}), page.route].join('\n');
  // The tasks given to the workers and not answered yet.
  let given = 0;
  const counted = { prepared: 0, rendered: 0, refusedBusy: 0 };
  let saidBusy = false;

  /**
   * Logs a failure the first time it happens (the same cause from the same file is said once)
   * and, but for a slow render, rests the file. A render past its budget costs its worker (it is
   * ended and replaced): the next page loads the entry again, and its first render, which a
   * hung entry does not pass, rests the file then. A busy moment costs one page, not 30 s.
   */
  function failed(page: PageToRender, cause: string, rest: boolean) {
    const remote = !cause.startsWith('shell:') && page.remote;
    const part = remote ? `${remote.name} (${remote.file})` : `shell (${page.shell})`;
    if (rest) resting.set(restKey(remote ? remote.file : page.shell, page.route), true);
    const key = `${part}\n${page.route}\n${cause}`;
    if (logged.has(key)) return;
    logged.set(key, true);
    log.warn(
      `Pages of ${part} at ${page.route} are rendered in the browser: their server render failed: ${cause}`,
    );
  }

  /**
   * A page that would wait behind more than `waiting` others for a worker is not rendered: it
   * would wait longer than it takes the browser to render it. Said once a busy spell.
   */
  function tooBusy(): boolean {
    const waitingNow = given - threads;
    if (waitingNow < waiting) return false;
    counted.refusedBusy += 1;
    if (!saidBusy) {
      saidBusy = true;
      log.warn(`Pages are rendered in the browser while ${waitingNow} wait for the renderer`);
    }
    return true;
  }

  /**
   * Logs, once each, the modules a shell page embeds that were left to the browser: their
   * remote's entry failed, the rest of the page rendered.
   */
  function skipped(page: PageToRender, causes: readonly string[]) {
    for (const cause of causes) {
      const key = `embedded\n${page.route}\n${cause}`;
      if (logged.has(key)) continue;
      logged.set(key, true);
      log.warn(`A module the page at ${page.route} embeds is rendered in the browser: ${cause}`);
    }
  }

  async function run<T>(page: PageToRender, task: RenderWorkerTask, budgetMs: number): Promise<T | null> {
    if (rests(page.shell, page.route) || rests(page.remote?.file, page.route)) return null;
    if (tooBusy()) return null;
    given += 1;
    counted[task.kind === 'prepare' ? 'prepared' : 'rendered'] += 1;
    try {
      return (await workers().run(task, { signal: AbortSignal.timeout(budgetMs) })) as T;
    } catch (error) {
      const timedOut = error instanceof Error && /abort/i.test(error.name + error.message);
      // A worker that did not answer in time is replaced by a new one, which has warmed nothing.
      if (timedOut) warmed.clear();
      const cause = timedOut
        ? `${page.remote ? 'remote' : 'shell'}: no answer within ${budgetMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      failed(page, cause, !(timedOut && task.kind === 'render'));
      return null;
    } finally {
      given -= 1;
      if (given === 0) saidBusy = false;
    }
  }

  return {
    async prepare(page) {
      const key = warmKey(page);
      const warmUp = !warmed.has(key);
      const prepared = await run<PreparedPage>(
        page,
        {
          kind: 'prepare',
          shell: page.shell,
          remote: page.remote && { file: page.remote.file, id: page.remote.module },
          embedding: page.embedding,
          url: page.url,
          language: page.language,
          apiBase: page.apiBase,
          config: page.config,
          warmUp,
        },
        LOAD_BUDGET_MS,
      );
      if (prepared === null) return null;
      if (warmUp) warmed.set(key, true);
      skipped(page, prepared.skipped);
      return prepared.reads;
    },
    async render(page, answers) {
      const { url, language, lowData, apiBase, remote, embedding, config } = page;
      const rendered = await run<RenderedPage>(
        page,
        {
          kind: 'render',
          shell: page.shell,
          remote: remote && { file: remote.file, id: remote.module },
          embedding,
          request: { url, language, lowData, answers, apiBase },
          config,
        },
        RENDER_BUDGET_MS,
      );
      if (rendered === null) return null;
      skipped(page, rendered.skipped);
      return { head: rendered.head, markup: rendered.markup };
    },
    counts: () => ({
      ...counted,
      remembered: { warmed: warmed.size, resting: resting.size, logged: logged.size },
    }),
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.close({ force: true });
    },
  };
}
