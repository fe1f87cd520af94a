import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { messages } from './messages.ts';
import { WorkGate } from './work-gate.ts';
import adminRecord from './plugins/app/admin-record.ts';
import answerCache from './plugins/app/answer-cache.ts';
import auth from './plugins/app/auth.ts';
import changeFeed from './plugins/app/change-feed.ts';
import cors from './plugins/external/cors.ts';
import embedAccess from './plugins/app/embed-access.ts';
import database from './plugins/app/database.ts';
import demoContent from './plugins/app/demo-content.ts';
import drain from './plugins/app/drain.ts';
import errorHandler from './plugins/app/error-handler.ts';
import media from './plugins/app/media.ts';
import mediaJobs from './plugins/app/media-jobs.ts';
import remotes from './plugins/app/remotes.ts';
import { requestLogger, SampledRequestLog } from './plugins/app/request-log.ts';
import pageRenderer from './plugins/app/page-renderer.ts';
import web from './plugins/app/web.ts';
import compress from './plugins/external/compress.ts';
import cookie from './plugins/external/cookie.ts';
import helmet from './plugins/external/helmet.ts';
import jsonBody from './plugins/app/json-body.ts';
import language from './plugins/app/language.ts';
import unreadBody from './plugins/app/unread-body.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import servedHosts from './plugins/app/served-hosts.ts';
import swagger from './plugins/external/swagger.ts';
import api from './routes/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock: the current time (tests pass their own). */
    now: () => Date;
    /** Every password hash of a request takes a turn here (login, register): work-gate.ts. */
    passwordHashing: WorkGate;
  }
}

/** Node's HTTP server with the timeouts Fastify gives the one it makes itself. */
function httpServer(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  { keepAliveTimeout, requestTimeout, connectionTimeout }: FastifyHttpOptions<never>,
) {
  const server = createServer(handle);
  if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
  if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
  server.setTimeout(connectionTimeout ?? 0);
  return server;
}

export interface AppOptions {
  now?: () => Date;
}

export type App = FastifyInstance;

/** The whole server (API, front-end builds, remotes.json) as a ready Fastify instance. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  // The answer cache's, once it is in: a ready answer leaves before the framework's own work.
  let answerEarly: App['answerEarly'] = (_request, _response, next) => next();
  const app = Fastify({
    serverFactory: (handler, settings) =>
      httpServer(
        (request, response) => answerEarly(request, response, () => handler(request, response)),
        settings,
      ),
    logger: { level: config.logLevel },
    logController: new SampledRequestLog(config.requestLogSample),
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    // The first start seeds the demo content (hashing, image variants): on a small, busy
    // machine that takes longer than Fastify's 10 s default for a plugin to start.
    pluginTimeout: 120_000,
    // A request arriving on an open connection while the server drains is served (with
    // `Connection: close`): the health check must say it is not ready in its own words
    // (plugins/app/drain.ts), and a request let in is better answered than refused.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('passwordHashing', new WorkGate(config.passwordHashing, () => messages.accountsBusy));

  await app.register(errorHandler);
  // First of the plugins with request hooks: every answer's words are in the visitor's language.
  await app.register(language);
  await app.register(drain);
  // Before any hook that answers (the answer cache): a host the site does not serve gets nothing else.
  await app.register(servedHosts);
  await app.register(jsonBody);
  await app.register(changeFeed);
  // First of the others with request hooks: a guest's cached answer leaves before the rest run.
  await app.register(answerCache);
  answerEarly = app.answerEarly;
  await app.register(unreadBody);
  await app.register(helmet);
  await app.register(cors);
  await app.register(embedAccess);
  await app.register(compress);
  await app.register(cookie);
  await app.register(rateLimit);
  await app.register(database);
  await app.register(auth);
  await app.register(adminRecord);
  await app.register(swagger); // before every route, so each one is documented
  await app.register(media);
  await app.register(mediaJobs);
  await app.register(demoContent);

  await app.register(api, { prefix: '/api' });
  await app.register(remotes);
  await app.register(pageRenderer);
  await app.register(web);

  await app.ready();
  return app;
}
