import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getReel, getReels as getReelsEndpoint, REELS_PAGE_SIZE } from 'shared-ui/contracts/reels';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import { listRoute } from '../../builders/list-route.ts';
import { findReel, listReels } from '../../db/reels.repository.ts';
import { mediaMessages } from '../../schemas/music.ts';
import { isAdmin } from '../../auth/policies.ts';
import { report } from 'shared-ui/texts/report';
import { sendGone } from '../../builders/gone.ts';

/** `GET /api/reels/get_reels.php` and `get_reel.php`: the /reels and /share-reel/{reelId} pages. */
const getReels: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    endpoint: getReelsEndpoint,
    tags: ['reels'],
    page: ({ page }) => ({ page, limit: REELS_PAGE_SIZE }),
    fetch: (_query, window) => listReels(app.db, window),
    answer: ({ items, page, hasMore }) => ({ status: 'success' as const, data: items, page, hasMore }),
  });

  endpointRoute(app, getReel, { tags: ['reels'] }, async (request, reply) => {
    const reel = await findReel(app.db, request.query.id);
    if (!reel) return reply.code(404).send({ status: 'error', message: mediaMessages.reelNotFound });
    // Hidden by the moderators: gone for everyone but administrators (the console links here).
    if (reel.moderation !== null && !isAdmin(request.user)) {
      return sendGone(reply, { status: 'error', message: report.removed });
    }
    return { status: 'success' as const, reel };
  });
};

export default getReels;
