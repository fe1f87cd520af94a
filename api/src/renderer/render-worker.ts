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
  /** Absent from an entry built before remotes rendered the modules a shell page embeds. */
  moduleReads?: (module: string, props: object) => readonly string[];
  renderModule?: (module: string, props: object, request: unknown) => Promise<Rendered>;
}

/** A remote module a shell page embeds (`stories/SearchResults`) and its props. */
interface Embedded {
  id: string;
  props: object;
}

/** The shell's server entry (shell/src/server.ts). */
interface ShellEntry {
  render: (request: unknown) => Promise<Rendered>;
  /** The remote modules the shell page at a URL embeds (absent from an older entry). */
  embeds?: (url: string) => readonly Embedded[];
}

/** By remote name, the server entry file of each remote that has one: a shell page's embedded modules render with them. */
export type RemoteEntryFiles = Readonly<Record<string, string>>;

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
  /** For a shell page: the remotes' entry files, for the modules it embeds. */
  embedding?: RemoteEntryFiles;
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
  embedding?: RemoteEntryFiles;
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

/** A render, and the embedded modules that could not be rendered (each left to the browser), with why. */
export interface RenderedPage extends Rendered {
  skipped: readonly string[];
}

/** What the prepare of a page gives: its first reads (the remote's, then its embedded modules'), and what failed. */
export interface PreparedPage {
  reads: readonly string[];
  skipped: readonly string[];
}

/**
 * `prepare` loads the page's entries (a first load takes longer than a render's budget) and
 * gives the remote's first reads for the page; `render` gives the markup of the page's #root
 * (the remote's inside the shell's) and the preloads of both for the head. Which entry failed
 * is told in the error's message.
 */
export default async function run(task: RenderWorkerTask): Promise<PreparedPage | RenderedPage> {
  if (task.kind === 'prepare') {
    const shell = await attempt('shell', () => entry<ShellEntry>(task.shell));
    const remote = task.remote;
    const module = remote && (await attempt('remote', () => entry<RemoteEntry>(remote.file)));
    const reads = module ? await attempt('remote', () => module.firstReads(task.url)) : [];
    const skipped: string[] = [];
    const embeddedReads = embeddedModules(shell, task).flatMap(({ id, props, file }) => {
      if (file === undefined) return [];
      try {
        return entry<RemoteEntry>(file).moduleReads?.(exposedName(id), props) ?? [];
      } catch (error) {
        skipped.push(`${id}: ${describe(error)}`);
        return [];
      }
    });
    // A page of a route, with these entries, not rendered in this worker yet.
    if (task.warmUp) await warmUp(task);
    return { reads: [...reads, ...embeddedReads], skipped };
  }
  return render(task);
}

/** `./SearchResults` of `stories/SearchResults`: the module's exposed name in its remote. */
const exposedName = (id: string) => `./${id.slice(id.indexOf('/') + 1)}`;

/**
 * The modules the shell page embeds, in its order, each with its remote's entry file (undefined
 * when that remote has none: the browser renders the module).
 */
function embeddedModules(shell: ShellEntry, task: PrepareTask | RenderTask) {
  const files = task.embedding;
  if (files === undefined || shell.embeds === undefined) return [];
  const url = task.kind === 'prepare' ? task.url : task.request.url;
  return shell.embeds(url).map(({ id, props }) => {
    const name = id.slice(0, id.indexOf('/'));
    return { id, props, file: Object.hasOwn(files, name) ? files[name] : undefined };
  });
}

/**
 * The markup of each module the shell page embeds, by its remote's entry, in the shell's order;
 * null for one whose remote has no entry or failed to render it: the browser renders that one,
 * and the rest of the page is rendered all the same.
 */
async function renderEmbedded(shell: ShellEntry, task: RenderTask) {
  const skipped: string[] = [];
  const renders = await Promise.all(
    embeddedModules(shell, task).map(async ({ id, props, file }) => {
      if (file === undefined) return null;
      try {
        const remote = entry<RemoteEntry>(file);
        return (await remote.renderModule?.(exposedName(id), props, task.request)) ?? null;
      } catch (error) {
        skipped.push(`${id}: ${describe(error)}`);
        return null;
      }
    }),
  );
  return {
    markups: renders.map((rendered) => rendered?.markup ?? null),
    head: renders.map((rendered) => rendered?.head ?? '').join(''),
    skipped,
  };
}

/**
 * A first render with fresh code takes several times longer than the next (the engine compiles
 * it as it runs): the first page of each route renders once, without answers, within the load's
 * budget, so the visitor's render is a warm one. Its failures are the real render's to report.
 */
async function warmUp({
  shell,
  remote,
  embedding,
  url,
  config,
  language,
  apiBase,
}: PrepareTask): Promise<void> {
  try {
    const request = { url, language, lowData: false, answers: {}, apiBase };
    await render({ kind: 'render', shell, remote, embedding, request, config });
  } catch {
    // The visitor's render says what failed.
  }
}

async function render(task: RenderTask): Promise<RenderedPage> {
  const { remote, request, config } = task;
  const shell = await attempt('shell', () => entry<ShellEntry>(task.shell));
  const page = remote && (await attempt('remote', () => entry<RemoteEntry>(remote.file).render(request)));
  const module = remote && page && { id: remote.id, markup: page.markup };
  const embedded = await renderEmbedded(shell, task);
  const whole = await attempt('shell', () =>
    shell.render({ ...request, config, module, embedded: embedded.markups }),
  );
  return {
    head: whole.head + (page?.head ?? '') + embedded.head,
    markup: whole.markup,
    skipped: embedded.skipped,
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `work`'s result; when it throws, an error that says which part failed: `remote: …` or `shell: …`. */
async function attempt<T>(part: 'remote' | 'shell', work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const said = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(`${part}: ${said}`, { cause: error });
  }
}
