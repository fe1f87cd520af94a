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
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from 'shared-ui/contracts';
import { getMusic, likeSong } from 'shared-ui/contracts/music';
import { likeArticle } from 'shared-ui/contracts/pages';
import { sendReport } from 'shared-ui/contracts/reports';
import { ROUTES_REMEMBERED, createRenderer } from '../src/renderer/renderer.ts';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, callUnchecked } from './contract-call.ts';
import { createTestEnvironment, deployEntry } from './helpers.ts';
import { environmentWithEntries, mediaEntry, MUSIC_READ, shellEntry } from './render-entries.ts';
import { insertSong } from './media-helpers.ts';
import { registerAndLogin } from './session-helpers.ts';

const HTML = { accept: 'text/html' };

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

test('a rendered page is kept like an answer, emptied by a write to what it shows and by a redeploy', async (t) => {
  const { app, webRoot } = await environmentWithEntries(t);
  const member = await registerAndLogin(app);
  const song = await insertSong(app, member.user.id);
  const article = await insertArticle(app, member.user.id);
  const get = async () =>
    rootOf((await app.inject({ method: 'GET', url: '/music', headers: HTML })).body)?.[1];
  assert.match((await get()) ?? '', /media v1, render 2/);
  assert.match((await get()) ?? '', /media v1, render 2/, 'the second guest gets the kept page');
  // A refused write changed nothing: the page is kept.
  assert.equal((await callUnchecked(app, likeSong, { params: { id: song }, body: {} })).statusCode, 400);
  const report = await callEndpoint(app, sendReport, {
    body: { subject: 'song', subject_id: song, reason: 'spam' },
  });
  assert.equal(report.statusCode, 401);
  // So is a write to what the page does not show: a like on an article.
  assert.equal((await callEndpoint(app, likeArticle, { body: { articleId: article } })).statusCode, 200);
  assert.match((await get()) ?? '', /media v1, render 2/);
  // A like on a song changes the music list the page is made of.
  const liked = await callEndpoint(app, likeSong, { params: { id: song }, body: { liked: true } });
  assert.equal(liked.statusCode, 200);
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
    return url.startsWith('/song') && id ? ['${getMusic.path}?id=' + encodeURIComponent(id)] : [];
  },
  render: async (r) => ({ head: '', markup: '<section>song</section>' }),
};`;
  const { app, webRoot } = await environmentWithEntries(t, songEntry);
  await writeFile(
    path.join(webRoot, 'mfe-media/dist/remote.json'),
    JSON.stringify({ name: 'media', routes: ['/music', '/song'] }),
  );
  const member = await registerAndLogin(app);
  const song = { id: await insertSong(app, member.user.id) };
  const html = (await app.inject({ method: 'GET', url: `/song?id=${song.id}`, headers: HTML })).body;
  assert.match(html, /<div id="root" data-server-rendered>/);
  assert.match(html, /<meta property="og:title" content="Kayamba ya Pwani · Kahindi Baya">/);
  assert.match(html, /<meta property="og:type" content="music.song">/);
  // The same answer the document carries for the page to hydrate from.
  assert.ok(html.includes(`"${getMusic.path}?id=${song.id}":{`));
  const none = (await app.inject({ method: 'GET', url: '/song?id=999999', headers: HTML })).body;
  assert.doesNotMatch(none, /og:title/, 'no song, no preview');
});

test("every address that is no page gets one 'not found' page, rendered once, with status 404", async (t) => {
  const { app } = await environmentWithEntries(t, mediaEntry('v1'), {
    shellRoutes: ['/', '/home', '/about'],
  });
  const before = app.pageRenders();
  // Fifty guests at a time, each on an address of their own.
  for (let batch = 0; batch < 10_000 / 50; batch += 1) {
    const urls = Array.from({ length: 50 }, (_, i) => `/no-such-page/${batch * 50 + i}?n=${i}`);
    for (const [i, response] of (
      await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers: HTML })))
    ).entries()) {
      assert.equal(response.statusCode, 404, urls[i]);
      // The shell rendered its 'not found' page at an address of its own: nothing of the visitor's.
      assert.match(
        response.body,
        /<div id="root" data-server-rendered><main data-lang="en" data-low="false">shell page \/~<\/main>/,
      );
      assert.ok(!response.body.includes('/no-such-page/'), urls[i]);
    }
  }
  const after = app.pageRenders();
  assert.equal(after.rendered - before.rendered, 1, 'one render for them all');
  assert.equal(after.prepared - before.prepared, 1);
  for (const [map, size] of Object.entries(after.remembered)) {
    assert.ok(size <= ROUTES_REMEMBERED, `${map}: ${size}`);
  }
  // Under a page's address, the navigation link to that page is current: rendered apart, once.
  for (const url of ['/music/unknown', '/MUSIC/unknown/deeper']) {
    const response = await app.inject({ method: 'GET', url, headers: HTML });
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /shell page \/music\/~</);
  }
  assert.equal(app.pageRenders().rendered - after.rendered, 1);
  // Each language and low-data mode has its own.
  const swahili = await app.inject({
    method: 'GET',
    url: '/no-such-page/sw',
    headers: { ...HTML, 'accept-language': 'sw' },
  });
  assert.equal(swahili.statusCode, 404);
  assert.match(swahili.body, /<main data-lang="sw" data-low="false">shell page \/~</);
});

test("the 'not found' page goes out again as it first did, and not once a redeploy makes the address a page", async (t) => {
  const { app, webRoot } = await environmentWithEntries(t, mediaEntry('v1'), {
    shellRoutes: ['/', '/home', '/about'],
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });
  const first = await get('/new-page');
  assert.equal(first.statusCode, 404);
  // Other guests, at other addresses: the same page, status and headers (sent before routing).
  for (const url of ['/new-page', '/another/unknown?x=1']) {
    const again = await get(url);
    assert.equal(again.statusCode, 404, url);
    assert.equal(again.body, first.body, url);
    const { date: _date, ...headers } = again.headers;
    const { date: _first, ...firstHeaders } = first.headers;
    assert.deepEqual(headers, firstHeaders, url);
  }
  // A member, a client that takes no HTML, a file's address: none gets the guests' page.
  const member = await registerAndLogin(app);
  const asMember = await get('/new-page', { cookie: `sid=${member.cookie}` });
  assert.equal(asMember.statusCode, 404);
  assert.doesNotMatch(asMember.body, /data-server-rendered/);
  const json = await app.inject({ method: 'GET', url: '/new-page', headers: { accept: 'application/json' } });
  assert.equal(json.statusCode, 404);
  assert.doesNotMatch(json.body, /<html/);
  assert.equal((await get('/new-page.png')).statusCode, 404);
  assert.doesNotMatch((await get('/new-page.png')).body, /<html/);
  // The shell is redeployed with a page at that address: it is no longer 'not found'.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await writeFile(
    path.join(webRoot, 'shell/dist/documents.json'),
    JSON.stringify({
      pages: {},
      fallback: 'index.html',
      routes: ['/', '/home', '/about', '/new-page'],
      scriptHashes: [],
    }),
  );
  const now = await get('/new-page');
  assert.equal(now.statusCode, 200);
  assert.match(now.body, /shell page \/new-page</);
  assert.equal((await get('/still-unknown')).statusCode, 404);
});

test("the renderer's maps keep at most their bound, however many routes it is asked for", async (t) => {
  const environment = await createTestEnvironment(t);
  const { webRoot } = environment;
  await deployEntry(webRoot, 'shell', 'render.0000aaaa0000.cjs', shellEntry);
  const failing = path.join(webRoot, 'failing.cjs');
  await writeFile(failing, `throw new Error('broken');`);
  const shell = path.join(webRoot, 'shell/dist/server/render.0000aaaa0000.cjs');
  const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;
  const renderer = createRenderer(quiet, { threads: 1, waiting: 1_000, remembered: 20 });
  t.after(() => renderer.close());
  const config = { remotes: {} } as unknown as RuntimeConfig;
  const page = (route: string, entry: string) =>
    ({ url: route, route, language: 'en', lowData: false, apiBase: '/api', shell: entry, config }) as const;
  for (let n = 0; n < 60; n += 1) {
    assert.deepEqual(await renderer.prepare(page(`/warmed/${n}`, shell)), []);
    assert.equal(await renderer.prepare(page(`/failing/${n}`, failing)), null);
  }
  assert.deepEqual(renderer.counts().remembered, { warmed: 20, resting: 20, logged: 20 });
});

test("past the renderer's queue a guest's page is sent at once as the browser renders it", async (t) => {
  // A media entry whose first reads take a while: the worker is busy with one page at a time.
  const slowEntry = `
module.exports = {
  firstReads: () => { const until = Date.now() + 1000; while (Date.now() < until); return []; },
  render: async () => ({ head: '', markup: '<section>media</section>' }),
};`;
  const { app, warnings } = await environmentWithEntries(t, slowEntry, {
    env: { PAGE_RENDER_QUEUE: '1', PAGE_RENDER_THREADS: '1' },
  });
  // Four guests at once, on four addresses: one rendered, one waiting, two past the queue.
  const responses = await Promise.all(
    [1, 2, 3, 4].map((n) => app.inject({ method: 'GET', url: `/music?n=${n}`, headers: HTML })),
  );
  const unrendered = responses.filter((response) => !response.body.includes('data-server-rendered'));
  assert.ok(unrendered.length >= 2, `${unrendered.length} sent unrendered`);
  for (const response of unrendered) {
    assert.equal(response.statusCode, 200);
    // The document the browser renders the page in: an empty root, and the note for browsers without scripts.
    assert.match(response.body, /<div id="root"><\/div>/);
    assert.match(response.body, /<noscript>Needs JavaScript.<\/noscript>/);
  }
  assert.ok(app.pageRenders().refusedBusy >= 2);
  assert.equal(warnings.filter((warning) => warning.includes('wait for the renderer')).length, 1);
  // The route was not given up: once the queue is short again, its pages render.
  const later = await app.inject({ method: 'GET', url: '/music?n=5', headers: HTML });
  assert.match(later.body, /<div id="root" data-server-rendered>/);
});
