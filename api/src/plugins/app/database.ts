import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** `app.db`: the migrated database, closed when the app closes. */
export default fp(
  async (app) => {
    const db = await createDatabase(app.config, { log: app.log, now: app.now });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
