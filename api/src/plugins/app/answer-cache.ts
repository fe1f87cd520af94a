import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isWriteRoute } from './auth.ts';
import {
  ANSWERS_CHANGED,
  EVERYTHING,
  answersChange,
  changesFrom,
  changesOf,
  domainOf,
  mayHaveChanged,
  type Changes,
} from './cache-domains.ts';
import type { Static, TSchema } from 'typebox';
import { findSessionUser, type SessionUser } from '../../db/sessions.repository.ts';
import { pageVariant } from '../../web/page-variant.ts';
import { chosenEncoding, sendsEncoded } from '../external/compress.ts';
import {
  asAnyGuest,
  bytesOf,
  pageKey,
  readyKey,
  sessionIdInHeader,
  type Answer,
  type Asked,
  type Ready,
} from './ready-answers.ts';
import { drawnForLog } from './request-log.ts';
import { JSON_TYPE, sendAsShape, serializerOf, type SendableBy } from './shaped-answer.ts';

/**
 * How long a cached answer may be served. Writes empty what they changed on every process at
 * once (db/change-feed.ts); this bounds only what no write announces.
 */
export const ANSWER_TTL_MS = 5_000;
/** How long a page made of no API reads may be served. */
const READLESS_PAGE_TTL_MS = 60_000;
const MAX_ANSWERS = 500;
const HTML_TYPE = 'text/html; charset=utf-8';

/** A guest's rendered page: its document and the headers that go with it (its preloads, its Vary). */
export interface CachedPage {
  html: string;
  headers: Readonly<Record<string, string>>;
  /** The API reads it was made of (`music/get-music.php?…`): a write to their domains empties it. */
  reads: readonly string[];
}

export interface CachedAnswerOptions<S extends TSchema = TSchema> {
  /** Whatever else than the URL the answer depends on (read again before a ready answer is sent). */
  varyBy?: () => string;
  /** The answer's schema, when the route's 200 schema is a union of shapes (it types the answer). */
  schema?: S;
  /**
   * What of the caller (null for a guest) the answer depends on, as a key: callers with the
   * same key share the cached answer. `SAME_FOR_EVERYONE` when it depends on nobody. Without
   * it only guests are served from the cache; members' answers are built each time.
   */
  byCaller?: (user: SessionUser | null) => string;
}

/** `byCaller` of an answer that is the same whoever asks: members share the guests' entry. */
export const SAME_FOR_EVERYONE = () => '';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the answer of a public list call, from a short-lived cache of serialized answers,
     * keyed by the whole URL plus `varyBy` (whatever else the answer depends on, such as the day
     * for lists of live products) plus `byCaller`'s key. Only GET requests are served from it;
     * members only where the route says what of the caller its answer depends on (`byCaller`):
     * members may see more than guests, e.g. their own pending articles. `compute` gives the
     * answer object on a miss; it is serialized with the route's response schema (status 200),
     * or with `schema` when that is one shape of several the route answers (a union would check
     * the whole answer against each shape before choosing), and kept as UTF-8 bytes, so a hit
     * sends the same bytes without encoding them again; a client that accepts brotli or gzip gets
     * a copy compressed once for the entry, not on every hit. A write through this server that
     * changed something empties the entries of the domains it can have changed (cache-domains.ts).
     */
    sendCachedAnswer: <R extends FastifyReply, S extends TSchema = TSchema>(
      request: FastifyRequest,
      reply: R,
      compute: () => Promise<TSchema extends S ? SendableBy<R> : Static<S>>,
      options?: CachedAnswerOptions<S>,
    ) => Promise<FastifyReply>;
    /**
     * Sends a guest's rendered page from the same cache, under the same rules: kept for the same
     * time (a page made of no reads a minute: it changes only with a redeploy), emptied by the
     * writes to the domains of the reads it was made of, sent again as it
     * first went out, with the reply's status. The key is `address` (by default the URL) and
     * the page's variant (language, low-data mode). `build` makes the page on a miss (one build
     * at a time per key); when it gives null nothing is sent and the answer is false. `deployed`
     * says what is deployed of the apps that render it: a page rendered before a redeploy is not
     * sent after it.
     */
    /**
     * Tells where a guest's request for an address that is no page finds its 'not found' page
     * (the `address` it is sent from the cache at), or undefined when it is a page or that cannot
     * be told at once: such a request is then answered from the ready entries too.
     */
    whereNotFound: (find: (request: FastifyRequest) => string | undefined) => void;
    /** Sends a ready API answer before the framework sees the request, else calls `next` (below). */
    answerEarly: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
    sendCachedPage: (
      request: FastifyRequest,
      reply: FastifyReply,
      build: () => Promise<CachedPage | null>,
      deployed: () => string,
      address?: string,
    ) => Promise<boolean>;
  }
}

