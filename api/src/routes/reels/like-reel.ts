import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { likeReel as changeLikes } from '../../db/reels.repository.ts';
import { LikeAnswer, mediaMessages } from '../../schemas/music.ts';
import { LikeReelBody } from '../../schemas/reels.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';
import { SuccessRefusal } from '../../schemas/common.ts';

/** `POST /api/reels/like_reel.php`: guests may like too (the device keeps the liked reel ids). */
const likeReel: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/like_reel.php',
    {
      schema: {
        summary: 'Like a reel ({liked: true}) or take the like back ({liked: false})',
        description: 'Atomic; the count never goes below 0. No login needed.',
        tags: ['reels'],
        body: LikeReelBody,
        response: { 200: LikeAnswer, 400: SuccessRefusal, 404: SuccessRefusal },
      },
      config: { policy: 'public', refusal: 'success', rateLimit: likeRateLimit },
    },
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
