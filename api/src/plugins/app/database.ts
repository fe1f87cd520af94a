import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { postgresTransport, sqliteTransport, type ChangeTransport } from '../../db/change-feed.ts';
import { createDatabase, creationSchema, sqliteConnectionUnder } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { forgetRememberedSessions, SESSIONS_CHANGED } from '../../db/sessions.repository.ts';
import type { FastifyInstance } from 'fastify';
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

/** How `app.changes` reaches the other processes on this database. */
async function transportFor(app: FastifyInstance, db: Kysely<Database>): Promise<ChangeTransport> {
  const connection = sqliteConnectionUnder(db);
  if (connection) return sqliteTransport(db, connection, app.changes);
  const schema = (await creationSchema(db)) ?? 'public';
  return postgresTransport(db, app.config.databaseUrl!, schema, app.changes, app.log);
}

/**
 * `app.db`: the migrated database, closed when the app closes, and the changes channel the
 * processes sharing it use (`app.changes`): a session ended or changed on one is forgotten by
 * all of them.
 */
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
    try {
      app.changes.connect(db, await transportFor(app, db));
    } catch (error) {
      await db.destroy();
      await startLock.release();
      throw error;
    }
    app.changes.onChange((change) => {
      if (change === null || change === SESSIONS_CHANGED) forgetRememberedSessions(db);
    });
    app.addHook('onClose', async () => {
      await app.changes.close();
      await db.destroy();
    });
  },
  { name: 'database', dependencies: ['change-feed'] },
);
