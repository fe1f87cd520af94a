/** The site as a client on loopback sees it: a running server, members, and requests to it. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { TestContext } from 'node:test';
import { ROOT } from '../../scripts/lib/apps.ts';
import { startServer, type RunningServer, type StartOptions } from '../../scripts/lib/server-process.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as music from 'shared-ui/contracts/music';
import * as users from 'shared-ui/contracts/users';

/** Whether this is the full run (npm run test:hardening) rather than the quick one in npm test. */
export const FULL = process.env.HARDENING === 'full';

/**
 * Accounts and reports one address may make in an hour, raised: every caller of a test is on
 * loopback, so the production limits per address (a few accounts an hour) would stop a test's
 * second handful of members. A test of those limits sets them itself.
 */
export const MANY_PER_ADDRESS = { REGISTRATIONS_PER_HOUR: '1000000', REPORTS_PER_HOUR: '1000000' };

/**
 * An FFMPEG_PATH with no ffmpeg: songs and reels are public as uploaded, without copies (the
 * media jobs' own test, faults-media-kill.test.ts, sets ffmpeg).
 */
export const WITHOUT_COPIES = { FFMPEG_PATH: '/nonexistent/ffmpeg' };

/** The real server with demo content, stopped after the test at the latest. */
export async function startSite(
  t: TestContext,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const server = await startServer({ SEED: 'demo', ...MANY_PER_ADDRESS, ...WITHOUT_COPIES, ...env }, options);
  t.after(() => server.stop());
  return server;
}

/** The administrator account the sites below are started with. */
export const ADMIN = { email: 'admin@example.org', password: 'kaya-admin-2026' };

/** The site with an administrator, signed in, and rate limits loose enough for a test's volume. */
export async function startSiteWithAdmin(t: TestContext): Promise<{ server: RunningServer; admin: Account }> {
  const server = await startSite(t, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  return { server, admin: { ...ADMIN, ...(await logIn(server.url, ADMIN.email, ADMIN.password)) } };
}

/** Real media files: the demo seed's audio and video, and a shell image. */
export const assets = {
  mp3: readFileSync(path.join(ROOT, 'api/src/db/seed/assets/ngoma.mp3')),
  mp4: readFileSync(path.join(ROOT, 'api/src/db/seed/assets/sunrise.mp4')),
  webp: readFileSync(path.join(ROOT, 'shell/public/media/hero-1-640.webp')),
};

/** Someone signed in: a member or the administrator. */
export interface Account {
  id: number;
  email: string;
  password: string;
  cookie: string;
}

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  /** The `Cookie` header of their session. */
  cookie: string;
}

let members = 0;

/** Registers a new member and logs them in. */
export async function signUp(base: string, tag = 'member'): Promise<Member> {
  members += 1;
  const account = {
    username: `${tag} ${process.pid} ${members}`,
    email: `${tag}-${process.pid}-${members}@example.org`,
    password: 'pwani-2026',
  };
  await expectStatus(await postJson(base, addressOf(users.register), account), 201, 'register');
  return { ...account, ...(await logIn(base, account.email, account.password)) };
}

export async function logIn(base: string, email: string, password: string) {
  const response = await postJson(base, addressOf(users.login), { email, password });
  await expectStatus(response.clone(), 200, 'login');
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(sid, 'login sets the sid cookie');
  const { user } = (await response.json()) as { user: { id: number } };
  return { id: user.id, cookie: `sid=${sid}` };
}

/** Fails with the answer's body when its status is not the one expected. */
export async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status)
    assert.fail(`${what}: ${response.status} instead of ${status}: ${await response.text()}`);
}

export function postJson(base: string, url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

export interface FileField {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A multipart POST, as the site's forms send it. */
export function postForm(
  base: string,
  url: string,
  fields: Record<string, string>,
  files: Record<string, FileField> = {},
  cookie?: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fetch(`${base}${url}`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
}

/** The fields of the Add Music form. */
export const songFields = (userId: number, song_title: string) => ({
  user_id: String(userId),
  song_title,
  song_artist: 'Hardening',
  small_description: 'A test song',
  category: 'Traditional',
});

/** The fields of the Sell form, for a product on sale until tomorrow. */
export const productFields = (userId: number) => ({
  user_id: String(userId),
  product_name: 'Kikoi',
  description: 'Handwoven in Malindi',
  price: '1500',
  location: 'Malindi',
  category: 'Clothing',
  contact_whatsapp: '+254712345678',
  expiry_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
});

/** A member adds a song (the demo's MP3 and a cover) with this title, as the Add Music form sends it. */
export function addSong(base: string, member: Member, song_title: string): Promise<Response> {
  return postForm(
    base,
    addressOf(music.addMusic),
    songFields(member.id, song_title),
    {
      song_image: { bytes: assets.webp, name: 'cover.webp', type: 'image/webp' },
      song_file: { bytes: assets.mp3, name: 'song.mp3', type: 'audio/mpeg' },
    },
    member.cookie,
  );
}

/** A request as sent: a JSON body, a form-encoded one, or a multipart form with files. */
export interface Sent {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: { fields: Record<string, string>; files?: Record<string, FileField> };
}

/** Sends a request, as the caller whose `Cookie` header this is (none: a guest). */
export function send(base: string, sent: Sent, cookie?: string): Promise<Response> {
  if (sent.multipart) return postForm(base, sent.url, sent.multipart.fields, sent.multipart.files, cookie);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let body: string | undefined;
  if (sent.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(sent.form).toString();
  } else if (sent.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(sent.json);
  }
  return fetch(`${base}${sent.url}`, { method: sent.method ?? 'POST', headers, body });
}

/** The server's SQLite file, read-only (also while the server runs: WAL lets both read). */
export function openDatabase(dataDir: string): DatabaseSync {
  return new DatabaseSync(path.join(dataDir, 'app.db'), { readOnly: true });
}

/** Rows of a query on the server's SQLite file. */
export function query<T>(dataDir: string, sql: string, ...parameters: (string | number)[]): T[] {
  const db = openDatabase(dataDir);
  try {
    return db.prepare(sql).all(...parameters) as T[];
  } finally {
    db.close();
  }
}
