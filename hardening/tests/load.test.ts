/**
 * A crowd on one address, as on a mobile network where thousands share a public address:
 * 500 connections of mixed reads, likes, comments, logins, registrations and uploads (60 s in
 * the full run, fewer and shorter in the quick one), against the server with its production
 * settings. Every answer is a success or a refusal the API document declares for that call: a
 * rate limit (429), or a 503 with `Retry-After` and a message when the server has more password
 * hashing to do than it can do in time. Every write the server acknowledged is in the database
 * afterwards, and no refused registration is. Latencies are printed per kind of action.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { multipartBody, quantile, runCrowd, type Action, type Outcome } from '../lib/load.ts';
import { FULL, assets, query, signUp, startSite, type Member } from '../lib/site.ts';
import { requestOf } from '../../scripts/lib/api-address.ts';
import * as music from 'shared-ui/contracts/music';
import * as news from 'shared-ui/contracts/news';
import * as pages from 'shared-ui/contracts/pages';
import * as shop from 'shared-ui/contracts/shop';
import * as users from 'shared-ui/contracts/users';
import * as youtube from 'shared-ui/contracts/youtube';

/** What the figures are grouped by: the kinds of action a crowd's latency is read for. */
const KINDS = {
  read: 'reads',
  write: 'likes and comments',
  upload: 'uploads',
  account: 'logins and registrations',
} as const;

type CrowdAction = Action & { kind: keyof typeof KINDS };

interface ApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

const CONNECTIONS = FULL ? 500 : 200;
const SECONDS = FULL ? 60 : 10;
const MEMBERS = 40;

