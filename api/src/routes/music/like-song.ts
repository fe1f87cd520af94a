import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { likeSong as changeLikes } from '../../db/songs.repository.ts';
import { IdParams, LikeAnswer, LikeBody, mediaMessages } from '../../schemas/music.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';
import { SuccessRefusal } from '../../schemas/common.ts';

/** `POST /api/music/get-music.php/{id}/like`: guests may like too (the device keeps what it liked). */
const likeSong: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/get-music.php/:id/like',
    {
      schema: {
        summary: 'Like a song ({liked: true}) or take the like back ({liked: false})',
        description: 'Atomic; the count never goes below 0. No login needed.',
        tags: ['music'],
        params: IdParams,
        body: LikeBody,
        response: { 200: LikeAnswer, 400: SuccessRefusal, 404: SuccessRefusal },
      },
      config: { policy: 'public', refusal: 'success', rateLimit: likeRateLimit },
    },
    async (request, reply) => {
      const likes = await changeLikes(app.db, request.params.id, request.body.liked);
      if (likes === undefined) {
        return reply.code(404).send({ success: false, message: mediaMessages.songNotFound });
      }
      return { success: true as const, likes_count: likes };
    },
  );
};

export default likeSong;
