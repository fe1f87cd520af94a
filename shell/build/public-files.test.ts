/**
 * @jest-environment node
 */
import path from 'node:path';
import { compile } from './testing.ts';
import { publicFiles } from './public-files.ts';

test('public/ is copied into the build, folders kept, its templates filled', async () => {
  const { read, assets } = await compile(
    {
      'src/main.js': '',
      'public/offline.html': '<p>Offline</p>',
      'public/icons/icon.svg': '<svg/>',
      'public/media/clip.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      'public/app.webmanifest': '{"name": "NAME"}',
    },
    (dir) => [
      publicFiles(path.join(dir, 'public'), {
        'app.webmanifest': (template) => template.replace('NAME', 'Mijikenda'),
      }),
    ],
  );
  expect(assets).toEqual(
    expect.arrayContaining(['offline.html', 'icons/icon.svg', 'media/clip.webm', 'app.webmanifest']),
  );
  // HTML goes through webpack's HTML minifier in production, as every HTML asset of the build.
  expect(read('offline.html')).toMatch(/^<p>Offline/);
  expect(Buffer.from(read('media/clip.webm'), 'latin1')).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  expect(read('icons/icon.svg')).toBe('<svg/>');
  expect(read('app.webmanifest')).toBe('{"name": "Mijikenda"}');
});

test('a template that is not in public/ fails', () => {
  expect(() => publicFiles(path.join(__dirname, '..', 'public'), { 'missing.json': (t) => t })).toThrow(
    'No missing.json in',
  );
});