test(`${CONNECTIONS} connections of mixed traffic for ${SECONDS} s: only successes and documented refusals, no write lost`, async (t) => {
  const server = await startSite(t);
  const base = server.url;
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 1) members.push(await signUp(base, 'crowd'));
  const articles = query<{ id: number; likes_count: number }>(
    server.dataDir,
    "select id, likes_count from articles where status = 'published' order by id",
  );
  const [liked] = articles;
  assert.ok(liked);
  const memberOf = (worker: number) => members[worker % members.length]!;
  const json = (member: Member | undefined, body: unknown) => ({
    headers: { 'content-type': 'application/json', ...(member ? { cookie: member.cookie } : {}) },
    body: JSON.stringify(body),
  });
  const commentText = (worker: number, step: number) => `crowd comment ${worker}-${step}`;
  const videoIds = new Map<string, string>();
  const videoIdFor = (worker: number, step: number) => {
    const key = `${worker}-${step}`;
    if (!videoIds.has(key)) videoIds.set(key, randomBytes(8).toString('base64url').slice(0, 11));
    return videoIds.get(key)!;
  };
  const newcomer = (worker: number, step: number) => ({
    username: `Newcomer ${worker}-${step}`,
    email: `newcomer-${worker}-${step}@example.org`,
    password: 'pwani-2026',
  });
  const acked = {
    comments: [] as string[],
    videos: [] as string[],
    songs: [] as string[],
    likes: 0,
    accounts: [] as string[],
  };

  const actions: CrowdAction[] = [
    {
      name: 'read articles',
      kind: 'read',
      weight: 20,
      request: () => requestOf(pages.getArticles, { query: { priority: 'all' } }),
    },
    {
      name: 'read products',
      kind: 'read',
      weight: 15,
      request: () => requestOf(shop.fetchProducts),
    },
    {
      name: 'read news',
      kind: 'read',
      weight: 10,
      request: () => requestOf(news.getNews),
    },
    {
      name: 'read own session',
      kind: 'read',
      weight: 10,
      request: (worker) => ({
        ...requestOf(users.me),
        headers: { cookie: memberOf(worker).cookie },
      }),
    },
    {
      name: 'like',
      kind: 'write',
      weight: 15,
      request: () => ({
        ...requestOf(pages.likeArticle),
        ...json(undefined, { articleId: liked.id }),
      }),
      acknowledged: () => (acked.likes += 1),
    },
    {
      name: 'comment',
      kind: 'write',
      weight: 12,
      request: (worker, step) => {
        const member = memberOf(worker);
        const comment = commentText(worker, step);
        return {
          ...requestOf(pages.addComment),
          ...json(member, { articleId: liked.id, comment, userId: member.id }),
        };
      },
      acknowledged: (worker, step) => acked.comments.push(commentText(worker, step)),
    },
    {
      name: 'login',
      kind: 'account',
      weight: 8,
      request: (worker) => {
        const member = memberOf(worker);
        return {
          ...requestOf(users.login),
          ...json(undefined, { email: member.email, password: member.password }),
        };
      },
    },
    {
      name: 'register',
      kind: 'account',
      weight: 2,
      request: (worker, step) => ({
        ...requestOf(users.register),
        ...json(undefined, newcomer(worker, step)),
      }),
      acknowledged: (worker, step) => acked.accounts.push(newcomer(worker, step).email),
    },
    {
      name: 'upload entry',
      kind: 'upload',
      weight: 6,
      request: (worker, step) => {
        const member = memberOf(worker);
        const form = multipartBody({
          user_id: String(member.id),
          videoId: videoIdFor(worker, step),
          youtubedescription: 'crowd',
        });
        return {
          ...requestOf(youtube.createYoutube),
          headers: { cookie: member.cookie, 'content-type': form.contentType },
          body: form.body,
        };
      },
      acknowledged: (worker, step) => acked.videos.push(videoIdFor(worker, step)),
    },
    {
      name: 'upload song',
      kind: 'upload',
      weight: 4,
      request: (worker, step) => {
        const member = memberOf(worker);
        const form = multipartBody(
          {
            user_id: String(member.id),
            song_title: `crowd song ${worker}-${step}`,
            song_artist: 'Crowd',
            small_description: 'Loaded',
            category: 'Traditional',
          },
          {
            song_image: { bytes: assets.webp, name: 'cover.webp', type: 'image/webp' },
            song_file: { bytes: assets.mp3, name: 'song.mp3', type: 'audio/mpeg' },
          },
        );
        return {
          ...requestOf(music.addMusic),
          headers: { cookie: member.cookie, 'content-type': form.contentType },
          body: form.body,
        };
      },
      acknowledged: (worker, step) => acked.songs.push(`crowd song ${worker}-${step}`),
    },
  ];

  const run = await runCrowd(base, CONNECTIONS, SECONDS, actions);

  // A refusal must be one the API document declares for that call, and say why: a 429, or a
  // 503 that says when to try again.
  const document = (await (await fetch(`${base}/api/docs/json`)).json()) as ApiDocument;
  const declared = ({ path, method, status }: Outcome) =>
    String(status) in (document.paths[path]?.[method.toLowerCase()]?.responses ?? {});
  const saysWhy = ({ refusal }: Outcome) => {
    try {
      const { message } = JSON.parse(refusal?.body ?? '') as { message?: unknown };
      return typeof message === 'string' && message.length > 0;
    } catch {
      return false;
    }
  };
  const documentedRefusal = (outcome: Outcome) =>
    (outcome.status === 429 || (outcome.status === 503 && Boolean(outcome.refusal?.retryAfter))) &&
    declared(outcome) &&
    saysWhy(outcome);
  const unexpected = run.outcomes.filter((outcome) => outcome.status >= 300 && !documentedRefusal(outcome));
  const byStatus = new Map<string, number>();
  for (const { action, status } of run.outcomes)
    byStatus.set(`${action} ${status}`, (byStatus.get(`${action} ${status}`) ?? 0) + 1);

  const comments = new Set(
    query<{ comment: string }>(server.dataDir, 'select comment from article_comments').map(
      (row) => row.comment,
    ),
  );
  const videos = new Set(
    query<{ video_id: string }>(server.dataDir, 'select video_id from youtube_entries').map(
      (row) => row.video_id,
    ),
  );
  const songs = new Set(
    query<{ song_title: string }>(server.dataDir, 'select song_title from songs').map(
      (row) => row.song_title,
    ),
  );
  const accounts = new Set(
    query<{ email: string }>(server.dataDir, 'select email from users').map((row) => row.email),
  );
  const [after] = query<{ likes_count: number }>(
    server.dataDir,
    'select likes_count from articles where id = ?',
    liked.id,
  );
  const lost = {
    comments: acked.comments.filter((comment) => !comments.has(comment)).length,
    videos: acked.videos.filter((id) => !videos.has(id)).length,
    songs: acked.songs.filter((title) => !songs.has(title)).length,
    likes: acked.likes - (after!.likes_count - liked.likes_count),
    accounts: acked.accounts.filter((email) => !accounts.has(email)).length,
  };
  const refusedYetStored = run.outcomes.filter(
    (outcome) =>
      outcome.action === 'register' &&
      outcome.status >= 300 &&
      accounts.has(newcomer(outcome.worker, outcome.step).email),
  ).length;

  const spread = (outcomes: Outcome[]) => {
    const latencies = outcomes.map((outcome) => outcome.ms);
    if (latencies.length === 0) return 'none';
    const [p50, p99, max] = [0.5, 0.99, 1].map((q) => quantile(latencies, q));
    return `${p50} / ${p99} / ${max} ms, ${latencies.length} answers`;
  };
  const byAction = (outcomes: Outcome[]) =>
    [...new Set(outcomes.map((outcome) => outcome.action))]
      .map((action) => `${action} ${outcomes.filter((outcome) => outcome.action === action).length}`)
      .join(', ') || 'none';
  const perKind = Object.entries(KINDS).flatMap(([kind, label]) => {
    const names = new Set(actions.filter((action) => action.kind === kind).map((action) => action.name));
    const outcomes = run.outcomes.filter((outcome) => names.has(outcome.action));
    return [
      [`${label}, served: p50 / p99 / max`, spread(outcomes.filter((outcome) => outcome.status < 300))],
      [`${label}, refused: p50 / p99 / max`, spread(outcomes.filter((outcome) => outcome.status >= 300))],
    ];
  });
  recordFigures(`load: ${CONNECTIONS} connections, ${SECONDS} s`, {
    requests: run.outcomes.length,
    'requests a second': Math.round(run.outcomes.length / run.seconds),
    'p50 / p99 / max': spread(run.outcomes),
    ...Object.fromEntries(perKind),
    'rate-limited (429), by action': byAction(run.outcomes.filter((outcome) => outcome.status === 429)),
    'busy (503), by action': byAction(run.outcomes.filter((outcome) => outcome.status === 503)),
    'errors (no answer, or not 2xx or a documented 429/503)': run.failures.length + unexpected.length,
    'acknowledged writes: comments / entries / songs / likes / accounts': `${acked.comments.length} / ${acked.videos.length} / ${acked.songs.length} / ${acked.likes} / ${acked.accounts.length}`,
    'lost writes': lost.comments + lost.videos + lost.songs + lost.likes + lost.accounts,
    'refused registrations stored': refusedYetStored,
  });

  assert.deepEqual(run.failures.slice(0, 5), [], 'every request got an answer');
  assert.deepEqual(
    unexpected.slice(0, 5),
    [],
    `only successes and documented 429s and 503s; by action and status: ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
  assert.deepEqual(
    lost,
    { comments: 0, videos: 0, songs: 0, likes: 0, accounts: 0 },
    'no acknowledged write is lost',
  );
  assert.equal(refusedYetStored, 0, 'a refused registration leaves no account');
  assert.ok(
    acked.comments.length &&
      acked.videos.length &&
      acked.songs.length &&
      acked.likes &&
      acked.accounts.length,
    'each kind of write went through',
  );
});
