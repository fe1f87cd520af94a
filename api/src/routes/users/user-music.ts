import type { FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { listUserSongs } from '../../db/songs.repository.ts';
import { UserMusicAnswer, mediaMessages } from '../../schemas/music.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';

/** `GET /api/users/get_user_music.php?userid=`: a member's songs (My Music). */
const userMusic: FastifyPluginAsync = async (app) => {
  ownListRoute(app, {
    url: '/get_user_music.php',
    summary: "A member's songs, newest first",
    tag: 'music',
    answer: UserMusicAnswer,
    list: (app, userId, window) => listUserSongs(app.db, userId, window),
    none: texts.music.none,
    found: mediaMessages.musicFound,
  });
};

export default userMusic;
