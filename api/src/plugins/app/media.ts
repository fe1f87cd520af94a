import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { report } from 'shared-ui/texts/report';
import { seesHidden } from '../../auth/policies.ts';
import { sendGone } from '../../builders/gone.ts';
import { listHiddenFiles } from '../../db/hidden-media.repository.ts';
import { fileLock } from '../../db/start-lock.ts';
import { HiddenMedia } from '../../uploads/hidden-media.ts';
import { addMissingVariants } from '../../uploads/image-variants.ts';
import { MEDIA_KIND_NAMES, MEDIA_KINDS, STORED_NAME, type MediaKind } from '../../uploads/media-kinds.ts';
import { LocalMediaStorage, type MediaStorage } from '../../uploads/storage.ts';
import { messages } from '../../messages.ts';
import { WorkGate } from '../../work-gate.ts';
import { readSession } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store (uploads under DATA_DIR/uploads). */
    media: MediaStorage;
    /** Every upload's image encodes take a turn here (uploads/handle-upload.ts): work-gate.ts. */
    imageEncoding: WorkGate;
    /**
     * The stored files of hidden items (uploads/hidden-media.ts): every moderation change calls
     * `invalidate()` once committed.
     */
    hiddenMedia: HiddenMedia;
  }
}

const MB = 1024 * 1024;

/** A public file: its stored name is never reused, so it never changes. */
const PUBLIC_FILE = 'public, max-age=31536000, immutable';
/** A hidden item's file, served to its owner or an administrator: kept by no cache. */
const HIDDEN_FILE = 'private, no-store';

/**
 * Serves one kind of media from its folder. A hidden item's file answers 410 Gone (kept by no
 * cache) to anyone but the item's owner and administrators; only for such a file is the
 * session read, so the others are served without it.
 */
async function serveKind(app: FastifyInstance, kind: MediaKind, hidden: HiddenMedia): Promise<void> {
  // The requests let through to a hidden file (the owner's, an administrator's).
  const allowed = new WeakSet<FastifyRequest>();
  const refuse = (reply: FastifyReply) =>
    sendGone(reply, { status: 'error', message: report.removed }, 'no-store');

  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, sessionOnDemand: true };
    });
    scope.addHook('onRequest', (request, reply, done) => {
      const owners = hidden.ownersOf(kind, (request.params as { '*'?: string })['*'] ?? '');
      if (owners === undefined) return done();
      readSession(app, request).then((user) => {
        if (!owners.some((owner) => seesHidden(user, owner))) return void refuse(reply);
        allowed.add(request);
        done();
      }, done);
    });
    await scope.register(fastifyStatic, {
      root: app.media.dirOf(kind),
      prefix: MEDIA_KINDS[kind].url,
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      // The name served, however the address spelt it: a hidden file only for a request let through.
      allowedPath: (pathName, _root, request) => {
        const name = pathName.replace(/^\//, '');
        return STORED_NAME.test(name) && (hidden.ownersOf(kind, name) === undefined || allowed.has(request));
      },
      setHeaders: (reply, filePath) => {
        const shown = hidden.ownersOf(kind, path.basename(filePath)) === undefined;
        reply.header('cache-control', shown ? PUBLIC_FILE : HIDDEN_FILE);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
      schemaHide: true,
    });
  });
}

/** Adds the missing widths of stored images unless another process is doing it already. */
async function addMissingVariantsOnce(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  const lock = await fileLock(path.join(app.config.dataDir, 'variants.lock'), { wait: false });
  if (!lock) return;
  try {
    const count = await addMissingVariants(storage, app.log);
    if (count) app.log.info(`added the missing widths of ${count} stored image(s)`);
  } finally {
    await lock.release();
  }
}

/**
 * Uploads and media: multipart parsing (hard ceilings; each field's own limit is
 * enforced by uploads/multipart.ts), the media store, the turns uploads take to
 * encode their images (`app.imageEncoding`, work-gate.ts), and serving stored media at
 * the spec's paths with HTTP Range support (audio and video seek) and long caching
 * (stored names are random and never reused), but a hidden item's files (`app.hiddenMedia`).
 */
export default fp(
  async (app) => {
    const storage = new LocalMediaStorage(path.join(app.config.dataDir, 'uploads'));
    const swept = storage.sweepTemp();
    if (swept) app.log.info(`removed ${swept} unfinished upload(s)`);
    app.decorate('media', storage);
    app.decorate('imageEncoding', new WorkGate(app.config.imageEncoding, messages.uploadsBusy));

    // Widths added since an image was stored are made in the background once the server is
    // up: a large store must not hold up the start. Closing waits for the work in hand. Of the
    // processes serving this store, the one holding its lock file does it; the others leave it.
    let variants: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      variants = addMissingVariantsOnce(app, storage).catch((error: unknown) =>
        app.log.error({ err: error }, 'could not add the missing widths of stored images'),
      );
    });
    app.addHook('onClose', () => variants);

    await app.register(multipart, {
      limits: { fileSize: 50 * MB, files: 6, fields: 40, fieldSize: 100 * 1024, parts: 50 },
    });

    const hidden = new HiddenMedia(() => listHiddenFiles(app.db), app.log);
    await hidden.reload();
    app.decorate('hiddenMedia', hidden);
    app.addHook('onClose', async () => hidden.close());

    for (const kind of MEDIA_KIND_NAMES) await serveKind(app, kind, hidden);
  },
  { name: 'media', dependencies: ['error-handler', 'database', 'auth'] },
);
