import type { FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { getUserMusic } from 'shared-ui/contracts/users';
import { listUserSongs } from '../../db/songs.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';
import { seesHidden } from '../../auth/policies.ts';

/** `GET /api/users/get_user_music.php?userid=`: a member's songs (My Music). */
const userMusic: FastifyPluginAsync = async (app) => {
  ownListRoute(app, {
    endpoint: getUserMusic,
    tag: 'music',
    // Songs the moderators hid: for their member and administrators alone.
    list: (app, userId, window, caller) => listUserSongs(app.db, userId, window, seesHidden(caller, userId)),
    none: texts.music.none,
    found: mediaMessages.musicFound,
  });
};

export default userMusic;
