/**
 * The language of the request being answered, wherever the code that writes a message runs: the
 * route, a builder, the error handler, a hook. Each request runs in its own async context
 * (`AsyncLocalStorage`) from its first hook; the language is read from it when a text is first
 * looked up (the visitor's `lang` cookie, their choice in /settings, else their
 * `Accept-Language`), once per request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageOfRequest, type Language } from 'shared-ui/contracts';

const requests = new AsyncLocalStorage<FastifyRequest>();
const languages = new WeakMap<FastifyRequest, Language>();
/** The requests a text was looked up for in a language other than English. */
const spoken = new WeakSet<FastifyRequest>();

/** The visitor's language of `request`, read once. */
export function languageOf(request: FastifyRequest): Language {
  let language = languages.get(request);
  if (language === undefined) {
    language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
    languages.set(request, language);
  }
  return language;
}

/** The language of the request being answered; English outside any request (start-up, jobs). */
export function requestLanguage(): Language {
  const request = requests.getStore();
  if (!request) return DEFAULT_LANGUAGE;
  const language = languageOf(request);
  if (language !== DEFAULT_LANGUAGE) spoken.add(request);
  return language;
}

/**
 * Runs `work` as part of answering `request`: for what runs outside the request's own context, such
 * as the error handler called from reading a body.
 */
export const answering = <T>(request: FastifyRequest, work: () => T): T => requests.run(request, work);

/**
 * Runs each request of `app` in a context of its own. Reading a request's body runs in the
 * stream's callbacks, outside it: the context is entered again before validation. A JSON answer
 * whose texts were looked up in another language than English says its language.
 */
export function keepRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requests.run(request, done));
  app.addHook('preValidation', (request, _reply, done) => requests.run(request, done));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (spoken.has(request) && String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('content-language', languageOf(request));
    done(null, payload);
  });
}
