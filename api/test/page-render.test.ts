/**
 * Pages rendered on the server for guests (plugins/app/page-renderer.ts): the renderer's workers
 * load each app's server entry from where the app is deployed, the document carries the markup
 * and the answers it was rendered with, and a page whose entry throws, hangs or is missing is
 * served rendered in the browser, with status 200. The entries here are small stand-ins for the
 * built ones (the real ones are exercised by e2e/tests/server-rendering.spec.ts).
 */
import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, type TestContext } from 'node:test';
import { createTestEnvironment, deployEntry } from './helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const HTML = { accept: 'text/html' };
const MUSIC_READ = 'music/get-music.php?search=&sort=recent';

const shellEntry = `
module.exports = {
  render: async (r) => ({
    head: '<link rel="preload" as="image" href="/media/hero.webp">',
    markup: '<main data-lang="' + r.language + '" data-low="' + r.lowData + '">' +
      (r.module ? r.module.id + ':' + r.module.markup : 'shell page ' + r.url) + '</main>',
  }),
};`;

/** A media remote's entry: it says its first read, and renders how many songs the answer has. */
const mediaEntry = (version: string) => `
let renders = 0;
module.exports = {
  firstReads: (url) => (url.startsWith('/music') ? [${JSON.stringify(MUSIC_READ)}] : []),
  render: async (r) => {
    renders += 1;
    const answer = r.answers[${JSON.stringify(MUSIC_READ)}];
    return { head: '', markup: '<section>media ${version}, render ' + renders + ', answered ' + Array.isArray(answer) + '</section>' };
  },
};`;

async function environmentWithEntries(t: TestContext, media = mediaEntry('v1')) {
  const environment = await createTestEnvironment(t);
  await environment.settings();
  const { webRoot } = environment;
  await writeFile(
    path.join(webRoot, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>',
  );
  await deployEntry(webRoot, 'shell', 'render.0000aaaa0000.cjs', shellEntry);
  await deployEntry(webRoot, 'mfe-media', 'render.1111aaaa1111.cjs', media);
  const app = await environment.build();
  const warnings: string[] = [];
  const warn = app.log.warn.bind(app.log);
  app.log.warn = ((message: unknown, ...rest: unknown[]) => {
    warnings.push(String(message));
    return (warn as (...args: unknown[]) => void)(message, ...rest);
  }) as typeof app.log.warn;
  return { app, webRoot, warnings };
}

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>(?:<script|<\/body>)/.exec(html);

test("a guest's page comes rendered by the shell's and its remote's entries, with its answers", async (t) => {
  const { app } = await environmentWithEntries(t);
  const response = await app.inject({ method: 'GET', url: '/music', headers: HTML });
  assert.equal(response.statusCode, 200);
  const html = response.body;
  assert.match(html, /<div id="root" data-server-rendered><main data-lang="en" data-low="false">/);
  // (Its first render, without answers, warmed the fresh entry up.)
  assert.match(html, /media\/App:<section>media v1, render 2, answered true<\/section>/);
  // The answers it was rendered with are carried for the browser to hydrate from.
  assert.ok(html.includes(`"${MUSIC_READ}":[`), 'the document carries the read it was rendered with');
  // The preloads go into the head, its code's held back until the first screen is out; the page
  // reads without JavaScript, so no <noscript> asks for it.
  assert.match(
    html,
    /<link rel="preload" as="image" href="\/media\/hero.webp"><template data-after-first-screen>.*mf-manifest\.json.*<\/template><\/head>/,
  );
  assert.doesNotMatch(String(response.headers.link), /as=script/);
  assert.doesNotMatch(html, /<noscript>/);
  assert.equal(response.headers['cache-control'], 'no-cache');
  assert.match(String(response.headers.vary), /cookie.*accept-language/);

  // The shell's own pages, in the visitor's language and low-data mode.
  const about = await app.inject({
    method: 'GET',
    url: '/about?x=1',
    headers: { ...HTML, 'accept-language': 'sw-KE,sw;q=0.9', 'save-data': 'on' },
  });
  assert.equal(about.statusCode, 200);
  assert.match(
    about.body,
    /<div id="root" data-server-rendered data-low-data><main data-lang="sw" data-low="true">shell page \/about\?x=1</,
  );
});

test("a member's page is rendered in the browser, as before", async (t) => {
  const { app } = await environmentWithEntries(t);
  const response = await app.inject({
    method: 'GET',
    url: '/music',
    headers: HTML,
    cookies: { sid: 'a-member' },
  });
  assert.equal(response.statusCode, 200);
  assert.doesNotMatch(response.body, /data-server-rendered/);
  assert.match(response.body, /<noscript>/);
});

test('a rendered page is kept like an answer, emptied by a write and by a redeploy', async (t) => {
  const { app, webRoot } = await environmentWithEntries(t);
  const get = async () =>
    rootOf((await app.inject({ method: 'GET', url: '/music', headers: HTML })).body)?.[1];
  assert.match((await get()) ?? '', /media v1, render 2/);
  assert.match((await get()) ?? '', /media v1, render 2/, 'the second guest gets the kept page');
  // Any write empties it, as it empties the API's answers.
  const write = await app.inject({
    method: 'POST',
    url: '/api/contact/newsletter_subscribe.php',
    payload: {},
  });
  assert.equal(write.statusCode, 400);
  assert.match((await get()) ?? '', /media v1, render 3/);
  // A redeploy of the remote: its new entry renders the next request, with no restart.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await deployEntry(webRoot, 'mfe-media', 'render.2222bbbb2222.cjs', mediaEntry('v2'));
  assert.match((await get()) ?? '', /media v2, render 2/);
});

test('a remote whose entry throws, hangs or is missing serves its pages rendered in the browser', async (t) => {
  const { app, webRoot, warnings } = await environmentWithEntries(t);
  const clientRendered = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 200, url);
    assert.doesNotMatch(response.body, /data-server-rendered/, url);
    assert.match(response.body, /<div id="root"><\/div>/, url);
    return performance.now() - started;
  };

  await deployEntry(
    webRoot,
    'mfe-media',
    'render.3333cccc3333.cjs',
    `module.exports = { firstReads: () => [], render: async () => { throw new Error('the songs list broke'); } };`,
  );
  await clientRendered('/music');
  await clientRendered('/music');
  await clientRendered('/reels');
  // Once for each route: a route that fails leaves the remote's other routes alone.
  assert.equal(
    warnings.filter((warning) => warning.includes('the songs list broke')).length,
    2,
    'logged once a route',
  );
  // The shell's pages still render on the server.
  const about = await app.inject({ method: 'GET', url: '/about', headers: HTML });
  assert.match(about.body, /data-server-rendered/);

  // A render that never ends is given up after its budget; the next one gets a fresh worker.
  await deployEntry(
    webRoot,
    'mfe-media',
    'render.4444dddd4444.cjs',
    `module.exports = { firstReads: () => [], render: async () => { for (;;); } };`,
  );
  const waited = await clientRendered('/music');
  assert.ok(waited < 6_000, `answered after ${Math.round(waited)} ms`);
  assert.ok(warnings.some((warning) => /no answer within \d+ ms/.test(warning)));
  // Left alone for a while: the next visitors do not wait for it again.
  assert.ok((await clientRendered('/music')) < 500);
  const again = await app.inject({ method: 'GET', url: '/about', headers: HTML });
  assert.match(again.body, /data-server-rendered/, 'the shell renders again after the hung worker went');

  // No server entry deployed at all.
  await rm(path.join(webRoot, 'mfe-media', 'dist', 'server'), { recursive: true });
  await clientRendered('/music');
});

