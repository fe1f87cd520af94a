import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  likeFeaturedVideo,
  listFeaturedVideos,
  viewFeaturedVideo,
} from '../../db/featured-videos.repository.ts';

import {
  FeaturedVideosAnswer,
  LikeVideoAnswer,
  VideoIdBody,
  ViewVideoAnswer,
  youtubeMessages,
} from '../../schemas/youtube.ts';
import { likeRateLimit } from '../../plugins/external/rate-limit.ts';
import { SuccessRefusal } from '../../schemas/common.ts';

const refusals = { 400: SuccessRefusal, 404: SuccessRefusal };
const notFound = { success: false, message: youtubeMessages.featuredNotFound } as const;

/** `/api/youtube/*`: the featured videos of /meta, their likes and views (guests welcome). */
const featured: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/fetch_metadata.php',
    {
      schema: {
        summary: 'The featured videos, newest first, each with all its comments (newest first)',
        tags: ['featured videos'],
        response: { 200: FeaturedVideosAnswer },
      },
    },
    async () => ({ success: true as const, videos: await listFeaturedVideos(app.db) }),
  );

  app.post(
    '/like_video.php',
    {
      schema: {
        summary: 'Like a featured video',
        description: "Atomic. Once per video per device is the page's rule; no login needed.",
        tags: ['featured videos'],
        body: VideoIdBody,
        response: { 200: LikeVideoAnswer, ...refusals },
      },
      config: { policy: 'public', refusal: 'success', rateLimit: likeRateLimit },
    },
    async (request, reply) => {
      const total = await likeFeaturedVideo(app.db, request.body.video_id);
      if (total === undefined) return reply.code(404).send(notFound);
      return { success: true as const, total_likes: total, message: youtubeMessages.liked };
    },
  );

  app.post(
    '/view_video.php',
    {
      schema: {
        summary: 'Count a view of a featured video',
        description: 'Atomic; no login needed.',
        tags: ['featured videos'],
        body: VideoIdBody,
        response: { 200: ViewVideoAnswer, ...refusals },
      },
      config: { policy: 'public', refusal: 'success', rateLimit: likeRateLimit },
    },
    async (request, reply) => {
      const views = await viewFeaturedVideo(app.db, request.body.video_id);
      if (views === undefined) return reply.code(404).send(notFound);
      return { success: true as const, views };
    },
  );
};

export default featured;
