import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fetchMetadata, likeVideo, viewVideo } from 'shared-ui/contracts/youtube';
import { endpointRoute, type EndpointRouteOptions } from '../../builders/endpoint-route.ts';
import {
  likeFeaturedVideo,
  listFeaturedVideos,
  viewFeaturedVideo,
} from '../../db/featured-videos.repository.ts';
import { youtubeMessages } from '../../schemas/youtube.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';

const notFound = { success: false, message: youtubeMessages.featuredNotFound } as const;

/** A count that guests may move: refused in the `{success: false, message}` shape, rate limited. */
const counted: EndpointRouteOptions = {
  tags: ['featured videos'],
  config: { refusal: 'success', rateLimit: likeRateLimit },
};

/** `/api/youtube/*`: the featured videos of /meta, their likes and views (guests welcome). */
const featured: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, fetchMetadata, { tags: ['featured videos'] }, async () => ({
    success: true as const,
    videos: await listFeaturedVideos(app.db),
  }));

  endpointRoute(app, likeVideo, counted, async (request, reply) => {
    const total = await likeFeaturedVideo(app.db, request.body.video_id);
    if (total === undefined) return reply.code(404).send(notFound);
    return { success: true as const, total_likes: total, message: youtubeMessages.liked };
  });

  endpointRoute(app, viewVideo, counted, async (request, reply) => {
    const views = await viewFeaturedVideo(app.db, request.body.video_id);
    if (views === undefined) return reply.code(404).send(notFound);
    return { success: true as const, views };
  });
};

export default featured;
