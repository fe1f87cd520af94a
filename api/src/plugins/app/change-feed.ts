import fp from 'fastify-plugin';
import { ChangeFeed } from '../../db/change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The changes channel between the server processes sharing the database (db/change-feed.ts):
     * what a process keeps in memory subscribes with `onChange`, writes `announce` what they
     * changed. It carries changes to the other processes once the database is open (database.ts).
     */
    changes: ChangeFeed;
  }
}

/** `app.changes`, before anything that keeps what a write can change (the answer cache). */
export default fp(
  async (app) => {
    app.decorate('changes', new ChangeFeed(app.log));
  },
  { name: 'change-feed' },
);
