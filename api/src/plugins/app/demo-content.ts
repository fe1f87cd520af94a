import fp from 'fastify-plugin';
import { seedDemoContent } from '../../db/seed/index.ts';
import { itemsWithoutCopies } from '../../media/items.repository.ts';

/**
 * Fills an empty database with demo content (SEED=demo, the default); needs the media store.
 * It runs under the start lock (plugins/app/database.ts), so of processes starting together on
 * an empty database one seeds and the others find content and leave it; the lock is let go here.
 * The demo songs and reels are public at once, as uploaded; their copies are queued with them and
 * made by the runner once the server is up (plugins/app/media-jobs.ts), without holding up the start.
 */
export default fp(
  async (app) => {
    try {
      if (app.config.seed !== 'demo') return;
      if (!(await seedDemoContent(app.db, app.media, app.now()))) return;
      app.log.info('demo content added');
      await app.db.transaction().execute(async (trx) => {
        for (const kind of ['song', 'reel'] as const)
          for (const id of await itemsWithoutCopies(trx, kind)) await app.mediaJobs.queue(trx, kind, id);
      });
    } finally {
      await app.startLock.release();
    }
  },
  { name: 'demo-content', dependencies: ['database', 'media', 'media-jobs'] },
);