/**
 * A cache of public list answers: under load most requests are guests reading the same first
 * pages, and building such an answer costs a few queries and a serialization each time.
 */
export default fp(
  async (app) => {
    const answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
    // By URL: the answers guests were last sent from the cache, with their headers.
    const ready = new LRUCache<string, Ready>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
    // Counts the writes that emptied something, answered (their changes stored by then); by
    // domain, the count when one last emptied it. An answer whose computation began before a
    // write emptied one of its domains is not kept. The TTL bounds anything this cannot see.
    let generation = 0;
    let everythingEmptiedAt = 0;
    const emptiedAt = new Map<string, number>();
    const emptiedSince = (domains: readonly string[], since: number) =>
      everythingEmptiedAt > since || domains.some((domain) => (emptiedAt.get(domain) ?? 0) > since);

    const forget = (changes: Changes) => {
      if (changes.length === 0) return;
      generation += 1;
      if (changes === EVERYTHING) {
        everythingEmptiedAt = generation;
        answers.clear();
        ready.clear();
        return;
      }
      const domains: readonly string[] = changes;
      for (const domain of domains) emptiedAt.set(domain, generation);
      const changed = (answer: Answer) => answer.domains.some((domain) => domains.includes(domain));
      for (const [key, answer] of [...answers.entries()]) if (changed(answer)) answers.delete(key);
      for (const [key, entry] of [...ready.entries()]) if (changed(entry.answer)) ready.delete(key);
    };
    // Every process sharing the database empties what a write on any of them changed
    // (db/change-feed.ts); anything may have changed when the channel lost some changes.
    app.changes.onChange((change) => {
      if (change === null) forget(EVERYTHING);
      else if (change.startsWith(ANSWERS_CHANGED)) forget(changesFrom(change));
    });
    // Only routes that can write get the hook: a read pays nothing for it. A refused write
    // (a 4xx: a guest's, a bad request, one past its rate limit) empties nothing. The write is
    // acknowledged once every process has been told: then a read on any of them is current.
    app.addHook('onRoute', (route) => {
      if (!isWriteRoute(route)) return;
      const changes = changesOf(route.url);
      const own = route.onSend ?? [];
      route.onSend = [
        ...(Array.isArray(own) ? own : [own]),
        async (request, reply, payload) => {
          const changed = mayHaveChanged(reply.statusCode) ? changes(request) : [];
          if (changed.length > 0) await app.changes.announce(answersChange(changed));
          return payload;
        },
      ];
    });

    /**
     * A guest asking again for an answer the cache holds gets it as the first guest did, bytes
     * and headers (security headers, CORS for the embed, encoding), before any other hook
     * runs: they would set the same headers again, and the route would read the same query and
     * find the same entry. On a cached list that work was half of the server's.
     */
    const writeReady = (
      asked: Asked,
      response: ServerResponse,
      entry: Ready,
      before?: () => void,
    ): boolean => {
      const variant = chosenEncoding(asked, entry.answer.bytes.length) ?? 'as-is';
      const headers = entry.answer.sent[variant];
      if (headers === undefined || !entry.current()) return false;
      before?.();
      response.writeHead(entry.status, headers);
      response.end(bytesOf(entry.answer, variant));
      return true;
    };
    const sendReady = (request: FastifyRequest, reply: FastifyReply, entry: Ready): boolean =>
      writeReady(request, reply.raw, entry, () => reply.hijack());
    // Where a page that is no page was rendered (web.ts tells): a guest's 'not found' page is ready too.
    let notFoundAddressOf: (request: FastifyRequest) => string | undefined = () => undefined;
    app.decorate('whereNotFound', (find: typeof notFoundAddressOf) => {
      notFoundAddressOf = find;
    });
    const readyFor = (request: FastifyRequest) => {
      const entry = ready.get(readyKey(request));
      if (entry !== undefined) return entry;
      const address = notFoundAddressOf(request);
      return address === undefined ? undefined : ready.get(pageKey(address, request));
    };
    app.addHook('onRequest', (request, reply, done) => {
      // What other processes changed is taken in before anything is served from memory.
      app.changes.catchUp();
      if (asAnyGuest(request)) {
        const entry = readyFor(request);
        if (entry === undefined || !sendReady(request, reply, entry)) done();
        return;
      }
      sendReadyToMember(request, reply, done);
    });

    /**
     * A member whose answer the route takes from the guests' entry gets it the same way, as
     * early: the session is looked up here (remembered, so without a query), and the other
     * request hooks, the routing and the route's own would only send the same bytes with the
     * same headers. Anything unusual (no ready entry, a cookie this does not read, a session
     * unknown) goes the whole way, where the session is read again as always. API reads only.
     */
    const sendReadyToMember = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const found = memberEntry(request);
      if (found === undefined) return done();
      found.then((entry) => {
        if (entry === undefined) return done();
        request.user = entry.user;
        if (!sendReady(request, reply, entry.ready)) done();
      }, done);
    };
    /**
     * The guests' ready entry of an API read a member asks for, when the route gives them the
     * guests' answer: their session looked up (remembered, so without a query). Undefined at
     * once when there is no such entry or the cookie is not one this reads.
     */
    const memberEntry = (asked: Asked) => {
      const wanted =
        asked.method === 'GET' &&
        asked.headers.origin === undefined &&
        asked.url?.startsWith('/api/') === true;
      const entry = wanted ? ready.get(asked.url!) : undefined;
      const id = entry === undefined ? null : sessionIdInHeader(asked.headers.cookie);
      if (id === null) return undefined;
      return findSessionUser(app.db, id, app.now()).then((user) =>
        user !== undefined && entry!.sharedWith(user) ? { user, ready: entry! } : undefined,
      );
    };

    /**
     * A ready API answer sent by the HTTP server itself, before the framework sees the request
     * (server.ts): routing, the request objects and every hook cost a ready answer twice what
     * sending it does. Only what any of them would not change: an API read on a host the site
     * serves, asked without an Origin by a guest or by a member the route gives the guests'
     * answer; not while the process drains, nor the requests the request log samples. Anything else, or anything this cannot tell at
     * once, goes to the framework (`next`), where the hooks above serve it from memory too.
     */
    app.decorate('answerEarly', (request: IncomingMessage, response: ServerResponse, next: () => void) => {
      const { url } = request;
      const api =
        request.method === 'GET' && url?.startsWith('/api/') === true && request.headers.origin === undefined;
      if (!api || app.draining || !app.servesHostOf(request)) return next();
      // The requests the request log samples (request-log.ts) go the long way, to be logged.
      if (drawnForLog(request, app.config.requestLogSample)) return next();
      app.changes.catchUp();
      if (asAnyGuest(request)) {
        const entry = ready.get(url);
        if (entry === undefined || !writeReady(request, response, entry)) next();
        return;
      }
      const found = memberEntry(request);
      if (found === undefined) return next();
      found.then((entry) => {
        if (entry === undefined || !writeReady(request, response, entry.ready)) next();
      }, next);
    });

    /**
     * A member's request for an answer the route gives guests too (`byCaller`), as a guest
     * would ask it (a GET, no Origin): it goes out with a guest's headers (those of a session,
     * `set-cookie`, are never kept), so it may make the entry ready as a guest's would.
     */
    const sharedWithGuests = (request: FastifyRequest, entry: Omit<Ready, 'answer' | 'status'>) =>
      request.user !== null &&
      request.method === 'GET' &&
      request.headers.origin === undefined &&
      entry.sharedWith(request.user);

    /**
     * Sends a cached answer, compressed once per entry and encoding rather than on every request.
     * The first time it goes to a guest (`asAnyGuest`), or to a member the route gives the
     * guests' answer, in some encoding, on a route without a rate limit, the headers it went out
     * with are kept and it is ready (above): members need no guest to have asked first.
     */
    const sendAnswer = (
      request: FastifyRequest,
      reply: FastifyReply,
      answer: Answer,
      entry: Omit<Ready, 'answer' | 'status'>,
      readyAt = readyKey(request),
    ): FastifyReply => {
      reply.type(answer.type ?? JSON_TYPE);
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      const variant = chosenEncoding(request, answer.bytes.length) ?? 'as-is';
      if (
        answer.sent[variant] === undefined &&
        (asAnyGuest(request) || sharedWithGuests(request, entry)) &&
        request.routeOptions.config.rateLimit === undefined
      ) {
        reply.raw.once('finish', () => {
          const status = reply.statusCode;
          if ((status !== 200 && status !== 404) || reply.hasHeader('set-cookie')) return;
          answer.sent[variant] ??= reply.getHeaders() as OutgoingHttpHeaders;
          ready.set(readyAt, { answer, status, ...entry });
        });
      }
      if (variant !== 'as-is') sendsEncoded(reply, variant);
      return reply.send(bytesOf(answer, variant));
    };

    app.decorate(
      'sendCachedAnswer',
      async (
        request: FastifyRequest,
        reply: FastifyReply,
        compute: () => Promise<unknown>,
        { varyBy, schema, byCaller }: CachedAnswerOptions = {},
      ) => {
        if (request.method !== 'GET' || (request.user && !byCaller)) {
          return schema ? sendAsShape(reply, schema, await compute()) : reply.send(await compute());
        }
        // A route's JSON serializer gives a string.
        const serialize = (answer: unknown) =>
          schema ? serializerOf(reply, schema)(answer) : (reply.serialize(answer) as string);
        const varies = varyBy?.() ?? '';
        const key = `${request.url}\n${varies}\n${byCaller?.(request.user) ?? ''}`;
        let answer = answers.get(key);
        if (answer === undefined) {
          const startedIn = generation;
          const domains = [domainOf(request.url)];
          answer = { bytes: Buffer.from(serialize(await compute())), sent: {}, domains };
          if (!emptiedSince(domains, startedIn)) answers.set(key, answer);
        }
        const sent = answer;
        const guests = byCaller?.(null);
        return sendAnswer(request, reply, sent, {
          current: () => answers.get(key) === sent && (varyBy?.() ?? '') === varies,
          sharedWith: (user) => guests !== undefined && byCaller?.(user) === guests,
        });
      },
    );

    // Pages being built, by key: guests asking at once share one build.
    const building = new Map<string, Promise<Answer | null>>();
    app.decorate('sendCachedPage', async (request, reply, build, deployed, address = request.url) => {
      const version = deployed();
      const key = `page\n${address}\n${pageVariant(request)}\n${version}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        let pending = building.get(key);
        if (pending === undefined) {
          const startedIn = generation;
          pending = build().then((page) => {
            const built = page && {
              bytes: Buffer.from(page.html),
              sent: {},
              type: HTML_TYPE,
              headers: page.headers,
              domains: [...new Set(page.reads.map(domainOf))],
            };
            // A page made of no reads (the 'not found' page, the shell's own) changes only with
            // what is deployed, which its key holds, and with the date.
            const ttl = built && built.domains.length === 0 ? READLESS_PAGE_TTL_MS : ANSWER_TTL_MS;
            if (built && !emptiedSince(built.domains, startedIn)) answers.set(key, built, { ttl });
            return built;
          });
          building.set(key, pending);
          void pending.finally(() => building.delete(key)).catch(() => undefined);
        }
        answer = (await pending) ?? undefined;
        if (answer === undefined) return false;
      }
      const sent = answer;
      await sendAnswer(
        request,
        reply,
        sent,
        { current: () => answers.get(key) === sent && deployed() === version, sharedWith: () => false },
        // Every address that is no page shares its 'not found' page's entry.
        address === request.url ? readyKey(request) : pageKey(address, request),
      );
      return true;
    });
  },
  { name: 'answer-cache' },
);
