import fp from 'fastify-plugin';
import { seedDemoContent } from '../../db/seed/index.ts';

/** Fills an empty database with demo content (SEED=demo, the default); needs the media store. */
export default fp(
  async (app) => {
    if (app.config.seed !== 'demo') return;
    if (await seedDemoContent(app.db, app.media, app.now())) app.log.info('demo content added');
  },
  { name: 'demo-content', dependencies: ['database', 'media'] },
);
