import type { FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { getUserReels } from 'shared-ui/contracts/users';
import { listReels } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';
import { seesHidden } from '../../auth/policies.ts';

/** `GET /api/users/get_user_reels.php?userid=`: a member's reels (My Reels). */
const userReels: FastifyPluginAsync = async (app) => {
  ownListRoute(app, {
    endpoint: getUserReels,
    tag: 'reels',
    // Reels the moderators hid: for their member and administrators alone.
    list: (app, userId, window, caller) =>
      listReels(app.db, { userId, withHidden: seesHidden(caller, userId), ...window }),
    none: texts.reels.none,
    found: mediaMessages.reelsFound,
  });
};

export default userReels;
