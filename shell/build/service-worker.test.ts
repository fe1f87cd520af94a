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

test("another language's documents and texts are not precached (an English visitor never needs them); its offline page is", () => {
  for (const file of ['sw/offline.html', 'main.3f9a1c2b.js'])
    expect([file, precached(file)]).toEqual([file, true]);
  for (const file of [
    'sw/index.html',
    'sw/home.html',
    'sw/manifest.webmanifest',
    'texts-sw-ts.c609aedfb989.js',
    'about-texts-sw-ts.957fa5be29b7.js',
    'small-pages-texts-sw-ts.20b7039ecf0f.js',
  ])
    expect([file, precached(file)]).toEqual([file, false]);
});
