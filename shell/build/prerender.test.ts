/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { loadRenderer } from './documents.ts';
import { prerenderBundle, prerenderConfig } from './prerender.ts';

test('the prerender compiles src/prerender-entry.ts for Node, where the documents plugin loads it', async () => {
  const dir = mkdtempSync(path.join(__dirname, '..', '.build-test-'));
  try {
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    const source = (title: string) =>
      `export function renderDocuments(language: string): Record<string, string> { return { 'index.html': '<h1>${title} ' + language + '</h1>' }; }`;
    writeFileSync(path.join(dir, 'src/prerender-entry.ts'), source('One'));
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(prerenderConfig(dir), (error, result) =>
        error || !result ? reject(error ?? new Error('no stats')) : resolve(result),
      ),
    );
    expect(stats.toString('errors-only')).toBe('');
    expect(loadRenderer(prerenderBundle(dir))('sw')).toEqual({ 'index.html': '<h1>One sw</h1>' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
