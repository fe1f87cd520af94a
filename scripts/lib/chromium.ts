/**
 * Debian's Chromium, as the end-to-end suite and the benchmarks launch it, and the check that
 * it is there (installing it when we can).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in CI), no GPU, and none of the background traffic this closed network refuses. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `The end-to-end suite needs Chromium at ${CHROMIUM_PATH}. Install it with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then run `npm test` again.',
    );
  }
  console.log('Chromium is missing: installing Debian’s chromium package …');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
