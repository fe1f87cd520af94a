import type { FastifyInstance } from 'fastify';
import { texts } from 'shared-ui/texts';
import { isSendableComment } from 'shared-ui/validation';
import type * as youtube from 'shared-ui/contracts/youtube';
import { COMMENT_MAX } from 'shared-ui/contracts/youtube';
import type { RoutesOf } from '../../builders/router.ts';
import { addFeaturedComment } from '../../db/featured-videos.repository.ts';
import { commentRateLimit } from '../../plugins/external/rate-limit.ts';
import { GUEST_NAME, youtubeMessages } from '../../schemas/youtube.ts';
import { fieldNames } from 'shared-ui/texts/fields';

/** `POST /api/youtube/post_comment.php`: members comment under their name, guests as 'Guest'. */
export const postComment = (app: FastifyInstance): Pick<RoutesOf<typeof youtube>, 'postComment'> => ({
  postComment: {
    tags: ['featured videos'],
    config: { refusal: 'success', rateLimit: commentRateLimit },
    payloadUser: { notCaller: () => youtubeMessages.ownNameOnly },
    handler: async (request, reply, author) => {
      const { video_id: videoId, comment: text } = request.body;
      const comment = text.trim();
      if (!isSendableComment(comment)) {
        return reply
          .code(400)
          .send({ success: false, message: texts.validation.required(fieldNames.comment) });
      }
      if (comment.length > COMMENT_MAX) {
        return reply.code(400).send({ success: false, message: youtubeMessages.commentTooLong(COMMENT_MAX) });
      }
      const username = author?.username ?? GUEST_NAME;
      const id = await addFeaturedComment(app.db, {
        video_id: videoId,
        user_id: author?.id ?? null,
        username,
        comment,
        created_at: app.now().toISOString(),
      });
      if (id === undefined) {
        return reply.code(404).send({ success: false, message: youtubeMessages.featuredNotFound });
      }
      return reply
        .code(201)
        .send({ success: true, new_comment_id: id, username, message: youtubeMessages.commentAdded });
    },
  },
});
