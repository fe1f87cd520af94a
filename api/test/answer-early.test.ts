/**
 * Ready answers sent by the HTTP server before the framework sees the request (answer-cache.ts,
 * `answerEarly`): only over a real connection (`inject` goes straight to the framework), so these
 * tests listen and ask as a browser would. What the framework's hooks would refuse or answer
 * differently must not leave early.
 */
import assert from 'node:assert/strict';
import { Agent, get } from 'node:http';
import { test } from 'node:test';
import { likeSong, getMusic } from 'shared-ui/contracts/music';
import { getArticles } from 'shared-ui/contracts/pages';
import { insertArticle } from './articles-fixtures.ts';
import { callEndpoint, urlOf } from './contract-call.ts';
import { buildTestApp } from './helpers.ts';
import { insertSong } from './media-helpers.ts';
import { registerAndLogin } from './session-helpers.ts';
import type { App } from '../src/app.ts';

/** Asks the listening `app` for `url` as a browser would, uncompressed (`Host` may be set: fetch cannot). */
function ask(app: App, url: string, headers: Record<string, string> = {}, agent?: Agent) {
  const { port } = app.server.address() as { port: number };
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = get({
        host: '127.0.0.1',
        port,
        path: url,
        agent,
        headers: { 'accept-encoding': 'identity', ...headers },
      });
      request.on('error', reject);
      request.on('response', async (response) => {
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const { date: _date, ...seen } = response.headers;
        resolve({ status: response.statusCode ?? 0, headers: seen, body: Buffer.concat(chunks).toString() });
      });
    },
  );
}

const titles = (body: string) =>
  (JSON.parse(body) as { song_title: string }[]).map((song) => song.song_title);

test('a ready list goes out again as it first did, to guests and to members sharing it, and afresh after a write', async (t) => {
  const app = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const member = await registerAndLogin(app);
  const song = await insertSong(app, member.user.id, 'Kayamba');
  const list = urlOf(getMusic, { query: { sort: 'liked' } });

  const first = await ask(app, list);
  assert.deepEqual(titles(first.body), ['Kayamba']);
  assert.deepEqual(await ask(app, list), first, 'a guest again: the same bytes and headers');
  assert.deepEqual(
    await ask(app, list, { cookie: `sid=${member.cookie}` }),
    first,
    'a member: the guests’ answer',
  );

  await insertSong(app, member.user.id, 'Ngoma'); // behind the server: the entry still holds
  assert.deepEqual(titles((await ask(app, list)).body), ['Kayamba']);
  const liked = await callEndpoint(app, likeSong, {
    params: { id: song },
    body: { liked: true },
    session: member,
  });
  assert.equal(liked.statusCode, 200);
  assert.deepEqual(titles((await ask(app, list)).body), ['Kayamba', 'Ngoma'], 'emptied by the like: afresh');
});

test('a forged Host, another origin, a member who sees more, or a draining server never get the ready answer early', async (t) => {
  const partner = 'https://partner.example';
  const app = await buildTestApp(t, { env: { CORS_ORIGINS: partner } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const author = await registerAndLogin(app);
  await insertArticle(app, author.user.id, { article_name: 'Published' });
  await insertArticle(app, author.user.id, { article_name: 'Waiting', status: 'pending' });
  const url = urlOf(getArticles, { query: { priority: 'user', user_id: author.user.id } });
  const names = (body: string) =>
    (JSON.parse(body) as { articles: { article_name: string }[] }).articles.map(
      (article) => article.article_name,
    );

  const guest = await ask(app, url);
  assert.deepEqual(names(guest.body), ['Published']);
  assert.deepEqual(await ask(app, url), guest, 'ready');

  const forged = await ask(app, url, { host: 'evil.example' });
  assert.equal(forged.status, 421, 'a host the site does not serve');
  assert.equal(forged.body.includes('Published'), false);

  const fromPartner = await ask(app, url, { origin: partner });
  assert.equal(fromPartner.headers['access-control-allow-origin'], partner, 'CORS answers the origin itself');

  const asAuthor = await ask(app, url, { cookie: `sid=${author.cookie}` });
  assert.deepEqual(names(asAuthor.body), ['Waiting', 'Published'], 'the author’s own list, not the guests’');
  const unknown = await ask(app, url, { cookie: `sid=${'A'.repeat(43)}` });
  assert.deepEqual(names(unknown.body), ['Published'], 'an unknown session: a guest’s answer, the long way');

  // A request on a connection kept open from before the drain began is served, told to move on.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  t.after(() => agent.destroy());
  assert.deepEqual(names((await ask(app, url, {}, agent)).body), ['Published']);
  const drained = app.drain(5_000);
  const draining = await ask(app, url, {}, agent);
  assert.equal(draining.headers.connection, 'close', 'a draining server tells the client to move on');
  assert.deepEqual(names(draining.body), ['Published']);
  await drained;
});
