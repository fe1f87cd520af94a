import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { likeReel as likeReelEndpoint } from 'shared-ui/contracts/reels';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { likeReel as changeLikes } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

/** `POST /api/reels/like_reel.php`: guests may like too (the device keeps the liked reel ids). */
const likeReel: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(
    app,
    likeReelEndpoint,
    { tags: ['reels'], config: { refusal: 'success', rateLimit: likeRateLimit } },
    async (request, reply) => {
      const likes = await changeLikes(app.db, request.body.reelId, request.body.liked);
      if (likes === undefined) {
        return reply.code(404).send({ success: false, message: mediaMessages.reelNotFound });
      }
      return { success: true as const, likes_count: likes };
    },
  );
};

export default likeReel;
