import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { MEDIA_KIND_NAMES, MEDIA_KINDS, STORED_NAME } from '../../uploads/media-kinds.ts';
import { LocalMediaStorage, type MediaStorage } from '../../uploads/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store (uploads under DATA_DIR/uploads). */
    media: MediaStorage;
  }
}

const MB = 1024 * 1024;

/**
 * Uploads and media: multipart parsing (hard ceilings; each field's own limit is
 * enforced by uploads/multipart.ts), the media store, and serving stored media at
 * the spec's paths with HTTP Range support (audio and video seek) and long caching
 * (stored names are random and never reused).
 */
export default fp(
  async (app) => {
    const storage = new LocalMediaStorage(path.join(app.config.dataDir, 'uploads'));
    const swept = storage.sweepTemp();
    if (swept) app.log.info(`removed ${swept} unfinished upload(s)`);
    app.decorate('media', storage);

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
