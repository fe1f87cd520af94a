import fp from 'fastify-plugin';

/** An answer this slow (ms) is always logged. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per logged request, at info, when it has been answered: method, URL, address, status
 * and time. Every failed (5xx) or slow answer is logged, and of the others a random share,
 * REQUEST_LOG_SAMPLE (1 logs every request; 0 only the failed and slow ones). Fastify's own
 * request logging, two lines for every request, is off (app.ts).
 */
export default fp(
  async (app) => {
    if (!['info', 'debug', 'trace'].includes(app.log.level)) return;
    const sample = app.config.requestLogSample;
    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime;
      if (reply.statusCode >= 500 || ms >= SLOW_REQUEST_MS || Math.random() < sample) {
        request.log.info({ req: request, res: reply, responseTime: ms }, 'request completed');
      }
      done();
    });
  },
  { name: 'request-log' },
);
