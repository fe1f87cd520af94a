/**
 * @jest-environment node
 */
import path from 'node:path';
import { compile } from './testing.ts';
import { publicFiles } from './public-files.ts';

test('public/ is copied into the build, folders kept', async () => {
  const { read, assets } = await compile(
    {
      'src/main.js': '',
      'public/offline.html': '<p>Offline</p>',
      'public/icons/icon.svg': '<svg/>',
      'public/media/clip.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
    },
    (dir) => [publicFiles(path.join(dir, 'public'))],
  );
  expect(assets).toEqual(expect.arrayContaining(['offline.html', 'icons/icon.svg', 'media/clip.webm']));
  // HTML goes through webpack's HTML minifier in production, as every HTML asset of the build.
  expect(read('offline.html')).toMatch(/^<p>Offline/);
  expect(Buffer.from(read('media/clip.webm'), 'latin1')).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  expect(read('icons/icon.svg')).toBe('<svg/>');
});
