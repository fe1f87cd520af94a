import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { texts } from 'shared-ui/texts';
import {
  createFeaturedVideo,
  deleteFeaturedComment,
  deleteFeaturedVideo,
  reorderFeaturedVideos,
  updateFeaturedVideo,
} from '../../db/featured-videos.repository.ts';
import type * as admin from 'shared-ui/contracts/admin';
import type { RoutesOf } from '../../builders/router.ts';
import { youtubeMessages } from '../../schemas/youtube.ts';
import { MEDIA_KINDS, STORED_NAME } from '../../uploads/media-kinds.ts';
import { VIDEO_ID, youtubeEmbedUrl, youtubeVideoId } from '../../rules/youtube.ts';

const SELF_HOSTED = /\.(mp4|webm|mov)$/;

/**
 * Where a featured video plays from: a YouTube video id or https link (kept as its embed
 * address) or the path of a video stored on this site; null for anything else.
 */
export function featuredVideoUrl(input: string): string | null {
  const value = input.trim();
  const prefix = MEDIA_KINDS.videos.url;
  if (value.startsWith(prefix)) {
    const name = value.slice(prefix.length);
    return STORED_NAME.test(name) && SELF_HOSTED.test(name) ? value : null;
  }
  const videoId = VIDEO_ID.test(value) ? value : youtubeVideoId(value, { httpsOnly: true });
  return videoId ? youtubeEmbedUrl(videoId) : null;
}

type Changes = Static<typeof admin.FeaturedVideoChanges>;

/** The fields sent, trimmed and the address normalised, or the first problem with them. */
function checkFeatured(input: Changes): { values: Changes } | { problem: string } {
  const values: Changes = {};
  for (const field of ['video_name', 'description'] as const) {
    const value = input[field]?.trim();
    if (value === undefined) continue;
    if (!value) return { problem: texts.validation.required(field) };
    values[field] = value;
  }
  if (input.video_url !== undefined) {
    const url = featuredVideoUrl(input.video_url);
    if (!url) return { problem: youtubeMessages.badFeaturedUrl };
    values.video_url = url;
  }
  return { values };
}

/** `/api/admin/featured-videos…`: curating the featured videos of /meta. */
export const featuredVideos = (
  app: FastifyInstance,
): Pick<
  RoutesOf<typeof admin>,
  | 'createFeaturedVideo'
  | 'orderFeaturedVideos'
  | 'updateFeaturedVideo'
  | 'deleteFeaturedVideo'
  | 'removeFeaturedVideo'
  | 'deleteFeaturedComment'
  | 'removeFeaturedComment'
> => {
  const tags = ['admin'];

  const handleRemove = async (id: number, reply: FastifyReply) =>
    (await deleteFeaturedVideo(app.db, id))
      ? reply.send({ status: 'success', message: youtubeMessages.featuredDeleted })
      : reply.code(404).send({ status: 'error', message: youtubeMessages.featuredNotFound });

  const handleRemoveComment = async (id: number, reply: FastifyReply) =>
    (await deleteFeaturedComment(app.db, id))
      ? reply.send({ status: 'success', message: youtubeMessages.featuredCommentDeleted })
      : reply.code(404).send({ status: 'error', message: youtubeMessages.featuredCommentNotFound });

  return {
    createFeaturedVideo: {
      tags,
      handler: async (request, reply) => {
        const checked = checkFeatured(request.body);
        if ('problem' in checked) return reply.code(400).send({ status: 'error', message: checked.problem });
        const { video_name: name, description, video_url: url } = checked.values as Required<Changes>;
        const video = await createFeaturedVideo(app.db, {
          video_name: name,
          video_url: url,
          description,
          created_at: app.now().toISOString(),
        });
        return reply.code(201).send({ status: 'success', message: youtubeMessages.featuredCreated, video });
      },
    },

    orderFeaturedVideos: {
      tags,
      handler: async (request) => {
        await reorderFeaturedVideos(app.db, [...new Set(request.body.ids)]);
        return { status: 'success' as const, message: youtubeMessages.featuredReordered };
      },
    },

    updateFeaturedVideo: {
      tags,
      handler: async (request, reply) => {
        const checked = checkFeatured(request.body);
        if ('problem' in checked) return reply.code(400).send({ status: 'error', message: checked.problem });
        const video = await updateFeaturedVideo(app.db, request.params.id, checked.values);
        if (!video) {
          return reply.code(404).send({ status: 'error', message: youtubeMessages.featuredNotFound });
        }
        return { status: 'success' as const, message: youtubeMessages.featuredUpdated, video };
      },
    },

    deleteFeaturedComment: {
      tags,
      handler: (request, reply) => handleRemoveComment(request.params.id, reply),
    },
    removeFeaturedComment: {
      tags,
      handler: (request, reply) => handleRemoveComment(request.params.id, reply),
    },
    deleteFeaturedVideo: { tags, handler: (request, reply) => handleRemove(request.params.id, reply) },
    removeFeaturedVideo: { tags, handler: (request, reply) => handleRemove(request.params.id, reply) },
  };
};
