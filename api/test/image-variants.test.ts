import assert from 'node:assert/strict';
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
  await first.close(); // closing waits for the start's own pass, which may have found it already

  const thumb = variantName(name, IMAGE_WIDTHS.thumb);
  const second = await environment.build();
  await second.close(); // waits for the pass in hand
  const restarted = await environment.build();
  assert.ok((await restarted.media.list('shop')).includes(thumb));
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
  await app.media.write('images', 'BROKENIMAGE0000000000A.webp', Buffer.from('not an image'));
  await app.media.write(
    'images',
    'SONGCOVER00000000000A.jpg',
    Buffer.from('a legacy file name, no variants'),
  );
  const name = 'GOODIMAGE000000000000A.webp';
  await writeImage(
    app.media,
    'images',
    name,
    await encodeImage(await photo(), 'A photo', [IMAGE_WIDTHS.full]),
  );

  assert.equal(await addMissingVariants(app.media), 1);
  assert.deepEqual(
    (await app.media.list('images')).sort(),
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
