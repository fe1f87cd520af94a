import type { FastifyPluginAsync } from 'fastify';
import { texts } from 'shared-ui/texts';
import { listReels } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { UserReelsAnswer } from '../../schemas/reels.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';

/** `GET /api/users/get_user_reels.php?userid=`: a member's reels (My Reels). */
const userReels: FastifyPluginAsync = async (app) => {
  ownListRoute(app, {
    url: '/get_user_reels.php',
    summary: "A member's reels, newest first",
    tag: 'reels',
    answer: UserReelsAnswer,
    list: (app, userId, window) => listReels(app.db, { userId, ...window }),
    none: texts.reels.none,
    found: mediaMessages.reelsFound,
  });
};

export default userReels;
