/**
 * `npm run dev -- media`, as the media team runs it: the API in watch mode, the shell's and the
 * media remote's dev servers (hot reload), and the other remotes from their builds. On free ports
 * (`PORT`, `DEV_PORT_SHELL`, `DEV_PORT_MEDIA`) with a data directory of its own; the suite's builds
 * are up to date (npm test builds stale apps first), so it builds nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { texts } from 'shared-ui/texts';
import { media as mediaTexts } from 'shared-ui/texts/media';
import { stories } from 'shared-ui/texts/stories';
import { freePort } from '../../scripts/lib/free-port.ts';
import { expect, reactDomCopies, test } from '../support/fixtures.ts';
import { ROOT } from '../support/environment.ts';

interface RuntimeConfig {
  remotes: Record<string, { entry: string }>;
}

/** Stops a process group: SIGTERM, then SIGKILL for what is left after 10 s. */
async function stopGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; alive() && waited < 10_000; waited += 200)
    await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

/** Every script the page loads from now on. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

/** The bodies of the API's JSON answers the page gets from now on. */
function apiAnswersOf(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.ok())
      bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/**
 * What React's development build says in the console of a misuse of use() from now on: a
 * promise that is not the same from one render to the next, or a component that suspended in
 * use() and then finished without it (whether it does depends on when the code arrives).
 */
function useMisusesOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (/uncached promise|called use\(\)/.test(message.text())) said.push(message.text());
  });
  return said;
}

/** The first song of the music page's list, once it shows, and that it came from the API. */
async function firstSongFromApi(page: Page, answers: Promise<string>[]): Promise<string> {
  const songs = page.getByRole('list', { name: texts.music.list });
  const title = songs.locator('.media-song__title').first();
  await expect(title).toHaveText(/\S/, { timeout: 30_000 });
  const shown = ((await title.textContent()) ?? '').trim();
  const bodies = await Promise.all(answers);
  expect(bodies.some((body) => body.includes(JSON.stringify(shown).slice(1, -1)))).toBe(true);
  return shown;
}

test('npm run dev -- media: media on its dev server with hot reload, the other remotes from their builds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [apiPort, shellPort, mediaPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijikenda-dev-'));
  const shell = `http://localhost:${shellPort}`;
  const media = `http://localhost:${mediaPort}`;

  // Its own process group, so that stopping it stops the API and the dev servers with it.
  const dev = spawn('npm', ['run', 'dev', '--', 'media'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(apiPort),
      DEV_PORT_SHELL: String(shellPort),
      DEV_PORT_MEDIA: String(mediaPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk));

  try {
    // Ready once the shell's dev server lists media from its dev server and stories from the API.
    let config: RuntimeConfig | undefined;
    await expect
      .poll(
        async () => {
          expect(dev.exitCode, output).toBeNull();
          config = await fetch(`${shell}/remotes.json`)
            .then((response) => response.json() as Promise<RuntimeConfig>)
            .catch(() => undefined);
          return [config?.remotes.media?.entry, config?.remotes.stories?.entry];
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toEqual([`${media}/mf-manifest.json`, '/mfe/stories/mf-manifest.json']);
    expect(output).toContain(`${shell}`);

    // The shell's /music: the media remote from its dev server, with its hot reload client.
    const scripts = scriptsOf(page);
    const answers = apiAnswersOf(page);
    await page.goto(`${shell}/music`);
    await expect(page.getByRole('heading', { name: texts.music.title })).toBeVisible({ timeout: 30_000 });
    const title = await firstSongFromApi(page, answers);
    expect(scripts).toContain(`${media}/remoteEntry.js`);
    const mediaEntry = await (await fetch(`${media}/remoteEntry.js`)).text();
    expect(mediaEntry).toContain('webpack-dev-server/client');
    expect(mediaEntry).toContain('webpack/hot/dev-server');

    // Stories from its build, through the API: content-hashed chunks, no dev-server client.
    await page.goto(`${shell}/articles`);
    await expect(page.getByRole('heading', { name: stories.articles.title })).toBeVisible({
      timeout: 30_000,
    });
    expect(scripts).toContain(`${shell}/mfe/stories/remoteEntry.js`);
    expect(scripts.some((url) => /\/mfe\/stories\/.+\.[0-9a-f]{12}\.js$/.test(url))).toBe(true);
    const storiesEntry = await (await fetch(`${shell}/mfe/stories/remoteEntry.js`)).text();
    expect(storiesEntry).not.toContain('webpack-dev-server');
    // One React DOM in the page: the shell's, used by the built remote and the dev one alike.
    expect(await reactDomCopies(page)).toBe(1);

    // The media remote's standalone page, on its own dev server, against the real API; its
    // pages' code loads as each is opened, without a complaint from React.
    const misuses = useMisusesOf(page);
    const standaloneAnswers = apiAnswersOf(page);
    await page.goto(`${media}/music`);
    expect(await firstSongFromApi(page, standaloneAnswers)).toBe(title);
    await page.goto(`${media}/reels`);
    await expect(page.getByRole('heading', { name: mediaTexts.reels.title })).toBeVisible({
      timeout: 30_000,
    });
    expect(misuses).toEqual([]);
  } finally {
    if (dev.pid) await stopGroup(dev.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
