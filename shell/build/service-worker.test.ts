/**
 * @jest-environment node
 */
import { NOT_PRECACHED } from './service-worker.ts';

const precached = (file: string) => !NOT_PRECACHED.some((pattern) => pattern.test(file));

test('the service worker precaches the shell, not maps, compressed copies, federation files or large media', () => {
  for (const file of ['main.3f9a1c2b.js', 'index.html', 'home.html', 'offline.html', 'icons/icon-192.png'])
    expect([file, precached(file)]).toEqual([file, true]);
  for (const file of [
    'main.3f9a1c2b.js.map',
    'main.3f9a1c2b.js.br',
    'index.html.gz',
    'main.js.LICENSE.txt',
    'mf-manifest.json',
    'remoteEntry.js',
    'media/hero-1.webp',
    'media/welcome.mp4',
    'icons/icon-512.png',
    'icons/maskable-512.png',
  ])
    expect([file, precached(file)]).toEqual([file, false]);
});
