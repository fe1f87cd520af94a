import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { likeSong as likeSongEndpoint } from 'shared-ui/contracts/music';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { likeSong as changeLikes } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

/** `POST /api/music/get-music.php/{id}/like`: guests may like too (the device keeps what it liked). */
const likeSong: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(
    app,
    likeSongEndpoint,
    { tags: ['music'], config: { refusal: 'success', rateLimit: likeRateLimit } },
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
