import type { FastifyInstance } from 'fastify';
import { isOwnerOrAdmin } from '../../auth/policies.ts';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { validateYoutube } from 'shared-ui/validation';
import type * as youtube from 'shared-ui/contracts/youtube';
import type { RoutesOf } from '../../builders/router.ts';
import {
  createYoutubeEntry,
  deleteYoutubeEntry,
  findYoutubeOwner,
  listUserYoutube,
} from '../../db/youtube.repository.ts';
import { mediaMessages, mediaPayloadUser } from '../../schemas/music.ts';
import { youtubeMessages } from '../../schemas/youtube.ts';
import { firstProblem } from '../../uploads/upload-fields.ts';
import { upload } from '../../builders/upload-route.ts';
import { UploadError } from '../../uploads/upload-error.ts';
import { ownList } from '../../builders/own-list-route.ts';
import { youtubeVideoId, youtubeWatchUrl } from '../../rules/youtube.ts';

/** `/api/youtube/*`: the YouTube videos a member lists as their own (/user/myyoutube, /create). */
export const entries = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof youtube>, 'createYoutube' | 'getUserYoutube' | 'deleteYoutube'> => ({
  createYoutube: upload({
    tags: ['youtube'],
    files: {},
    payloadUser: mediaPayloadUser,
    validate: ({ fields }) => {
      const problem = firstProblem(
        validateYoutube({
          videoId: fields.videoId ?? '',
          youtubedescription: fields.youtubedescription ?? '',
        }),
      );
      if (problem) return problem;
      return youtubeVideoId(fields.videoId!) ? null : youtubeMessages.invalidVideoId;
    },
    save: ({ fields, caller }) => {
      const videoId = youtubeVideoId(fields.videoId!);
      if (!videoId) throw new UploadError(400, youtubeMessages.invalidVideoId);
      return createYoutubeEntry(app.db, {
        user_id: caller.id,
        video_id: videoId,
        description: fields.youtubedescription!.trim(),
        video_url: youtubeWatchUrl(videoId),
        date_created: app.now().toISOString(),
      });
    },
    reply: (entry) => ({ status: 'success', message: account.create.youtubeAdded, entry }),
  }),

  getUserYoutube: ownList({
    tag: 'youtube',
    list: (app, userId, window) => listUserYoutube(app.db, userId, window),
    none: () => texts.youtube.none,
    found: () => youtubeMessages.videosFound,
  }),

  deleteYoutube: {
    tags: ['youtube'],
    handler: async (request, reply, caller) => {
      const { videoId, reason } = request.body;
      const owner = await findYoutubeOwner(app.db, videoId);
      if (!owner) {
        return reply.code(404).send({ status: 'error', message: youtubeMessages.entryNotFound });
      }
      if (!isOwnerOrAdmin(caller, owner.user_id)) {
        return reply.code(403).send({ status: 'error', message: mediaMessages.ownContentOnly });
      }
      if (!(await deleteYoutubeEntry(app.db, videoId, { by: caller.id, reason, now: app.now() }))) {
        return reply.code(404).send({ status: 'error', message: youtubeMessages.entryNotFound });
      }
      return { status: 'success' as const, message: youtubeMessages.entryDeleted };
    },
  },
});
