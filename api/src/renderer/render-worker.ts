/**
 * A render worker (renderer.ts runs a pool of them; each renders pages in any language): it loads the apps' server
 * entries (their built `render.<hash>.cjs`) and renders pages with them, off the API's event
 * loop. The API's code never imports React; the entries carry their own.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(import.meta.url);

/** A render: the markup, and the preloads that belong in the document's head. */
export interface Rendered {
  head: string;
  markup: string;
}

/** A remote's server entry (shared-ui/server `RemoteServerEntry`). */
interface RemoteEntry {
  firstReads: (url: string) => readonly string[];
  render: (request: unknown) => Promise<Rendered>;
}

/** The shell's server entry (shell/src/server.ts). */
interface ShellEntry {
  render: (request: unknown) => Promise<Rendered>;
}

/** By folder, the entry file loaded from it last: a redeploy's new file replaces the old one. */
const current = new Map<string, string>();

/** The module in `file`, loaded once; the folder's previous entry is let go. */
function entry<T>(file: string): T {
  const folder = path.dirname(file);
  const before = current.get(folder);
  if (before !== undefined && before !== file) delete load.cache[before];
  current.set(folder, file);
  return load(file) as T;
}

export interface PrepareTask {
  kind: 'prepare';
  /** The shell's server entry file. */
  shell: string;
  /** The page's remote's server entry file and the module that renders its pages, when a remote owns the page. */
  remote?: { file: string; id: string };
  url: string;
  language: string;
  apiBase: string;
  config: unknown;
  /** Whether to render the page once first (the renderer knows which routes this worker has rendered). */
  warmUp: boolean;
}

export interface RenderTask {
  kind: 'render';
  shell: string;
  remote?: { file: string; id: string };
  /** What both entries render with (shared-ui/server `PageRender` and the shell's `config`). */
  request: {
    url: string;
    language: string;
    lowData: boolean;
    answers: Record<string, unknown>;
    apiBase: string;
  };
  config: unknown;
}

export type RenderWorkerTask = PrepareTask | RenderTask;

/**
 * `prepare` loads the page's entries (a first load takes longer than a render's budget) and
 * gives the remote's first reads for the page; `render` gives the markup of the page's #root
 * (the remote's inside the shell's) and the preloads of both for the head. Which entry failed
 * is told in the error's message.
 */
export default async function run(task: RenderWorkerTask): Promise<readonly string[] | Rendered> {
  if (task.kind === 'prepare') {
    await attempt('shell', () => entry<ShellEntry>(task.shell));
    const remote = task.remote;
    const module = remote && (await attempt('remote', () => entry<RemoteEntry>(remote.file)));
    const reads = module ? await attempt('remote', () => module.firstReads(task.url)) : [];
    // A page of a route, with these entries, not rendered in this worker yet.
    if (task.warmUp) await warmUp(task);
    return reads;
  }
  return render(task);
}

/**
 * A first render with fresh code takes several times longer than the next (the engine compiles
 * it as it runs): the first page of each route renders once, without answers, within the load's
 * budget, so the visitor's render is a warm one. Its failures are the real render's to report.
 */
async function warmUp({ shell, remote, url, config, language, apiBase }: PrepareTask): Promise<void> {
  try {
    const request = { url, language, lowData: false, answers: {}, apiBase };
    await render({ kind: 'render', shell, remote, request, config });
  } catch {
    // The visitor's render says what failed.
  }
}

async function render(task: RenderTask): Promise<Rendered> {
  const { shell, remote, request, config } = task;
  const page = remote && (await attempt('remote', () => entry<RemoteEntry>(remote.file).render(request)));
  const module = remote && page && { id: remote.id, markup: page.markup };
  const whole = await attempt('shell', () => entry<ShellEntry>(shell).render({ ...request, config, module }));
  return { head: whole.head + (page?.head ?? ''), markup: whole.markup };
}

/** `work`'s result; when it throws, an error that says which part failed: `remote: …` or `shell: …`. */
async function attempt<T>(part: 'remote' | 'shell', work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const said = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(`${part}: ${said}`, { cause: error });
  }
}
