import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Closing the app stops accepting requests, drains them, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port: config.port, host: config.host });
app.log.info(`serving ${config.publicUrl} on ${address.replace('0.0.0.0', 'localhost')}`);
if (!process.env.PUBLIC_URL?.trim() && !['localhost', '127.0.0.1', '::1'].includes(config.host)) {
  app.log.warn(
    `PUBLIC_URL is not set: only ${config.publicUrl} and this machine's loopback names are served; set it to the site's public address`,
  );
}
