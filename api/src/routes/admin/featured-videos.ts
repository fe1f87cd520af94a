import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { texts } from 'shared-ui/texts';
import { createFeaturedVideo, deleteFeaturedVideo } from '../../db/featured-videos.repository.ts';
import { StatusAnswer } from '../../schemas/common.ts';
import {
  FeaturedIdParams,
  FeaturedVideoCreated,
  FeaturedVideoInput,
  youtubeMessages,
} from '../../schemas/youtube.ts';
import { MEDIA_KINDS, STORED_NAME } from '../../uploads/media-kinds.ts';
import { youtubeEmbedUrl, youtubeVideoId } from '../../rules/youtube.ts';

const SELF_HOSTED = /\.(mp4|webm|mov)$/;

/**
 * Where a featured video plays from: an https YouTube link (kept as its embed address)
 * or the path of a video stored on this site; null for anything else.
 */
export function featuredVideoUrl(input: string): string | null {
  const value = input.trim();
  const prefix = MEDIA_KINDS.videos.url;
  if (value.startsWith(prefix)) {
    const name = value.slice(prefix.length);
    return STORED_NAME.test(name) && SELF_HOSTED.test(name) ? value : null;
  }
  const videoId = youtubeVideoId(value, { httpsOnly: true });
  return videoId ? youtubeEmbedUrl(videoId) : null;
}

const security = [{ session: [] }];
const errors = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer };

/** `/api/admin/featured-videos…`: curating the featured videos of /meta. */
const featuredVideos: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/featured-videos',
    {
      schema: {
        summary: 'Feature a video on /meta',
        description:
          'video_url: an https YouTube watch or embed address (stored as its embed address), or the ' +
          'path of a video stored on this site (/api/videos/{name}).',
        tags: ['admin'],
        security,
        body: FeaturedVideoInput,
        response: { 201: FeaturedVideoCreated, ...errors },
      },
    },
    async (request, reply) => {
      const name = request.body.video_name.trim();
      const description = request.body.description.trim();
      if (!name)
        return reply.code(400).send({ status: 'error', message: texts.validation.required('video_name') });
      if (!description) {
        return reply.code(400).send({ status: 'error', message: texts.validation.required('description') });
      }
      const url = featuredVideoUrl(request.body.video_url);
      if (!url) return reply.code(400).send({ status: 'error', message: youtubeMessages.badFeaturedUrl });
      const video = await createFeaturedVideo(app.db, {
        video_name: name,
        video_url: url,
        description,
        created_at: app.now().toISOString(),
      });
      return reply.code(201).send({ status: 'success', message: youtubeMessages.featuredCreated, video });
    },
  );

  const remove = {
    schema: {
      summary: 'Stop featuring a video (its comments go with it)',
      tags: ['admin'],
      security,
      params: FeaturedIdParams,
      response: { 200: StatusAnswer, ...errors, 404: StatusAnswer },
    },
  };
  const handleRemove = async (id: number, reply: FastifyReply) =>
    (await deleteFeaturedVideo(app.db, id))
      ? reply.send({ status: 'success', message: youtubeMessages.featuredDeleted })
      : reply.code(404).send({ status: 'error', message: youtubeMessages.featuredNotFound });

  app.post('/featured-videos/:id/delete', remove, (request, reply) => handleRemove(request.params.id, reply));
  app.delete('/featured-videos/:id', remove, (request, reply) => handleRemove(request.params.id, reply));
};

export default featuredVideos;
