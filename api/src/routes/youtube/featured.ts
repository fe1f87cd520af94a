import type { FastifyInstance } from 'fastify';
import type * as youtube from 'shared-ui/contracts/youtube';
import type { EndpointRouteOptions } from '../../builders/endpoint-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import {
  likeFeaturedVideo,
  listFeaturedVideos,
  viewFeaturedVideo,
} from '../../db/featured-videos.repository.ts';
import { youtubeMessages } from '../../schemas/youtube.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

const notFound = () => ({ success: false, message: youtubeMessages.featuredNotFound }) as const;

/** A count that guests may move: refused in the `{success: false, message}` shape, rate limited. */
const counted: EndpointRouteOptions = {
  tags: ['featured videos'],
  config: { refusal: 'success', rateLimit: likeRateLimit },
};

/** `/api/youtube/*`: the featured videos of /meta, their likes and views (guests welcome). */
export const featured = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof youtube>, 'fetchMetadata' | 'likeVideo' | 'viewVideo'> => ({
  fetchMetadata: {
    tags: ['featured videos'],
    handler: async () => ({ success: true as const, videos: await listFeaturedVideos(app.db) }),
  },

  likeVideo: {
    ...counted,
    handler: async (request, reply) => {
      const total = await likeFeaturedVideo(app.db, request.body.video_id);
      if (total === undefined) return reply.code(404).send(notFound());
      return { success: true as const, total_likes: total, message: youtubeMessages.liked };
    },
  },

  viewVideo: {
    ...counted,
    handler: async (request, reply) => {
      const views = await viewFeaturedVideo(app.db, request.body.video_id);
      if (views === undefined) return reply.code(404).send(notFound());
      return { success: true as const, views };
    },
  },
});
