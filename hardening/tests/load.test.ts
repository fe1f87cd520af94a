/**
 * A crowd on one address, as on a mobile network where thousands share a public address:
 * 500 connections of mixed reads, likes, comments, logins and uploads (60 s in the full run,
 * fewer and shorter in the quick one), against the server with its production settings.
 * Every answer is a success or a documented rate-limit refusal (429), and every write the
 * server acknowledged is in the database afterwards.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { multipartBody, quantile, runCrowd, type Action } from '../lib/load.ts';
import { FULL, assets, query, signUp, startSite, type Member } from '../lib/site.ts';

const CONNECTIONS = FULL ? 500 : 200;
const SECONDS = FULL ? 60 : 10;
const MEMBERS = 40;

test(`${CONNECTIONS} connections of mixed traffic for ${SECONDS} s: only successes and 429s, no write lost`, async (t) => {
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
  const acked = { comments: [] as string[], videos: [] as string[], songs: [] as string[], likes: 0 };

  const actions: Action[] = [
    {
      name: 'read articles',
      weight: 20,
      request: () => ({ method: 'GET', path: '/api/pages/get_articles.php?priority=all' }),
    },
    {
      name: 'read products',
      weight: 15,
      request: () => ({ method: 'GET', path: '/api/shop/fetch_products.php' }),
    },
    { name: 'read news', weight: 10, request: () => ({ method: 'GET', path: '/api/news/getNews.php' }) },
    {
      name: 'read own session',
      weight: 10,
      request: (worker) => ({
        method: 'GET',
        path: '/api/users/me.php',
        headers: { cookie: memberOf(worker).cookie },
      }),
    },
    {
      name: 'like',
      weight: 15,
      request: () => ({
        method: 'POST',
        path: '/api/pages/like_article.php',
        ...json(undefined, { articleId: liked.id }),
      }),
      acknowledged: () => (acked.likes += 1),
    },
    {
      name: 'comment',
      weight: 12,
      request: (worker, step) => {
        const member = memberOf(worker);
        const comment = commentText(worker, step);
        return {
          method: 'POST',
          path: '/api/pages/add_comment.php',
          ...json(member, { articleId: liked.id, comment, userId: member.id }),
        };
      },
      acknowledged: (worker, step) => acked.comments.push(commentText(worker, step)),
    },
    {
      name: 'login',
      weight: 8,
      request: (worker) => {
        const member = memberOf(worker);
        return {
          method: 'POST',
          path: '/api/users/login.php',
          ...json(undefined, { email: member.email, password: member.password }),
        };
      },
    },
    {
      name: 'upload entry',
      weight: 6,
      request: (worker, step) => {
        const member = memberOf(worker);
        const form = multipartBody({
          user_id: String(member.id),
          videoId: videoIdFor(worker, step),
          youtubedescription: 'crowd',
        });
        return {
          method: 'POST',
          path: '/api/youtube/create_youtube.php',
          headers: { cookie: member.cookie, 'content-type': form.contentType },
          body: form.body,
        };
      },
      acknowledged: (worker, step) => acked.videos.push(videoIdFor(worker, step)),
    },
    {
      name: 'upload song',
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
          method: 'POST',
          path: '/api/music/add_music.php',
          headers: { cookie: member.cookie, 'content-type': form.contentType },
          body: form.body,
        };
      },
      acknowledged: (worker, step) => acked.songs.push(`crowd song ${worker}-${step}`),
    },
  ];

  const run = await runCrowd(base, CONNECTIONS, SECONDS, actions);

  const unexpected = run.outcomes.filter((outcome) => outcome.status >= 300 && outcome.status !== 429);
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
  };
  const latencies = run.outcomes.map((outcome) => outcome.ms);
  const rateLimited = run.outcomes.filter((outcome) => outcome.status === 429);
  recordFigures(`load: ${CONNECTIONS} connections, ${SECONDS} s`, {
    requests: run.outcomes.length,
    'requests a second': Math.round(run.outcomes.length / run.seconds),
    'p50 / p99 / max (ms)': `${quantile(latencies, 0.5)} / ${quantile(latencies, 0.99)} / ${quantile(latencies, 1)}`,
    'rate-limited (429), by action':
      [...new Set(rateLimited.map((o) => o.action))]
        .map((action) => `${action} ${rateLimited.filter((o) => o.action === action).length}`)
        .join(', ') || 'none',
    'errors (no answer, or not 2xx/429)': run.failures.length + unexpected.length,
    'acknowledged writes: comments / entries / songs / likes': `${acked.comments.length} / ${acked.videos.length} / ${acked.songs.length} / ${acked.likes}`,
    'lost writes': lost.comments + lost.videos + lost.songs + lost.likes,
  });

  assert.deepEqual(run.failures.slice(0, 5), [], 'every request got an answer');
  assert.deepEqual(
    unexpected.slice(0, 5),
    [],
    `only successes and 429s; by action and status: ${JSON.stringify(Object.fromEntries(byStatus))}`,
  );
  assert.deepEqual(lost, { comments: 0, videos: 0, songs: 0, likes: 0 }, 'no acknowledged write is lost');
  assert.ok(
    acked.comments.length && acked.videos.length && acked.songs.length && acked.likes,
    'each kind of write went through',
  );
});
