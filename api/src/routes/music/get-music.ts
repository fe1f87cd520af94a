import type { FastifyInstance } from 'fastify';
import type * as music from 'shared-ui/contracts/music';
import { MUSIC_PAGE_SIZE, SongDetailSchema, SongList } from 'shared-ui/contracts/music';
import type { RoutesOf } from '../../builders/router.ts';
import { findSong, listSongs } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { isAdmin, seesHidden } from '../../auth/policies.ts';
import { report } from 'shared-ui/texts/report';
import { SAME_FOR_EVERYONE } from '../../plugins/app/answer-cache.ts';
import { sendAsShape } from '../../plugins/app/shaped-answer.ts';
import { sendGone } from '../../builders/gone.ts';

/** `GET /api/music/get-music.php`: an array of songs, or one song with `?id=`. */
export const getMusic = (app: FastifyInstance): Pick<RoutesOf<typeof music>, 'getMusic'> => ({
  getMusic: {
    tags: ['music'],
    handler: async (request, reply, caller) => {
      // The server fills page and limit with their defaults when they are left out.
      const { id, search, sort, page = 1, limit = MUSIC_PAGE_SIZE } = request.query;
      if (id !== undefined) {
        const song = await findSong(app.db, id);
        // Being processed: its owner's (and administrators') alone; absent for everyone else.
        const unseen = song?.processing.state === 'processing' && !seesHidden(caller, song.user_id);
        if (!song || unseen)
          return reply.code(404).send({ status: 'error', message: mediaMessages.songNotFound });
        // Hidden by the moderators: gone for everyone but administrators (the console links here).
        if (song.moderation !== null && !isAdmin(caller)) {
          return sendGone(reply, { status: 'error', message: report.removed });
        }
        return sendAsShape(reply, SongDetailSchema, { ...song, album_cover: song.song_image_url });
      }
      return app.sendCachedAnswer(
        request,
        reply,
        () => listSongs(app.db, { search, sort: sort || 'recent', limit, offset: (page - 1) * limit }),
        { schema: SongList, byCaller: SAME_FOR_EVERYONE },
      );
    },
  },
});
