import type { FastifyInstance } from 'fastify';
import type * as reels from 'shared-ui/contracts/reels';
import { REELS_PAGE_SIZE } from 'shared-ui/contracts/reels';
import type { RoutesOf } from '../../builders/router.ts';
import { list } from '../../builders/list-route.ts';
import { findReel, isShownToAll, listReels } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { isAdmin, seesHidden } from '../../auth/policies.ts';
import { report } from 'shared-ui/texts/report';
import { sendGone } from '../../builders/gone.ts';

/** `GET /api/reels/get_reels.php` and `get_reel.php`: the /reels and /share-reel/{reelId} pages. */
export const getReels = (app: FastifyInstance): Pick<RoutesOf<typeof reels>, 'getReels' | 'getReel'> => ({
  getReels: list({
    tags: ['reels'],
    page: ({ page }) => ({ page, limit: REELS_PAGE_SIZE }),
    fetch: (_query, window) => listReels(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, data: items, page, hasMore }),
  }),

  getReel: {
    tags: ['reels'],
    handler: async (request, reply, caller) => {
      const reel = await findReel(app.db, request.query.id);
      // Being processed (or failed, unplayable): its owner's alone; absent for everyone else.
      const unseen = reel && !isShownToAll(reel) && !seesHidden(caller, reel.user_id);
      if (!reel || unseen)
        return reply.code(404).send({ status: 'error', message: mediaMessages.reelNotFound });
      // Hidden by the moderators: gone for everyone but administrators (the console links here).
      if (reel.moderation !== null && !isAdmin(caller)) {
        return sendGone(reply, { status: 'error', message: report.removed });
      }
      return { status: 'success' as const, reel };
    },
  },
});
