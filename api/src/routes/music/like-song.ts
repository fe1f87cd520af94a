import type { FastifyInstance } from 'fastify';
import type * as music from 'shared-ui/contracts/music';
import type { RoutesOf } from '../../builders/router.ts';
import { likeSong as changeLikes } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

/** `POST /api/music/get-music.php/{id}/like`: guests may like too (the device keeps what it liked). */
export const likeSong = (app: FastifyInstance): Pick<RoutesOf<typeof music>, 'likeSong'> => ({
  likeSong: {
    tags: ['music'],
    config: { refusal: 'success', rateLimit: likeRateLimit },
    handler: async (request, reply) => {
      const likes = await changeLikes(app.db, request.params.id, request.body.liked);
      if (likes === undefined) {
        return reply.code(404).send({ success: false, message: mediaMessages.songNotFound });
      }
      return { success: true as const, likes_count: likes };
    },
  },
});
