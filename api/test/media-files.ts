/**
 * Real media made by ffmpeg for the tests of the media jobs: a tone, a phone-sized HEVC
 * QuickTime video with sound, and files outside the limits. Each is made once per test run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const folder = mkdtempSync(path.join(tmpdir(), 'media-files-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

const made = new Map<string, Buffer>();

/** Runs ffmpeg with `args` writing `name` (once), and answers its bytes. */
function make(name: string, args: string[]): Buffer {
  const known = made.get(name);
  if (known) return known;
  const file = path.join(folder, name);
  execFileSync('ffmpeg', ['-hide_banner', '-v', 'error', '-y', ...args, file]);
  const bytes = readFileSync(file);
  made.set(name, bytes);
  return bytes;
}

/** An MP3 of a 440 Hz tone, `seconds` long, at 128 kbit/s. */
export const toneMp3 = (seconds = 20) =>
  make(`tone-${seconds}.mp3`, [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
  ]);

/** A long MP3 made fast (silence at a low rate). */
export const silentMp3 = (seconds: number) =>
  make(`silence-${seconds}.mp3`, [
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=8000:cl=mono`,
    '-t',
    String(seconds),
    '-c:a',
    'libmp3lame',
    '-b:a',
    '8k',
  ]);

/** A portrait phone video: HEVC in QuickTime, 1080×1920, with AAC sound. */
export const hevcMov = (seconds = 3) =>
  make(`phone-${seconds}.mov`, [
    ...['-f', 'lavfi', '-i', `testsrc=size=1080x1920:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`],
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'],
    ...['-c:a', 'aac', '-shortest', '-f', 'mov'],
  ]);

/** An H.264 MP4 of `size`, with sound unless `silent`. */
export const h264Mp4 = (size: string, seconds = 2, silent = false) =>
  make(`clip-${size}-${seconds}${silent ? '-silent' : ''}.mp4`, [
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=15:duration=${seconds}`],
    ...(silent ? [] : ['-f', 'lavfi', '-i', `sine=duration=${seconds}`]),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', ...(silent ? [] : ['-c:a', 'aac', '-shortest'])],
    ...['-pix_fmt', 'yuv420p', '-f', 'mp4'],
  ]);

/** What ffprobe says of a file's streams and length. */
export function probeBytes(
  bytes: Buffer,
  name = 'probed',
): { codecs: string[]; width: number; height: number; duration: number } {
  const file = path.join(folder, `${name}-${Math.random().toString(36).slice(2)}`);
  execFileSync('sh', ['-c', 'cat > "$0"', file], { input: bytes });
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,width,height', '-of', 'json', file],
    {
      encoding: 'utf8',
    },
  );
  rmSync(file, { force: true });
  const answer = JSON.parse(out) as {
    streams: { codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  const video = answer.streams.find((stream) => stream.width);
  return {
    codecs: answer.streams.map((stream) => stream.codec_name),
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    duration: Number(answer.format.duration),
  };
}
