import { mkdirSync } from 'node:fs';
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
import { notFound, sendStored } from '../../uploads/media-response.ts';
import { keyOf, S3MediaStorage } from '../../uploads/s3-storage.ts';
import { LocalMediaStorage, sweepTempDir, type MediaStorage } from '../../uploads/storage.ts';
import { messages } from '../../messages.ts';
import { WorkGate } from '../../work-gate.ts';
import { readSession } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store: DATA_DIR/uploads, or the bucket S3_BUCKET names. */
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

/** The change announced when moderation hid or showed an item's files (db/change-feed.ts). */
const HIDDEN_MEDIA_CHANGED = 'hidden-media';

/** A public file: its stored name is never reused, so it never changes. */
const PUBLIC_FILE = 'public, max-age=31536000, immutable';
/** A hidden item's file, served to its owner or an administrator: kept by no cache. */
const HIDDEN_FILE = 'private, no-store';

/**
 * A redirect to a public file's address on the CDN (MEDIA_PUBLIC_URL): kept an hour, so that a
 * file hidden meanwhile stops being sent there soon (its own copy, like any public file's,
 * may stay in a browser's cache).
 */
const REDIRECT = 'public, max-age=3600';

/**
 * Serves one kind of media, from its folder on the local disk or from the bucket. A hidden
 * item's file answers 410 Gone (kept by no cache) to anyone but the item's owner and
 * administrators; only for such a file is the session read, so the others are served without it.
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
    const checkHidden = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const owners = hidden.ownersOf(kind, (request.params as { '*'?: string })['*'] ?? '');
      if (owners === undefined) return done();
      readSession(app, request).then((user) => {
        if (!owners.some((owner) => seesHidden(user, owner))) return void refuse(reply);
        allowed.add(request);
        done();
      }, done);
    };
    scope.addHook('onRequest', (request, reply, done) => {
      // A change another process announced is being read: its answer waits for the set.
      const reading = hidden.reading;
      if (reading)
        return void reading.then(
          () => checkHidden(request, reply, done),
          () => checkHidden(request, reply, done),
        );
      checkHidden(request, reply, done);
    });
    const storage = app.media;
    if (storage instanceof LocalMediaStorage) await serveFolder(scope, kind, { hidden, allowed, storage });
    else serveObjects(scope, kind, { hidden, allowed, storage, refuse, cdn: cdnOf(app) });
  });
}

interface Serving<Storage extends MediaStorage> {
  hidden: HiddenMedia;
  /** The requests let through to a hidden file. */
  allowed: WeakSet<FastifyRequest>;
  storage: Storage;
}

/** Serves a kind from its folder on the local disk (Range, validators and 304 by @fastify/static). */
async function serveFolder(
  scope: FastifyInstance,
  kind: MediaKind,
  { hidden, allowed, storage }: Serving<LocalMediaStorage>,
): Promise<void> {
  await scope.register(fastifyStatic, {
    root: storage.dirOf(kind),
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
}

/** MEDIA_PUBLIC_URL, when media is in a bucket and a CDN serves it. */
const cdnOf = (app: FastifyInstance) =>
  app.config.mediaStore.kind === 's3' ? app.config.mediaStore.publicUrl : undefined;

/**
 * Serves a kind from the bucket, read through the store with the request's Range and the same
 * headers as from the local disk; with a CDN, a public file answers a redirect to its address
 * there instead, and a hidden one is still served here, to those who may see it.
 */
function serveObjects(
  scope: FastifyInstance,
  kind: MediaKind,
  {
    hidden,
    allowed,
    storage,
    refuse,
    cdn,
  }: Serving<MediaStorage> & {
    refuse: (reply: FastifyReply) => FastifyReply;
    cdn: string | undefined;
  },
): void {
  // HEAD is its own route: the one Fastify adds would fetch the whole object and drop it.
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_KINDS[kind].url}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!STORED_NAME.test(name)) return notFound(reply);
      const shown = hidden.ownersOf(kind, name) === undefined;
      if (!shown && !allowed.has(request)) return refuse(reply);
      if (shown && cdn)
        return reply.header('cache-control', REDIRECT).redirect(`${cdn}/${keyOf(kind, name)}`, 302);
      return sendStored(request, reply, storage, kind, name, {
        'cache-control': shown ? PUBLIC_FILE : HIDDEN_FILE,
        'cross-origin-resource-policy': 'cross-origin',
      });
    },
  });
}

/**
 * The store the settings choose: DATA_DIR/uploads, or the bucket (with the uploads in progress
 * on this machine in DATA_DIR/uploads/.tmp, their only use of the local disk).
 */
function openStorage(app: FastifyInstance): MediaStorage {
  const root = path.join(app.config.dataDir, 'uploads');
  const settings = app.config.mediaStore;
  if (settings.kind === 'local') return new LocalMediaStorage(root);
  const tempDir = path.join(root, '.tmp');
  mkdirSync(tempDir, { recursive: true });
  const storage = new S3MediaStorage(settings, tempDir);
  app.addHook('onClose', async () => storage.client.destroy());
  return storage;
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
    const storage = openStorage(app);
    const swept = sweepTempDir(storage.tempDir);
    if (swept) app.log.info(`removed ${swept} unfinished upload(s)`);
    app.decorate('media', storage);
    app.decorate('imageEncoding', new WorkGate(app.config.imageEncoding, () => messages.uploadsBusy));

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

    const hidden = new HiddenMedia(
      () => listHiddenFiles(app.db),
      app.log,
      () => app.changes.announce(HIDDEN_MEDIA_CHANGED),
    );
    // Another process hid or showed an item, or anything may have changed.
    app.changes.onChange((change) => {
      if (change === null || change === HIDDEN_MEDIA_CHANGED) void hidden.refresh();
    });
    await hidden.reload();
    app.decorate('hiddenMedia', hidden);
    app.addHook('onClose', async () => hidden.close());

    for (const kind of MEDIA_KIND_NAMES) await serveKind(app, kind, hidden);
  },
  { name: 'media', dependencies: ['error-handler', 'database', 'auth'] },
);
