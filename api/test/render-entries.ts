/**
 * Stand-ins for the apps' server entries (the built ones are exercised by
 * e2e/tests/server-rendering.spec.ts), and a test environment deployed with them.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { getMusic } from 'shared-ui/contracts/music';
import { createTestEnvironment, deployEntry } from './helpers.ts';

/** The first read the media entry says its /music page makes. */
export const MUSIC_READ = `${getMusic.path}?search=&sort=recent`;

/** The shell's entry: it renders the page's URL, or the remote module's markup it is given. */
export const shellEntry = `
module.exports = {
  render: async (r) => ({
    head: '<link rel="preload" as="image" href="/media/hero.webp">',
    markup: '<main data-lang="' + r.language + '" data-low="' + r.lowData + '">' +
      (r.module ? r.module.id + ':' + r.module.markup : 'shell page ' + r.url) + '</main>',
  }),
};`;

/** A media remote's entry: it says its first read, and renders how many songs the answer has. */
export const mediaEntry = (version: string) => `
let renders = 0;
module.exports = {
  firstReads: (url) => (url.startsWith('/music') ? [${JSON.stringify(MUSIC_READ)}] : []),
  render: async (r) => {
    renders += 1;
    const answer = r.answers[${JSON.stringify(MUSIC_READ)}];
    return { head: '', markup: '<section>media ${version}, render ' + renders + ', answered ' + Array.isArray(answer) + '</section>' };
  },
};`;

export async function environmentWithEntries(
  t: TestContext,
  media = mediaEntry('v1'),
  { env, shellRoutes }: { env?: Record<string, string>; shellRoutes?: string[] } = {},
) {
  const environment = await createTestEnvironment(t);
  await environment.settings();
  const { webRoot } = environment;
  await writeFile(
    path.join(webRoot, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>',
  );
  if (shellRoutes) {
    // A build that lists the shell's routes: any other path that no remote owns is 'not found'.
    await writeFile(
      path.join(webRoot, 'shell/dist/documents.json'),
      JSON.stringify({ pages: {}, fallback: 'index.html', routes: shellRoutes, scriptHashes: [] }),
    );
  }
  await deployEntry(webRoot, 'shell', 'render.0000aaaa0000.cjs', shellEntry);
  await deployEntry(webRoot, 'mfe-media', 'render.1111aaaa1111.cjs', media);
  const app = await environment.build({ env });
  const warnings: string[] = [];
  const warn = app.log.warn.bind(app.log);
  app.log.warn = ((message: unknown, ...rest: unknown[]) => {
    warnings.push(String(message));
    return (warn as (...args: unknown[]) => void)(message, ...rest);
  }) as typeof app.log.warn;
  return { app, webRoot, warnings };
}
