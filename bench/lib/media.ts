/**
 * The copies of songs and reels, on a server of their own with ffmpeg (the other parts' server
 * makes none, so its background jobs do not weigh on their figures):
 * - the bytes a listener downloads for one minute of a song: the normal and the low-data copy
 *   against the 128 kbit/s MP3 uploaded (goal: low-data ≤ 30% of the upload);
 * - a reel in low-data mode: what is fetched before play (the poster at 480 px) and what pressing
 *   play adds (the low-data copy), as the contract has the reels page load them;
 * - API read p99 (the music list, signed in: not from the answer cache) idle and while 20 uploads
 *   are processed (goal: within 1.5× of idle).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as music from 'shared-ui/contracts/music';
import * as reels from 'shared-ui/contracts/reels';
import * as users from 'shared-ui/contracts/users';
import { addressOf } from '../../scripts/lib/api-address.ts';
import { memberSession } from './api.ts';
import { startBenchServer } from './bench-server.ts';
import { load, type LoadFigures } from './load.ts';

export interface MediaFigures {
  song: { seconds: number; uploadPerMinute: number; normalPerMinute: number; lowPerMinute: number };
  reel: { uploadBytes: number; beforePlay: number; afterPlay: number; normalBytes: number };
  reads: { idle: LoadFigures; processing: LoadFigures; uploads: number; processedDuringLoad: number };
}

/** A file ffmpeg makes (a tone, a phone-sized clip). */
function made(name: string, args: string[]): Buffer {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-media-'));
  try {
    const file = path.join(folder, name);
    execFileSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args, file]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const tone = (seconds: number) =>
  made('tone.mp3', [
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `anoisesrc=d=${seconds}:a=0.05`, '-filter_complex', 'amix=inputs=2'],
    ...['-c:a', 'libmp3lame', '-b:a', '128k'],
  ]);

const phoneClip = (seconds: number) =>
  made('clip.mov', [
    ...['-f', 'lavfi', '-i', `testsrc2=size=1080x1920:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`],
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'],
    ...['-c:a', 'aac', '-shortest', '-f', 'mov'],
  ]);

const cover = () => made('cover.jpg', ['-f', 'lavfi', '-i', 'testsrc=size=320x320', '-frames:v', '1']);

async function send(
  base: string,
  url: string,
  cookie: string,
  form: FormData,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${url}`, { method: 'POST', headers: { cookie }, body: form });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function uploadSong(
  base: string,
  member: { cookie: string; userId: number },
  audio: Buffer,
  title: string,
) {
  const form = new FormData();
  const fields = {
    user_id: String(member.userId),
    song_title: title,
    song_artist: 'Bench',
    small_description: 'A tone',
    category: 'Bench',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('song_image', new Blob([new Uint8Array(cover())], { type: 'image/jpeg' }), 'cover.jpg');
  form.append('song_file', new Blob([new Uint8Array(audio)], { type: 'audio/mpeg' }), 'song.mp3');
  return ((await send(base, addressOf(music.addMusic), member.cookie, form)).song as { id: number }).id;
}

type Own = { id: number; processing: { state: string } } & Record<string, unknown>;

/** The member's own songs or reels, as My songs / My reels read them. */
async function own(
  base: string,
  member: { cookie: string; userId: number },
  kind: 'songs' | 'reels',
): Promise<Own[]> {
  const endpoint = kind === 'songs' ? users.getUserMusic : users.getUserReels;
  const answer = await fetch(
    `${base}${addressOf(endpoint, { query: { userid: member.userId, limit: 100 } })}`,
    {
      headers: { cookie: member.cookie },
    },
  );
  return ((await answer.json()) as { data: Own[] }).data;
}

async function whenReady(
  base: string,
  member: { cookie: string; userId: number },
  kind: 'songs' | 'reels',
  id: number,
) {
  for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
    const item = (await own(base, member, kind)).find((entry) => entry.id === id);
    if (item && item.processing.state !== 'processing') return item;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${kind} ${id} was not processed in 10 minutes`);
}

const bytesOf = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;

export async function measureMedia(seconds: number): Promise<MediaFigures> {
  const server = await startBenchServer({ SEED: 'none', FFMPEG_PATH: 'ffmpeg', FFPROBE_PATH: 'ffprobe' });
  try {
    const base = server.url;
    const member = await memberSession(base);
    const length = seconds >= 10 ? 180 : 60;
    const audio = tone(length);
    const song = await whenReady(base, member, 'songs', await uploadSong(base, member, audio, 'bench tone'));
    const perMinute = (bytes: number) => Math.round((bytes * 60) / length);
    const songFigures = {
      seconds: length,
      uploadPerMinute: perMinute(audio.length),
      normalPerMinute: perMinute(await bytesOf(`${base}/api/${song.song_normal_url}`)),
      lowPerMinute: perMinute(await bytesOf(`${base}/api/${song.song_low_url}`)),
    };

    const clip = phoneClip(10);
    const form = new FormData();
    form.append('user_id', String(member.userId));
    form.append('description', 'bench reel');
    form.append('video1', new Blob([new Uint8Array(clip)], { type: 'video/quicktime' }), 'clip.mov');
    const reelId = (
      (await send(base, addressOf(reels.createReel), member.cookie, form)).reel as { id: number }
    ).id;
    const reel = await whenReady(base, member, 'reels', reelId);
    const poster = await bytesOf(`${base}/api/images/${String(reel.poster).replace('.webp', '-w480.webp')}`);
    const low = await bytesOf(`${base}/api/videos/${reel.video_low_url}`);
    const reelFigures = {
      uploadBytes: clip.length,
      beforePlay: poster,
      afterPlay: poster + low,
      normalBytes: await bytesOf(`${base}/api/videos/${reel.video_normal_url}`),
    };

    const list = `${base}${addressOf(music.getMusic, { query: { sort: 'recent' } })}`;
    const read = { headers: { cookie: member.cookie } };
    const idle = await load(list, read, seconds, 10);
    const uploads = 20;
    const ids: number[] = [];
    for (let i = 0; i < uploads; i += 1)
      ids.push(await uploadSong(base, member, tone(60), `bench load ${i}`));
    const processing = await load(list, read, seconds, 10);
    const left = (await own(base, member, 'songs')).filter(
      (item) => item.processing.state === 'processing',
    ).length;
    return {
      song: songFigures,
      reel: reelFigures,
      reads: { idle, processing, uploads, processedDuringLoad: uploads - left },
    };
  } finally {
    await server.stop();
  }
}
