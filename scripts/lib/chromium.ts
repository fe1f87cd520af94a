/** Makes sure Debian's Chromium is there for the end-to-end suite, installing it when we can. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `The end-to-end suite needs Chromium at ${CHROMIUM}. Install it with ` +
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
