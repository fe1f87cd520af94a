/**
 * A hidden item's files, asked for at their addresses: once a moderator removes a song, its
 * cover (each width) and its audio answer 410 Gone, kept by no cache, to guests (whole, by
 * range, by HEAD, with a made-up or another member's session cookie, with the name spelt with
 * escapes), and are served, privately, to the song's owner and administrators. Files of items
 * everyone sees keep their year-long caching.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordFigures } from '../lib/figures.ts';
import { addSong, expectStatus, postJson, query, signUp, startSiteWithAdmin } from '../lib/site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import * as adminReports from 'shared-ui/contracts/admin-reports';
import * as reports from 'shared-ui/contracts/reports';

const PUBLIC_FILE = 'public, max-age=31536000, immutable';

/** The addresses of a stored song's files: its cover in each width, its audio. */
function songFiles(dataDir: string, id: number): string[] {
  const [song] = query<{ song_image: string; song_file: string }>(
    dataDir,
    'select song_image, song_file from songs where id = ?',
    id,
  );
  assert.ok(song, `song ${id} is stored`);
  const cover = song.song_image.replace(/\.webp$/, '');
  return [
    `/api/images/${song.song_image}`,
    `/api/images/${cover}-w480.webp`,
    `/api/images/${cover}-w160.webp`,
    `/api/songs/${song.song_file}`,
  ];
}

/** The same address with the file name's first character written as an escape. */
const escaped = (url: string) => {
  const slash = url.lastIndexOf('/') + 1;
  return `${url.slice(0, slash)}%${url.charCodeAt(slash).toString(16).toUpperCase()}${url.slice(slash + 1)}`;
};

test("a removed song's files answer 410 to guests and other members, and are served to its owner and administrators", async (t) => {
  const { server, admin } = await startSiteWithAdmin(t);
  const base = server.url;
  const owner = await signUp(base, 'singer');
  const other = await signUp(base, 'listener');

  const added = async (title: string) => {
    const response = await addSong(base, owner, title);
    await expectStatus(response.clone(), 201, 'add a song');
    return ((await response.json()) as { song: { id: number } }).song.id;
  };
  const removed = await added('Removed song');
  const kept = await added('Kept song');
  const removedFiles = songFiles(server.dataDir, removed);
  const keptFiles = songFiles(server.dataDir, kept);

  const fetchFile = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${base}${url}`, { method, headers });
  for (const url of removedFiles) {
    const before = await fetchFile(url);
    assert.equal(before.status, 200, `${url} before`);
    assert.equal(before.headers.get('cache-control'), PUBLIC_FILE);
  }

  // A member reports the song; a moderator removes it.
  await expectStatus(
    await postJson(
      base,
      addressOf(reports.sendReport),
      { subject: 'song', subject_id: removed, reason: 'scam' },
      other.cookie,
    ),
    201,
    'report',
  );
  await expectStatus(
    await postJson(
      base,
      addressOf(adminReports.decideReports),
      { subject: 'song', subject_id: removed, decision: 'hide', reason: 'Not theirs to share' },
      admin.cookie,
    ),
    200,
    'remove',
  );

  const refusedTries: [string, Record<string, string>, string?][] = [
    ['a guest', {}],
    ['a guest, by HEAD', {}, 'HEAD'],
    ['a guest, by range', { range: 'bytes=0-99' }],
    ['a guest, revalidating', { 'if-modified-since': new Date().toUTCString() }],
    ['a made-up session', { cookie: `sid=${'A'.repeat(43)}` }],
    ['another member', { cookie: other.cookie }],
  ];
  let refused = 0;
  for (const url of removedFiles) {
    for (const [who, headers, method] of refusedTries) {
      for (const address of [url, escaped(url)]) {
        const response = await fetchFile(address, headers, method);
        assert.equal(response.status, 410, `${address} for ${who}`);
        assert.equal(response.headers.get('cache-control'), 'no-store', `${address} for ${who}`);
        assert.equal(response.headers.get('content-type')?.startsWith('application/json'), true);
        refused += 1;
      }
    }
    for (const [who, cookie] of [
      ['its owner', owner.cookie],
      ['an administrator', admin.cookie],
    ] as const) {
      const response = await fetchFile(url, { cookie });
      assert.equal(response.status, 200, `${url} for ${who}`);
      assert.equal(response.headers.get('cache-control'), 'private, no-store', `${url} for ${who}`);
      assert.ok((await response.arrayBuffer()).byteLength > 0);
    }
  }
  for (const url of keptFiles) {
    const response = await fetchFile(url);
    assert.equal(response.status, 200, `${url} of a song everyone sees`);
    assert.equal(response.headers.get('cache-control'), PUBLIC_FILE);
  }
  recordFigures('Hidden media', {
    'files of the removed song': removedFiles.length,
    'requests refused with 410': refused,
  });
});