test('without a shell entry every page is rendered in the browser', async (t) => {
  const { app, webRoot } = await environmentWithEntries(t);
  await rm(path.join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  for (const url of ['/music', '/about']) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /data-server-rendered/);
  }
});

test("a rendered page's link preview is made from the answer it was rendered with", async (t) => {
  // A media remote that owns the song page, whose entry reads the song its address names.
  const songEntry = `
module.exports = {
  firstReads: (url) => {
    const id = new URL(url, 'http://site').searchParams.get('id');
    return url.startsWith('/song') && id ? ['music/get-music.php?id=' + encodeURIComponent(id)] : [];
  },
  render: async (r) => ({ head: '', markup: '<section>song</section>' }),
};`;
  const { app, webRoot } = await environmentWithEntries(t, songEntry);
  await writeFile(
    path.join(webRoot, 'mfe-media/dist/remote.json'),
    JSON.stringify({ name: 'media', routes: ['/music', '/song'] }),
  );
  const member = await registerAndLogin(app);
  const song = await app.db
    .insertInto('songs')
    .values({
      song_title: 'Kayamba ya Pwani',
      song_artist: 'Kahindi Baya',
      category: 'Traditional',
      small_description: 'Rattles and drums.',
      likes_count: 0,
      user_id: member.user.id,
      song_image: 'coverxxxxxxxxxxxxxxxxx.webp',
      song_file: 'audioxxxxxxxxxxxxxxxxx.mp3',
      created_on: '2026-05-01T10:00:00.000Z',
      updated_at: '2026-05-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const html = (await app.inject({ method: 'GET', url: `/song?id=${song.id}`, headers: HTML })).body;
  assert.match(html, /<div id="root" data-server-rendered>/);
  assert.match(html, /<meta property="og:title" content="Kayamba ya Pwani · Kahindi Baya">/);
  assert.match(html, /<meta property="og:type" content="music.song">/);
  // The same answer the document carries for the page to hydrate from.
  assert.ok(html.includes(`"music/get-music.php?id=${song.id}":{`));
  const none = (await app.inject({ method: 'GET', url: '/song?id=999999', headers: HTML })).body;
  assert.doesNotMatch(none, /og:title/, 'no song, no preview');
});
