import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { texts } from 'shared-ui/texts';
import { listUserSongs } from '../../db/songs.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { OwnListQuery, UserMusicAnswer, mediaMessages } from '../../schemas/music.ts';
import { ownListPage, ownListProblem } from '../music/caller.ts';

/** `GET /api/users/get_user_music.php?userid=`: a member's songs (My Music). */
const userMusic: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_user_music.php',
    {
      schema: {
        summary: "A member's songs, newest first",
        tags: ['music'],
        querystring: OwnListQuery,
        response: { 200: UserMusicAnswer, 400: StatusAnswer },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        const message = ownListProblem(request.validationError.validation);
        return reply.code(400).send({ status: 'error', message });
      }
      const { userid, page, limit } = request.query;
      const rows = await listUserSongs(app.db, userid, { limit: limit + 1, offset: (page - 1) * limit });
      return ownListPage(rows, page, limit, texts.music.none, mediaMessages.musicFound);
    },
  );
};

export default userMusic;
