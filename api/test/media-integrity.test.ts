import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { isWholeIsoMedia, isWholeMp3 } from '../src/uploads/integrity.ts';
import { asset, mp3, mp4 } from './media-helpers.ts';

test('an MP3 is whole when every frame ends inside the file, tags before and after allowed', () => {
  for (const name of ['ngoma.mp3', 'flute.mp3', 'marimba.mp3', 'chakacha.mp3'])
    assert.ok(isWholeMp3(asset(name)), name);
  const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20)]);
  const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
  assert.ok(isWholeMp3(Buffer.concat([id3, mp3, id3v1])), 'with ID3v2 before and ID3v1 after');

  for (const cut of [mp3.length - 1, Math.floor(mp3.length / 2) + 3, 700])
    assert.ok(!isWholeMp3(mp3.subarray(0, cut)), `cut at ${cut} of ${mp3.length}`);
  assert.ok(!isWholeMp3(Buffer.alloc(0)), 'empty');
  assert.ok(!isWholeMp3(Buffer.concat([mp3, Buffer.from('<?php echo 1; ?>')])), 'something else appended');
  assert.ok(!isWholeMp3(id3), 'a tag and no audio');
});

test('an MP4 is whole when every top-level box ends inside the file and the movie box is there', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'integrity-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const check = async (bytes: Buffer) => {
    const file = path.join(dir, `${Math.random()}.mp4`);
    await writeFile(file, bytes);
    return isWholeIsoMedia(file);
  };
  for (const name of ['sunrise.mp4', 'kaya.mp4', 'dance.mp4']) assert.ok(await check(asset(name)), name);
  for (const cut of [mp4.length - 1, Math.floor(mp4.length / 2), 30])
    assert.ok(!(await check(mp4.subarray(0, cut))), `cut at ${cut} of ${mp4.length}`);
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + body.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom'));
  assert.ok(!(await check(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64))]))), 'no movie box');
  assert.ok(await check(Buffer.concat([ftyp, box('moov', Buffer.alloc(16)), box('mdat', Buffer.alloc(64))])));
});
