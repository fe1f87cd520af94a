import fp from 'fastify-plugin';
import { seedDemoContent } from '../../db/seed/index.ts';

/**
 * Fills an empty database with demo content (SEED=demo, the default); needs the media store.
 * It runs under the start lock (plugins/app/database.ts), so of processes starting together on
 * an empty database one seeds and the others find content and leave it; the lock is let go here.
 */
export default fp(
  async (app) => {
    try {
      if (app.config.seed !== 'demo') return;
      if (await seedDemoContent(app.db, app.media, app.now())) app.log.info('demo content added');
    } finally {
      await app.startLock.release();
    }
  },
  { name: 'demo-content', dependencies: ['database', 'media'] },
);
