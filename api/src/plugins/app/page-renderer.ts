/**
 * Pages rendered on the server for guests: the shell's layout and the page, each by the server
 * entry of the app that owns it (loaded from where that app is deployed, web/server-entries.ts),
 * in the visitor's language and low-data mode, with the answers to the page's first reads. The
 * rendering itself runs in the renderer's workers (renderer/renderer.ts), never on this event
 * loop. A page that cannot be rendered (an entry missing, throwing or too slow) gets null: it
 * is served rendered in the browser, as before.
 */
import fp from 'fastify-plugin';
import type { RuntimeConfig } from 'shared-ui/contracts';
import { createRenderer, type PageRequest, type RendererCounts } from '../../renderer/renderer.ts';
import { isOwnApiRead } from '../../web/route-hints.ts';
import { serverEntries } from '../../web/server-entries.ts';

/** A guest's page to render. */
export interface GuestPage extends PageRequest {
  /** The remote that owns the page (undefined for the shell's own pages). */
  owner?: string;
}

export interface RenderedPage {
  /** The markup of the page's #root. */
  markup: string;
  /** The preloads for the document's head (the pictures it shows first). */
  head: string;
  /** The page's first reads, in the order its owner gives them. */
  reads: readonly string[];
  /** The answers it was rendered with (the API's JSON texts, by read): the document carries them. */
  answers: Map<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The page rendered for a guest, or null when it is to be rendered in the browser. */
    renderPage: (page: GuestPage) => Promise<RenderedPage | null>;
    /** What is deployed now of the shell and of a remote (web/server-entries.ts `deployed`). */
    deployedPages: (remote: string | undefined) => string;
    /**
     * What a guest gets for each of `reads` that is a read of this server's own API answering
     * 200 with JSON (a list's first page comes from the answer cache), by read.
     */
    guestAnswers: (reads: readonly string[], apiBase: string) => Promise<Map<string, string>>;
    /** What the renderer has done and remembers (renderer/renderer.ts). */
    pageRenders: () => RendererCounts;
  }
}

export default fp(
  async (app) => {
    const renderer = createRenderer(app.log, {
      threads: app.config.pageRenderThreads,
      waiting: app.config.pageRenderQueue,
    });
    app.addHook('onClose', () => renderer.close());
    app.decorate('pageRenders', () => renderer.counts());
    const entries = serverEntries(app.config.webRoot, app.deployedFileTime);
    const without = new Set<string>();
    app.decorate('deployedPages', (remote: string | undefined) => entries.deployed(remote));

    // Asked of this site at its own address (a host it serves: plugins/app/served-hosts.ts).
    const host = new URL(app.config.publicUrl).host;
    app.decorate('guestAnswers', async (reads: readonly string[], apiBase: string) => {
      const own = reads.filter((read) => isOwnApiRead(read, apiBase));
      const answers = await Promise.all(
        own.map(async (read) => {
          const answer = await app.inject({ method: 'GET', url: `/api/${read}`, headers: { host } });
          const json =
            answer.statusCode === 200 && /^application\/json\b/.test(answer.headers['content-type'] ?? '');
          return json ? [[read, answer.body] as const] : [];
        }),
      );
      return new Map(answers.flat());
    });

    /** By remote name, the server entry file of each remote that has one on this server. */
    const remoteEntryFiles = async (config: RuntimeConfig): Promise<Record<string, string>> => {
      const found = await Promise.all(
        Object.entries(config.remotes).map(async ([name, described]) => {
          const file = await entries.remote(described.entry);
          return file === undefined ? [] : [[name, file] as const];
        }),
      );
      return Object.fromEntries(found.flat());
    };

    app.decorate('renderPage', async ({ owner, ...request }: GuestPage): Promise<RenderedPage | null> => {
      const [shell, config] = await Promise.all([entries.shell(), app.runtimeConfig()]);
      if (shell === undefined) return null;
      const described = owner === undefined ? undefined : config.remotes[owner];
      let remote;
      if (owner !== undefined) {
        const file = described && (await entries.remote(described.entry));
        if (file === undefined) {
          // A remote without a server entry (one that renders only in the browser): said once.
          if (!without.has(owner))
            app.log.info(`remote ${owner} has no server entry; its pages render in the browser`);
          without.add(owner);
          return null;
        }
        remote = { name: owner, module: `${owner}/App`, file };
      }
      // A shell page may embed remote modules (the search page's groups): each remote's entry renders its own.
      const embedding = owner === undefined ? await remoteEntryFiles(config) : undefined;
      const toRender = { ...request, shell, remote, embedding, config };
      const reads = await renderer.prepare(toRender);
      if (reads === null) return null;
      const answers = await app.guestAnswers(reads, request.apiBase);
      const parsed = Object.fromEntries(
        [...answers].map(([read, json]) => [read, JSON.parse(json) as unknown]),
      );
      const rendered = await renderer.render(toRender, parsed);
      return rendered === null ? null : { ...rendered, reads, answers };
    });
  },
  { name: 'page-renderer', dependencies: ['remotes'] },
);
