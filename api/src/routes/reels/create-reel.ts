import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { account } from 'shared-ui/texts/account';
import { validateReel } from 'shared-ui/validation';
import { createReel as saveReel } from '../../db/reels.repository.ts';
import { StatusAnswer, multipartForm } from '../../schemas/common.ts';
import { mediaPayloadUser } from '../../schemas/music.ts';
import { CreateReelAnswer } from '../../schemas/reels.ts';
import { videoRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { uploadRoute } from '../../builders/upload-route.ts';

const rules = { video1: videoRule('The video', true) };

const form = multipartForm(
  { user_id: "The caller's own id", description: 'At most 300 characters' },
  { video1: 'The video (MP4, WebM or QuickTime)' },
  ['user_id', 'video1'],
);

/** `POST /api/reels/create_reel.php` (multipart): a member posts a short video. */
const createReel: FastifyPluginAsyncTypebox = async (app) => {
  uploadRoute(app, {
    url: '/create_reel.php',
    summary: 'Post a reel (multipart)',
    description:
      'Fields: user_id (the caller), description (at most 300 characters), video1 (MP4, WebM or ' +
      'QuickTime; the type is read from the bytes).',
    tags: ['reels'],
    form,
    files: rules,
    refusalSchema: StatusAnswer,
    answer: { status: 201, schema: CreateReelAnswer },
    payloadUser: mediaPayloadUser,
    validate: ({ fields, files }) =>
      firstProblem(validateReel({ description: fields.description ?? '', video1: fileInfo(files.video1) })),
    save: ({ fields, stored, caller }) =>
      saveReel(app.db, {
        description: (fields.description ?? '').trim(),
        video: stored.video1!.name,
        user_id: caller.id,
        created_at: app.now().toISOString(),
      }),
    reply: (reel) => ({ status: 'success', message: account.create.reelCreated, reel }),
  });
};

export default createReel;
