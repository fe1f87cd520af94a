import type { FastifyInstance } from 'fastify';
import type * as reels from 'shared-ui/contracts/reels';
import type { RoutesOf } from '../../builders/router.ts';
import { likeReel as changeLikes } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

/** `POST /api/reels/like_reel.php`: guests may like too (the device keeps the liked reel ids). */
export const likeReel = (app: FastifyInstance): Pick<RoutesOf<typeof reels>, 'likeReel'> => ({
  likeReel: {
    tags: ['reels'],
    config: { refusal: 'success', rateLimit: likeRateLimit },
    handler: async (request, reply) => {
      const likes = await changeLikes(app.db, request.body.reelId, request.body.liked);
      if (likes === undefined) {
        return reply.code(404).send({ success: false, message: mediaMessages.reelNotFound });
      }
      return { success: true as const, likes_count: likes };
    },
  },
});
