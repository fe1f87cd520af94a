/**
 * Draws the shell's media (logos, app icons, the welcome poster and video, the
 * home hero images) as SVG and renders them with sharp (and ffmpeg for the
 * video) into `public/media` and `public/icons`. The outputs are committed;
 * run this again only to change the art:
 *
 *   npx node shell/generate-media.ts            everything (the video needs ffmpeg)
 *   npx node shell/generate-media.ts --no-video everything but the video
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  baobab,
  coast,
  dancers,
  favicon,
  kayaForest,
  logoKaya,
  logoNgoma,
  maskable,
  night,
  ocean,
} from './media-art/drawings.ts';

const PUBLIC = path.join(import.meta.dirname, 'public');
const MEDIA = path.join(PUBLIC, 'media');
const ICONS = path.join(PUBLIC, 'icons');

async function webp(source: string, file: string, width: number, quality: number): Promise<void> {
  await sharp(Buffer.from(source)).resize({ width }).webp({ quality, effort: 6 }).toFile(file);
  console.log(`${path.relative(PUBLIC, file)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
}

async function png(source: string, file: string, size: number): Promise<void> {
  await sharp(Buffer.from(source))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.log(`${path.relative(PUBLIC, file)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
}

/** 8 seconds of the coast, looping seamlessly, as WebM (VP9) and MP4 (H.264). */
async function video(): Promise<void> {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    console.log('ffmpeg not found: the welcome video is left as it is.');
    return;
  }
  const frames = mkdtempSync(path.join(os.tmpdir(), 'welcome-frames-'));
  const fps = 24;
  const count = fps * 8;
  try {
    for (let i = 0; i < count; i += 1) {
      await sharp(Buffer.from(coast(i / count)))
        .resize({ width: 960 })
        .png()
        .toFile(path.join(frames, `f${String(i).padStart(4, '0')}.png`));
    }
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(fps),
      '-i',
      path.join(frames, 'f%04d.png'),
    ];
    const encode = (args: string[], file: string) => {
      const result = spawnSync('ffmpeg', [...input, ...args, file], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
      console.log(`${path.relative(PUBLIC, file)}: ${(statSync(file).size / 1024).toFixed(1)} KB`);
    };
    encode(
      ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an'],
      path.join(MEDIA, 'welcome.webm'),
    );
    encode(
      [
        '-c:v',
        'libx264',
        '-crf',
        '30',
        '-preset',
        'veryslow',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-an',
      ],
      path.join(MEDIA, 'welcome.mp4'),
    );
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

mkdirSync(MEDIA, { recursive: true });
mkdirSync(ICONS, { recursive: true });

writeFileSync(path.join(MEDIA, 'logo-kaya.svg'), logoKaya());
writeFileSync(path.join(MEDIA, 'logo-ngoma.svg'), logoNgoma());
writeFileSync(path.join(PUBLIC, 'favicon.svg'), favicon());

await png(logoKaya(512), path.join(ICONS, 'icon-192.png'), 192);
await png(logoKaya(512), path.join(ICONS, 'icon-512.png'), 512);
await png(maskable(512), path.join(ICONS, 'maskable-512.png'), 512);
await png(maskable(512), path.join(ICONS, 'apple-touch-icon.png'), 180);

await webp(coast(), path.join(MEDIA, 'welcome-poster.webp'), 1280, 62);

const heroes = [coast(), kayaForest(), dancers(), ocean(), baobab(), night()];
for (const [i, art] of heroes.entries()) {
  await webp(art, path.join(MEDIA, `hero-${i + 1}.webp`), 1280, 60);
  await webp(art, path.join(MEDIA, `hero-${i + 1}-640.webp`), 640, 60);
}

if (!process.argv.includes('--no-video')) await video();
