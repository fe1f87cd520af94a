/**
 * Debian's ffmpeg (with ffprobe), which the server makes the copies of songs and reels with and
 * the API, end-to-end and hardening suites make their media with, and the check that it is
 * there (installing it when we can, as Chromium is: chromium.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const runs = (command: string) => spawnSync(command, ['-version'], { stdio: 'ignore' }).status === 0;

export function ensureFfmpeg(): void {
  if (runs('ffmpeg') && runs('ffprobe')) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      'The tests need ffmpeg and ffprobe. Install them with ' +
        '`sudo apt-get update && sudo apt-get install -y ffmpeg`, then run `npm test` again.',
    );
  }
  console.log('ffmpeg is missing: installing Debian’s ffmpeg package …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'ffmpeg'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
