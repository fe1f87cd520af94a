import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { ROOT } from '../support/environment.ts';
import { renderedOnServer } from '../support/shell.ts';

/** A digest of every file a deployed app serves. */
function digest(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    try {
      hash.update(file).update(readFileSync(path.join(dir, file)));
    } catch {
      // a folder
    }
  }
  return hash.digest('hex');
}

test('a remote rebuilt and redeployed alone shows its change on reload, the shell untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const webRoot = process.env.E2E_WEB_ROOT as string;
  const shellBefore = digest(path.join(webRoot, 'shell', 'dist'));

  await page.goto('/music');
  await expect(page.getByRole('heading', { name: 'Nyimbo za Mijikenda' })).toBeVisible();
  await expect(page.getByText('new release')).toHaveCount(0);
  expect(await (await page.request.get('/music', { headers: { accept: 'text/html' } })).text()).not.toContain(
    'new release',
  );

  // A new release of the media remote: its own source, changed, built by its own config.
  const work = path.join(ROOT, '.rebuild-mfe-media');
  rmSync(work, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'mfe-media'), work, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  try {
    const page = path.join(work, 'src/features/music/music-page.tsx');
    const source = readFileSync(page, 'utf8');
    // The remote's own markup changes (its texts come from the shell's catalogue).
    const changed = source.replace(
      '<p className="media-subtitle">{t.subtitle}</p>',
      '<p className="media-subtitle">{t.subtitle}: new release</p>',
    );
    expect(changed).not.toBe(source);
    writeFileSync(page, changed);
    const build = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '-c',
        path.join(work, 'webpack.config.ts'),
        '--output-path',
        path.join(webRoot, 'mfe-media', 'dist'),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(build.status, build.stderr + build.stdout).toBe(0);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // The server renders the page with the new release's server entry: no restart, no shell build.
  // It looks at the build files once a second at most (DEPLOY_CHECK_MS).
  // (React writes `<!-- -->` between two texts side by side.)
  const renderedNow = async () =>
    (await (await page.request.get('/music', { headers: { accept: 'text/html' } })).text()).replaceAll(
      '<!-- -->',
      '',
    );
  await expect
    .poll(renderedNow, { timeout: 5_000 })
    .toContain('Songs of the Mijikenda community: new release');
  expect(renderedOnServer(await renderedNow())).toBe(true);
  await page.reload();
  await expect(page.getByText('Songs of the Mijikenda community: new release')).toBeVisible();
  expect(digest(path.join(webRoot, 'shell', 'dist'))).toBe(shellBefore);
});
