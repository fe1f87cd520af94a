import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRoute } from '../../builders/list-route.ts';
import { findReel, listReels } from '../../db/reels.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { REELS_PAGE_SIZE, ReelAnswer, ReelQuery, ReelsAnswer, ReelsQuery } from '../../schemas/reels.ts';

/** `GET /api/reels/get_reels.php` and `get_reel.php`: the /reels and /share-reel/{reelId} pages. */
const getReels: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    url: '/get_reels.php',
    query: ReelsQuery,
    schema: {
      summary: `Everyone's reels, newest first, ${REELS_PAGE_SIZE} a page`,
      tags: ['reels'],
      response: { 200: ReelsAnswer, 400: StatusAnswer },
    },
    page: ({ page }) => ({ page, limit: REELS_PAGE_SIZE }),
    fetch: (_query, window) => listReels(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, data: items, page, hasMore }),
  });

  app.get(
    '/get_reel.php',
    {
      schema: {
        summary: 'One reel (the shared reel page)',
        tags: ['reels'],
        querystring: ReelQuery,
        response: { 200: ReelAnswer, 400: StatusAnswer, 404: StatusAnswer },
      },
    },
    async (request, reply) => {
      const reel = await findReel(app.db, request.query.id);
      if (!reel) return reply.code(404).send({ status: 'error', message: mediaMessages.reelNotFound });
      return { status: 'success' as const, reel };
    },
  );
};

export default getReels;
