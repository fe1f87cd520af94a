/**
 * The page renderer: a pool of worker threads per language (render-worker.ts) that render pages
 * with the apps' server entries, so that rendering never stalls the API's event loop, and a
 * render that throws or hangs costs only its own page. A page whose entries are missing, or
 * whose render fails or passes its budget, is not rendered here: the caller serves it rendered
 * in the browser, as before. Each failure is logged once, with its cause.
 */
import { Piscina } from 'piscina';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, RuntimeConfig } from 'shared-ui/contracts';
import type { Rendered, RenderWorkerTask } from './render-worker.ts';

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
  /** What /remotes.json says. */
  config: RuntimeConfig;
}

export interface Renderer {
  /** The page's first reads, or null when it is not rendered on the server. */
  prepare: (page: PageToRender) => Promise<readonly string[] | null>;
  /** The markup of the page's #root with these answers (parsed, by read), or null. */
  render: (page: PageToRender, answers: Record<string, unknown>) => Promise<Rendered | null>;
  close: () => Promise<void>;
}

export function createRenderer(log: FastifyBaseLogger): Renderer {
  const pools = new Map<Language, Piscina>();
  // One worker per language: catalogues are written over the English texts in place.
  const poolFor = (language: Language) => {
    let pool = pools.get(language);
    if (!pool) {
      pool = new Piscina({
        filename: new URL('./render-worker.ts', import.meta.url).href,
        minThreads: 1,
        maxThreads: 1,
        idleTimeout: Number.POSITIVE_INFINITY,
      });
      pools.set(language, pool);
    }
    return pool;
  };

  const logged = new Set<string>();
  // By entry file and route, until when that route is left alone after a failure.
  const resting = new Map<string, number>();
  const restKey = (file: string, route: string) => `${file}\n${route}`;
  const rests = (file: string | undefined, route: string) =>
    file !== undefined && (resting.get(restKey(file, route)) ?? 0) > Date.now();

  /**
   * Logs a failure the first time it happens (the same cause from the same file is said once)
   * and, but for a slow render, rests the file. A render past its budget costs its worker (it is
   * ended and replaced): the next page loads the entry again, and its first render, which a
   * hung entry does not pass, rests the file then. A busy moment costs one page, not 30 s.
   */
  function failed(page: PageToRender, cause: string, rest: boolean) {
    const remote = !cause.startsWith('shell:') && page.remote;
    const part = remote ? `${remote.name} (${remote.file})` : `shell (${page.shell})`;
    if (rest) resting.set(restKey(remote ? remote.file : page.shell, page.route), Date.now() + REST_MS);
    const key = `${part}\n${page.route}\n${cause}`;
    if (logged.has(key)) return;
    logged.add(key);
    log.warn(
      `Pages of ${part} at ${page.route} are rendered in the browser: their server render failed: ${cause}`,
    );
  }

  async function run<T>(page: PageToRender, task: RenderWorkerTask, budgetMs: number): Promise<T | null> {
    if (rests(page.shell, page.route) || rests(page.remote?.file, page.route)) return null;
    try {
      return (await poolFor(page.language).run(task, { signal: AbortSignal.timeout(budgetMs) })) as T;
    } catch (error) {
      const timedOut = error instanceof Error && /abort/i.test(error.name + error.message);
      const cause = timedOut
        ? `${page.remote ? 'remote' : 'shell'}: no answer within ${budgetMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      failed(page, cause, !(timedOut && task.kind === 'render'));
      return null;
    }
  }

  return {
    prepare(page) {
      return run<readonly string[]>(
        page,
        {
          kind: 'prepare',
          shell: page.shell,
          remote: page.remote && { file: page.remote.file, id: page.remote.module },
          url: page.url,
          language: page.language,
          apiBase: page.apiBase,
          config: page.config,
        },
        LOAD_BUDGET_MS,
      );
    },
    render(page, answers) {
      const { url, language, lowData, apiBase, remote, config } = page;
      return run<Rendered>(
        page,
        {
          kind: 'render',
          shell: page.shell,
          remote: remote && { file: remote.file, id: remote.module },
          request: { url, language, lowData, answers, apiBase },
          config,
        },
        RENDER_BUDGET_MS,
      );
    },
    async close() {
      await Promise.all([...pools.values()].map((pool) => pool.close({ force: true })));
      pools.clear();
    },
  };
}
