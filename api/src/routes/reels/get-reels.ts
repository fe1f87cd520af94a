import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findReel, listReels } from '../../db/reels.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { REELS_PAGE_SIZE, ReelAnswer, ReelQuery, ReelsAnswer, ReelsQuery } from '../../schemas/reels.ts';

/** `GET /api/reels/get_reels.php` and `get_reel.php`: the /reels and /share-reel/{reelId} pages. */
const getReels: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_reels.php',
    {
      schema: {
        summary: `Everyone's reels, newest first, ${REELS_PAGE_SIZE} a page`,
        tags: ['reels'],
        querystring: ReelsQuery,
        response: { 200: ReelsAnswer, 400: StatusAnswer },
      },
    },
    async (request) => {
      const { page } = request.query;
      const rows = await listReels(app.db, {
        limit: REELS_PAGE_SIZE + 1,
        offset: (page - 1) * REELS_PAGE_SIZE,
      });
      return {
        status: 'success' as const,
        data: rows.slice(0, REELS_PAGE_SIZE),
        page,
        hasMore: rows.length > REELS_PAGE_SIZE,
      };
    },
  );

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
