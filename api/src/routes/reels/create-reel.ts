import type { FastifyInstance } from 'fastify';
import { account } from 'shared-ui/texts/account';
import { validateReel } from 'shared-ui/validation';
import { createReel as saveReel } from '../../db/reels.repository.ts';
import type * as reels from 'shared-ui/contracts/reels';
import type { RoutesOf } from '../../builders/router.ts';
import { mediaPayloadUser } from '../../schemas/music.ts';
import { videoRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { upload } from '../../builders/upload-route.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const rules = { video1: videoRule(() => fieldNames.video, true) };

/** `POST /api/reels/create_reel.php` (multipart): a member posts a short video. */
export const createReel = (app: FastifyInstance): Pick<RoutesOf<typeof reels>, 'createReel'> => ({
  createReel: upload({
    tags: ['reels'],
    files: rules,
    payloadUser: mediaPayloadUser,
    validate: async ({ fields, files }) =>
      firstProblem(validateReel({ description: fields.description ?? '', video1: fileInfo(files.video1) })) ??
      (await app.mediaJobs.refusal('reel', files.video1!.path)),
    // The reel and the job making its copies are stored together; until they are made, its
    // owner alone sees it (Processing…).
    save: async ({ fields, stored, caller }) => {
      const reel = await app.db.transaction().execute(async (trx) => {
        const created = await saveReel(trx, {
          description: (fields.description ?? '').trim(),
          video: stored.video1!.name,
          user_id: caller.id,
          media_state: app.mediaJobs.initialState,
          media_progress: 0,
          created_at: app.now().toISOString(),
        });
        await app.mediaJobs.queue(trx, 'reel', created.id, true);
        return created;
      });
      await app.mediaJobs.queued();
      return reel;
    },
    reply: (reel) => ({ status: 'success', message: account.create.reelCreated, reel }),
  }),
});
