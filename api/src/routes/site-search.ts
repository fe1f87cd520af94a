import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from 'shared-ui/contracts';
import { SEARCH_LIMIT, SiteSearchAnswer, type SiteSearchQuery } from 'shared-ui/contracts/forms';
import type { HandledRoute, PolicyHandler } from '../builders/router.ts';
import { forgetWords, searchSite, type SearchKind } from '../db/site-search.repository.ts';
import { SAME_FOR_EVERYONE } from '../plugins/app/answer-cache.ts';
import { ANSWERS_CHANGED, changesFrom, EVERYTHING, type Domain } from '../plugins/app/cache-domains.ts';
import { describeSearchProblem } from '../schemas/search.ts';
import { todayOf } from './shop/common.ts';

/**
 * The route of a domain's site search endpoint (`shop/search`, `music/search`…): the best
 * matches of one kind (db/site-search.repository.ts). A query the schema refuses (too long, a
 * bad limit) answers 400 with a catalogue text; the answer is the same for everyone, so it is
 * kept in the answer cache (by the day too: products expire). A write that empties the kind's
 * kept answers, on any process, empties its remembered word lists too, so a new word is found
 * with a typo at once.
 */
export function siteSearchRoute<E extends Endpoint>(app: FastifyInstance, kind: SearchKind): HandledRoute<E> {
  app.changes.onChange((change) => {
    if (change !== null && !change.startsWith(ANSWERS_CHANGED)) return;
    const changes = change === null ? EVERYTHING : changesFrom(change);
    if (changes === EVERYTHING || changes.includes(DOMAIN_OF[kind])) forgetWords(app.db, [kind]);
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.validationError) {
      const issue = request.validationError.validation[0];
      return reply.code(400).send({ error: describeSearchProblem(issue?.instancePath ?? '') });
    }
    const { q = '', limit = SEARCH_LIMIT.default } = request.query as SiteSearchQuery;
    return app.sendCachedAnswer(
      request,
      reply,
      () => searchSite(app.db, kind, q, { limit, today: todayOf(app) }),
      { varyBy: () => todayOf(app), schema: SiteSearchAnswer, byCaller: SAME_FOR_EVERYONE },
    );
  };
  return { tags: ['search'], attachValidation: true, handler: handler as unknown as PolicyHandler<E> };
}

/** The domain whose writes change a kind. */
const DOMAIN_OF: Readonly<Record<SearchKind, Domain>> = {
  articles: 'pages',
  news: 'news',
  songs: 'music',
  reels: 'reels',
  products: 'shop',
  members: 'users',
};
