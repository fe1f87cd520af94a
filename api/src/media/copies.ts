/**
 * Makes the copies of one song or reel: each written to a temp file by ffmpeg, then stored
 * through the media store under a name drawn from the original's (so a retry overwrites
 * rather than adds), and only then handed back for the row to name them. When anything fails,
 * the temp files and whatever was stored are removed: no half-written copy remains.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { encodeImage, removeStoredFile, writeImage } from '../uploads/images.ts';
import type { MediaKind } from '../uploads/media-kinds.ts';
import { newTempPath, type MediaStorage } from '../uploads/storage.ts';
import { problemOf } from './limits.ts';
import type { ItemKind, MediaProblem } from './media.table.ts';
import { ffmpeg, probe, ToolFailed, type MediaTools } from './tools.ts';

/** Loudness for phones: -16 LUFS integrated, true peak -1.5 dB (one pass). */
const LOUDNESS = 'loudnorm=I=-16:TP=-1.5:LRA=11';

/** The most a transcode may take, by the media's length: generous for a shared 2-core machine. */
const timeoutFor = (seconds: number) => 120_000 + seconds * 20_000;

/** A problem the file itself has: retrying will not help. */
export class BadMedia extends Error {
  readonly problem: MediaProblem;

  constructor(problem: MediaProblem, detail: string = problem) {
    super(`the file cannot be processed: ${detail}`);
    this.name = 'BadMedia';
    this.problem = problem;
  }
}

const stemOf = (original: string) => original.replace(/\.[a-z0-9]+$/i, '');

/** The stored names of a song's copies, from its original's (`abc.mp3` → `abc-normal.m4a`). */
export const songCopyNames = (original: string) => ({
  normal: `${stemOf(original)}-normal.m4a`,
  low: `${stemOf(original)}-low.webm`,
});

/** The stored names of a reel's copies and poster, from its original's. */
export const reelCopyNames = (original: string) => ({
  normal: `${stemOf(original)}-normal.mp4`,
  low: `${stemOf(original)}-low.mp4`,
  poster: `${stemOf(original)}-poster.webp`,
});

export interface SongCopies {
  duration: number;
  song_normal: string;
  song_low: string;
}

export interface ReelCopies {
  duration: number;
  video_normal: string;
  video_low: string;
  poster: string;
}

