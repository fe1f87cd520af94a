import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { texts } from 'shared-ui/texts';
import { listReels } from '../../db/reels.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { OwnListQuery, mediaMessages } from '../../schemas/music.ts';
import { UserReelsAnswer } from '../../schemas/reels.ts';
import { ownListPage, ownListProblem } from '../music/caller.ts';

/** `GET /api/users/get_user_reels.php?userid=`: a member's reels (My Reels). */
const userReels: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_user_reels.php',
    {
      schema: {
        summary: "A member's reels, newest first",
        tags: ['reels'],
        querystring: OwnListQuery,
        response: { 200: UserReelsAnswer, 400: StatusAnswer },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const message = ownListProblem(request.validationError.validation);
        return reply.code(400).send({ status: 'error', message });
      }
      const { userid, page, limit } = request.query;
      const rows = await listReels(app.db, { userId: userid, limit: limit + 1, offset: (page - 1) * limit });
      return ownListPage(rows, page, limit, texts.reels.none, mediaMessages.reelsFound);
    },
  );
};

export default userReels;
