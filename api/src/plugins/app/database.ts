import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { holdStartLock, type HeldLock } from '../../db/start-lock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /**
     * Held from before the migrations until the demo seed is done (plugins/app/demo-content.ts
     * releases it): processes starting together do that work one at a time, so it runs once.
     */
    startLock: HeldLock;
  }
}

/** `app.db`: the migrated database, closed when the app closes. */
export default fp(
  async (app) => {
    const startLock = await holdStartLock(app.config, app.log);
    app.decorate('startLock', startLock);
    // Released at the latest when the server is up or the start fails.
    app.addHook('onReady', () => startLock.release());
    app.addHook('onClose', () => startLock.release());
    let db: Kysely<Database>;
    try {
      db = await createDatabase(app.config, { log: app.log, now: app.now });
    } catch (error) {
      await startLock.release();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
