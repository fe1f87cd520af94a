import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { texts } from 'shared-ui/texts';
import { validateReel } from 'shared-ui/validation';
import { createReel as saveReel } from '../../db/reels.repository.ts';
import { StatusAnswer, multipartForm } from '../../schemas/common.ts';
import { CreateReelAnswer } from '../../schemas/reels.ts';
import { handleUpload } from '../../uploads/handle-upload.ts';
import { videoRule } from '../../uploads/rules.ts';
import { checkPayloadUser, fileInfo, firstProblem } from '../music/caller.ts';

const rules = { video1: videoRule('The video', true) };

const form = multipartForm(
  { user_id: "The caller's own id", description: 'At most 300 characters' },
  { video1: 'The video (MP4, WebM or QuickTime)' },
  ['user_id', 'video1'],
);

/** `POST /api/reels/create_reel.php` (multipart): a member posts a short video. */
const createReel: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/create_reel.php',
    {
      config: { multipartForm: form },
      onRequest: app.requireUser,
      schema: {
        summary: 'Post a reel (multipart)',
        description:
          'Fields: user_id (the caller), description (at most 300 characters), video1 (MP4, WebM or ' +
          'QuickTime; the type is read from the bytes).',
        tags: ['reels'],
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        response: {
          201: CreateReelAnswer,
          400: StatusAnswer,
          401: StatusAnswer,
          403: StatusAnswer,
          413: StatusAnswer,
          415: StatusAnswer,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const reel = await handleUpload(app, request, rules, {
        validate: ({ fields, files }) => {
          checkPayloadUser(fields.user_id, user);
          return firstProblem(
            validateReel({ description: fields.description ?? '', video1: fileInfo(files.video1) }),
          );
        },
        save: ({ fields, stored }) =>
          saveReel(app.db, {
            description: (fields.description ?? '').trim(),
            video: stored.video1!.name,
            user_id: user.id,
            created_at: app.now().toISOString(),
          }),
      });
      return reply.code(201).send({ status: 'success', message: texts.create.reelCreated, reel });
    },
  );
};

export default createReel;