interface Job {
  tools: MediaTools;
  storage: MediaStorage;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** Every file an item's copies may have left in the store (to remove after a failure). */
export async function removeCopies(storage: MediaStorage, kind: ItemKind, original: string): Promise<void> {
  if (kind === 'song') {
    const names = songCopyNames(original);
    await Promise.all([storage.remove('songs', names.normal), storage.remove('songs', names.low)]);
    return;
  }
  const names = reelCopyNames(original);
  await Promise.all([
    storage.remove('videos', names.normal),
    storage.remove('videos', names.low),
    removeStoredFile(storage, 'images', names.poster),
  ]);
}

/** Copies the stored original to a local temp file ffmpeg reads. */
async function fetchOriginal(storage: MediaStorage, kind: MediaKind, name: string): Promise<string> {
  const file = await storage.open(kind, name);
  if (!file) throw new BadMedia('failed', `the original ${name} is not stored`);
  const temp = newTempPath(storage.tempDir);
  try {
    await pipeline(file.body, createWriteStream(temp));
    return temp;
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Probes the original and checks it against the limits: a BadMedia when it is outside them. */
async function probeChecked(tools: MediaTools, kind: ItemKind, file: string): Promise<number> {
  let probed;
  try {
    probed = await probe(tools, file);
  } catch (error) {
    throw new BadMedia('notMedia', (error as Error).message);
  }
  const problem = problemOf(kind, probed);
  if (problem) throw new BadMedia(problem);
  return probed.duration!;
}

/** Runs `work` with temp files that are removed afterwards, whatever happens. */
async function withTemps<T>(temps: string[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
  }
}

/** An ffmpeg failure on a file that probed well: damaged further in (retried, then failed). */
const transcodeFailed = (error: unknown) => (error instanceof ToolFailed ? error : new Error(String(error)));

export async function makeSongCopies(job: Job, original: string): Promise<SongCopies> {
  const { tools, storage } = job;
  const source = await fetchOriginal(storage, 'songs', original);
  const normal = newTempPath(storage.tempDir);
  const low = newTempPath(storage.tempDir);
  const names = songCopyNames(original);
  return withTemps([source, normal, low], async () => {
    const duration = await probeChecked(tools, 'song', source);
    try {
      await ffmpeg(
        tools,
        [
          ...['-i', source, '-filter_complex', `[0:a:0]${LOUDNESS},asplit=2[n][l]`],
          ...[
            '-map',
            '[n]',
            '-c:a',
            'aac',
            '-b:a',
            '96k',
            '-ar',
            '48000',
            '-movflags',
            '+faststart',
            '-f',
            'mp4',
            normal,
          ],
          ...[
            '-map',
            '[l]',
            '-c:a',
            'libopus',
            '-b:a',
            '32k',
            '-vbr',
            'constrained',
            '-ar',
            '48000',
            '-f',
            'webm',
            low,
          ],
        ],
        {
          seconds: duration,
          timeoutMs: timeoutFor(duration),
          onProgress: job.onProgress,
          signal: job.signal,
        },
      );
    } catch (error) {
      throw transcodeFailed(error);
    }
    try {
      await storage.commit('songs', normal, names.normal);
      await storage.commit('songs', low, names.low);
    } catch (error) {
      await removeCopies(storage, 'song', original);
      throw error;
    }
    return { duration, song_normal: names.normal, song_low: names.low };
  });
}

/** A scale filter to at most `side` pixels on the long side, even sizes, never enlarged. */
const scaleTo = (side: number) =>
  `scale=w='if(gte(iw,ih),min(${side},iw),-2)':h='if(gte(iw,ih),-2,min(${side},ih))',setsar=1`;

const H264 = (crf: number, maxrate: string, bufsize: string) => [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
  ...['-crf', String(crf), '-maxrate', maxrate, '-bufsize', bufsize],
  ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-movflags', '+faststart', '-f', 'mp4'],
];

export async function makeReelCopies(job: Job, original: string, label: string): Promise<ReelCopies> {
  const { tools, storage } = job;
  const source = await fetchOriginal(storage, 'videos', original);
  const [normal, low, still] = [0, 1, 2].map(() => newTempPath(storage.tempDir)) as [string, string, string];
  const names = reelCopyNames(original);
  return withTemps([source, normal, low, still], async () => {
    const duration = await probeChecked(tools, 'reel', source);
    try {
      await ffmpeg(
        tools,
        [
          ...[
            '-i',
            source,
            '-filter_complex',
            `[0:v:0]split=2[a][b];[a]${scaleTo(720)}[n];[b]${scaleTo(360)}[l]`,
          ],
          ...['-map', '[n]', '-map', '0:a:0', ...H264(26, '1500k', '3000k'), normal],
          ...['-map', '[l]', '-map', '0:a:0', ...H264(30, '400k', '800k'), low],
        ],
        {
          seconds: duration,
          timeoutMs: timeoutFor(duration),
          onProgress: (percent) => job.onProgress(Math.floor(percent * 0.95)),
          signal: job.signal,
        },
      );
      // The poster: the frame at one second (the first of a shorter reel).
      await ffmpeg(
        tools,
        [
          '-ss',
          duration >= 2 ? '1' : '0',
          '-i',
          source,
          '-frames:v',
          '1',
          '-update',
          '1',
          '-c:v',
          'png',
          '-f',
          'image2',
          still,
        ],
        { seconds: 1, timeoutMs: 60_000, signal: job.signal },
      );
    } catch (error) {
      throw transcodeFailed(error);
    }
    try {
      await storage.commit('videos', normal, names.normal);
      await storage.commit('videos', low, names.low);
      await writeImage(storage, 'images', names.poster, await encodeImage(still, label));
    } catch (error) {
      await removeCopies(storage, 'reel', original);
      throw error;
    }
    return { duration, video_normal: names.normal, video_low: names.low, poster: names.poster };
  });
}
