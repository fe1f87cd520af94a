import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { addMissingVariants } from '../src/uploads/image-variants.ts';
import { IMAGE_WIDTHS, encodeImage, variantName, writeImage } from '../src/uploads/images.ts';
import { createTestEnvironment } from './helpers.ts';

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b35' } })
    .jpeg()
    .toBuffer();

test('an image stored before a width was kept gets that width when the server starts', async (t) => {
  const environment = await createTestEnvironment(t);
  const first = await environment.build();
  // As a store written when only the full and the 480 px widths were kept.
  const name = 'OLDSTOREDIMAGE0000000A.webp';
  const encoded = await encodeImage(await photo(), 'A photo', [IMAGE_WIDTHS.full, IMAGE_WIDTHS.small]);
  await writeImage(first.media, 'shop', name, encoded);
  const shopDir = first.media.dirOf('shop');
  await first.close(); // closing waits for the start's own pass, which may have found it already

  const thumb = variantName(name, IMAGE_WIDTHS.thumb);
  const second = await environment.build();
  await second.close(); // waits for the pass in hand
  assert.ok((await readdir(shopDir)).includes(thumb));
  const restarted = await environment.build();
  const served = await restarted.inject({ method: 'GET', url: `/api/shop/uploads/${thumb}` });
  assert.equal(served.statusCode, 200);
  const meta = await sharp(served.rawPayload).metadata();
  assert.equal(meta.format, 'webp');
  assert.equal(meta.width, 160);
  assert.equal(meta.height, 90);
});

test('a stored file that is not a readable image is left as it is, and the others still get their widths', async (t) => {
  const environment = await createTestEnvironment(t);
  const app = await environment.build();
  const imagesDir = app.media.dirOf('images');
  await writeFile(path.join(imagesDir, 'BROKENIMAGE0000000000A.webp'), 'not an image');
  await writeFile(path.join(imagesDir, 'SONGCOVER00000000000A.jpg'), 'a legacy file name, no variants');
  const name = 'GOODIMAGE000000000000A.webp';
  await writeImage(
    app.media,
    'images',
    name,
    await encodeImage(await photo(), 'A photo', [IMAGE_WIDTHS.full]),
  );

  assert.equal(await addMissingVariants(app.media), 1);
  assert.deepEqual(
    (await readdir(imagesDir)).sort(),
    [
      'BROKENIMAGE0000000000A.webp',
      name,
      variantName(name, IMAGE_WIDTHS.thumb),
      variantName(name, IMAGE_WIDTHS.small),
      'SONGCOVER00000000000A.jpg',
    ].sort(),
  );
  assert.equal(await addMissingVariants(app.media), 0, 'nothing left to do');
});
