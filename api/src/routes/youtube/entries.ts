import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isOwnerOrAdmin, signedIn } from '../../auth/policies.ts';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { validateYoutube } from 'shared-ui/validation';
import {
  createYoutubeEntry,
  deleteYoutubeEntry,
  findYoutubeOwner,
  listUserYoutube,
} from '../../db/youtube.repository.ts';
import { StatusAnswer, multipartForm } from '../../schemas/common.ts';
import { mediaMessages, mediaPayloadUser } from '../../schemas/music.ts';
import {
  CreateYoutubeAnswer,
  DeleteYoutubeBody,
  UserYoutubeAnswer,
  youtubeMessages,
} from '../../schemas/youtube.ts';
import { firstProblem } from '../../uploads/upload-fields.ts';
import { uploadRoute } from '../../builders/upload-route.ts';
import { UploadError } from '../../uploads/upload-error.ts';
import { ownListRoute } from '../../builders/own-list-route.ts';
import { youtubeVideoId, youtubeWatchUrl } from '../../rules/youtube.ts';

const security = [{ session: [] }];

const form = multipartForm(
  {
    user_id: "The caller's own id",
    videoId: 'An 11-character YouTube video id, or a YouTube link',
    youtubedescription: 'At most 300 characters',
  },
  {},
  ['user_id', 'videoId', 'youtubedescription'],
);

/** `/api/youtube/*`: the YouTube videos a member lists as their own (/user/myyoutube, /create). */
const entries: FastifyPluginAsyncTypebox = async (app) => {
  uploadRoute(app, {
    url: '/create_youtube.php',
    summary: "Add a YouTube video to the caller's list (multipart)",
    description:
      'Fields: user_id (the caller), videoId (an 11-character YouTube id, or a YouTube link), ' +
      'youtubedescription (at most 300 characters).',
    tags: ['youtube'],
    form,
    files: {},
    refusalSchema: StatusAnswer,
    answer: { status: 201, schema: CreateYoutubeAnswer },
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
  });

  ownListRoute(app, {
    url: '/get_user_youtube.php',
    summary: "A member's YouTube videos, newest first",
    tag: 'youtube',
    answer: UserYoutubeAnswer,
    list: (app, userId, window) => listUserYoutube(app.db, userId, window),
    none: texts.youtube.none,
    found: youtubeMessages.videosFound,
  });

  app.post(
    '/delete_youtube.php',
    {
      config: { policy: 'owner-or-admin' },
      onRequest: signedIn(),
      schema: {
        summary: "Delete one of the caller's YouTube entries (administrators: anyone's)",
        tags: ['youtube'],
        security,
        body: DeleteYoutubeBody,
        response: {
          200: StatusAnswer,
          400: StatusAnswer,
          401: StatusAnswer,
          403: StatusAnswer,
          404: StatusAnswer,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { videoId } = request.body;
      const owner = await findYoutubeOwner(app.db, videoId);
      if (!owner) {
        return reply.code(404).send({ status: 'error', message: youtubeMessages.entryNotFound });
      }
      if (!isOwnerOrAdmin(user, owner.user_id)) {
        return reply.code(403).send({ status: 'error', message: mediaMessages.ownContentOnly });
      }
      if (!(await deleteYoutubeEntry(app.db, videoId))) {
        return reply.code(404).send({ status: 'error', message: youtubeMessages.entryNotFound });
      }
      return { status: 'success' as const, message: youtubeMessages.entryDeleted };
    },
  );
};

export default entries;
