import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { RESTART_SIGNAL, runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (cluster.isPrimary && config.workers > 1) runPrimary(config);
else await serve(config);

/** One server process: alone (WORKERS=1) or one of the cluster's workers (api/src/cluster.ts). */
async function serve(config: Config): Promise<void> {
  // A stop asked for while the app starts is kept until it has started, then done the same way.
  let stopAsked: string | undefined;
  let stop = (reason: string) => void (stopAsked ??= reason);
  // Kept listening: a second signal (Ctrl-C, then the primary's SIGTERM) must not kill the drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(`${signal} received`));
  if (cluster.isWorker) {
    // Cut off from the primary (it retires this worker, or it is gone): no more connections come.
    process.once('disconnect', () => stop('disconnected from the primary'));
    // The primary restarts its workers on SIGHUP; one sent to the whole process group is its.
    process.on(RESTART_SIGNAL, () => {});
  }

  const app = await buildApp(config);
  if (!cluster.isWorker) {
    process.on(RESTART_SIGNAL, () =>
      app.log.warn(`${RESTART_SIGNAL} received: a rolling restart needs WORKERS of 2 or more; serving on`),
    );
  }

  let closing = false;
  stop = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: draining, then closing`);
    // Health says not ready, no new connection is taken, the requests in flight finish (within
    // SHUTDOWN_GRACE_MS), then the database and workers close.
    app.drain(config.shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  if (stopAsked) return stop(stopAsked);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.publicUrl} on ${address.replace('0.0.0.0', 'localhost')}`);
  if (!process.env.PUBLIC_URL?.trim() && !['localhost', '127.0.0.1', '::1'].includes(config.host)) {
    app.log.warn(
      `PUBLIC_URL is not set: only ${config.publicUrl} and this machine's loopback names are served; set it to the site's public address`,
    );
  }
}
