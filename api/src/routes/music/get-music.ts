import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findSong, listSongs } from '../../db/songs.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import { MusicQuery, Song, SongDetail, mediaMessages } from '../../schemas/music.ts';
import { SAME_FOR_EVERYONE, sendAsShape } from '../../plugins/app/answer-cache.ts';

const SongList = Type.Array(Song);

/** `GET /api/music/get-music.php`: an array of songs, or one song with `?id=`. */
const getMusic: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get-music.php',
    {
      schema: {
        summary: 'Songs matching a search, in the chosen order; or one song (?id=)',
        description:
          'Without `id`: an array of songs (title or artist words in `search`; `sort` recent, liked or ' +
          'category; `page`/`limit` page through). With `id`: that song, with `album_cover`.',
        tags: ['music'],
        querystring: MusicQuery,
        response: {
          200: Type.Union([SongList, SongDetail]),
          400: StatusAnswer,
          404: StatusAnswer,
        },
      },
    },
    async (request, reply) => {
      const { id, search, sort, page, limit } = request.query;
      if (id !== undefined) {
        const song = await findSong(app.db, id);
        if (!song) return reply.code(404).send({ status: 'error', message: mediaMessages.songNotFound });
        return sendAsShape(reply, SongDetail, { ...song, album_cover: song.song_image_url });
      }
      return app.sendCachedAnswer(
        request,
        reply,
        () => listSongs(app.db, { search, sort: sort || 'recent', limit, offset: (page - 1) * limit }),
        { schema: SongList, byCaller: SAME_FOR_EVERYONE },
      );
    },
  );
};

export default getMusic;
