import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { postgresTransport, sqliteTransport, type ChangeTransport } from '../../db/change-feed.ts';
import { createDatabase, creationSchema, sqliteConnectionUnder } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { forgetRememberedSessions, SESSIONS_CHANGED } from '../../db/sessions.repository.ts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
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
    const db = await createDatabase(app.config, { log: app.log, now: app.now });
    app.decorate('db', db);
    try {
      app.changes.connect(db, await transportFor(app, db));
    } catch (error) {
      await db.destroy();
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
