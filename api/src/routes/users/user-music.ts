import type { FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { getUserMusic } from 'shared-ui/contracts/users';
import { listUserSongs } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';

/** `GET /api/users/get_user_music.php?userid=`: a member's songs (My Music). */
const userMusic: FastifyPluginAsync = async (app) => {
  ownListRoute(app, {
    endpoint: getUserMusic,
    tag: 'music',
    list: (app, userId, window) => listUserSongs(app.db, userId, window),
    none: texts.music.none,
    found: mediaMessages.musicFound,
  });
};

export default userMusic;
