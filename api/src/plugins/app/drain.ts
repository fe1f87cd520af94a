import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the server is shutting down: `/api/health` answers 503 from then on. */
    draining: boolean;
    /**
     * Shuts down without losing a request: health says not ready, no new connection is taken,
     * the requests in flight (uploads included) finish, for `graceMs` at most, then the app
     * closes (database, workers).
     */
    drain(graceMs: number): Promise<void>;
  }
}

/**
 * Draining shutdowns (a SIGTERM, a rolling restart). Closing the app closes the listening
 * socket and every idle keep-alive connection at once; a request arriving on a connection still
 * open is served (Fastify would answer it a bare 503 otherwise) with `Connection: close`, so
 * its client moves on, and the health check answers it is not ready.
 */
/**
 * How long after a server stops taking connections its idle keep-alive connections are closed:
 * a client may have sent its next request on one an instant before, and closing it at once
 * would lose that request. Meanwhile a busy connection's next answer says `Connection: close`,
 * so its client moves to another server.
 */
export const IDLE_CLOSE_DELAY_MS = 1_000;

export default fp(
  async (app) => {
    const server = app.server;
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => void setTimeout(closeIdle, IDLE_CLOSE_DELAY_MS).unref();
    app.decorate('draining', false);
    app.decorate('drain', async (graceMs: number) => {
      app.draining = true;
      // Past the grace limit (a client that never finishes its upload) the connections are cut.
      const timer = setTimeout(() => {
        app.log.warn(`requests still in flight after ${graceMs} ms: closing their connections`);
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearTimeout(timer);
      }
    });
  },
  { name: 'drain' },
);
