import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { addMissingVariants } from '../../uploads/image-variants.ts';
import { MEDIA_KIND_NAMES, MEDIA_KINDS, STORED_NAME } from '../../uploads/media-kinds.ts';
import { LocalMediaStorage, type MediaStorage } from '../../uploads/storage.ts';
import { messages } from '../../messages.ts';
import { WorkGate } from '../../work-gate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store (uploads under DATA_DIR/uploads). */
    media: MediaStorage;
    /** Every upload's image encodes take a turn here (uploads/handle-upload.ts): work-gate.ts. */
    imageEncoding: WorkGate;
  }
}

const MB = 1024 * 1024;

/**
 * Uploads and media: multipart parsing (hard ceilings; each field's own limit is
 * enforced by uploads/multipart.ts), the media store, the turns uploads take to
 * encode their images (`app.imageEncoding`, work-gate.ts), and serving stored media at
 * the spec's paths with HTTP Range support (audio and video seek) and long caching
 * (stored names are random and never reused).
 */
export default fp(
  async (app) => {
    const storage = new LocalMediaStorage(path.join(app.config.dataDir, 'uploads'));
    const swept = storage.sweepTemp();
    if (swept) app.log.info(`removed ${swept} unfinished upload(s)`);
    app.decorate('media', storage);
    app.decorate('imageEncoding', new WorkGate(app.config.imageEncoding, messages.uploadsBusy));

    // Widths added since an image was stored are made in the background once the server is
    // up: a large store must not hold up the start. Closing waits for the work in hand.
    let variants: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      variants = addMissingVariants(storage, app.log).then(
        (count) => {
          if (count) app.log.info(`added the missing widths of ${count} stored image(s)`);
        },
        (error: unknown) =>
          app.log.error({ err: error }, 'could not add the missing widths of stored images'),
      );
    });
    app.addHook('onClose', () => variants);

    await app.register(multipart, {
      limits: { fileSize: 50 * MB, files: 6, fields: 40, fieldSize: 100 * 1024, parts: 50 },
    });

    for (const kind of MEDIA_KIND_NAMES) {
      await app.register(fastifyStatic, {
        root: storage.dirOf(kind),
        prefix: MEDIA_KINDS[kind].url,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        cacheControl: false,
        allowedPath: (pathName) => STORED_NAME.test(pathName.replace(/^\//, '')),
        setHeaders: (reply) => {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
        schemaHide: true,
      });
    }
  },
  { name: 'media', dependencies: ['error-handler'] },
);
