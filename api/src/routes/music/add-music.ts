import type { FastifyInstance } from 'fastify';
import { account } from 'shared-ui/texts/account';
import { prepareMusic, validateMusic } from 'shared-ui/validation';
import { createSong } from '../../db/songs.repository.ts';
import type * as music from 'shared-ui/contracts/music';
import type { RoutesOf } from '../../builders/router.ts';
import { mediaPayloadUser } from '../../schemas/music.ts';
import { imageRule, songRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { upload } from '../../builders/upload-route.ts';
import { fieldNames } from 'shared-ui/texts/fields';

const rules = {
  song_image: imageRule(() => fieldNames.coverImage, 'images', true),
  song_file: songRule(() => fieldNames.songFile),
};

/** The text fields with the spec's cuts applied (title, artist and category at 50). */
const musicText = (fields: Record<string, string>) =>
  prepareMusic({
    song_title: fields.song_title ?? '',
    song_artist: fields.song_artist ?? '',
    category: fields.category ?? '',
    small_description: (fields.small_description ?? '').trim(),
  });

/** `POST /api/music/add_music.php` (multipart): a member uploads a song with its cover. */
export const addMusic = (app: FastifyInstance): Pick<RoutesOf<typeof music>, 'addMusic'> => ({
  addMusic: upload({
    tags: ['music'],
    files: rules,
    payloadUser: mediaPayloadUser,
    validate: async ({ fields, files }) =>
      firstProblem(
        validateMusic({
          ...musicText(fields),
          song_image: fileInfo(files.song_image),
          song_file: fileInfo(files.song_file),
        }),
      ) ?? (await app.mediaJobs.refusal('song', files.song_file!.path)),
    // The song and the job making its copies are stored together; until they are made, its
    // owner alone sees it (Processing…).
    save: async ({ fields, stored, caller }) => {
      const now = app.now().toISOString();
      const song = await app.db.transaction().execute(async (trx) => {
        const created = await createSong(trx, {
          ...musicText(fields),
          user_id: caller.id,
          song_image: stored.song_image!.name,
          song_file: stored.song_file!.name,
          media_state: app.mediaJobs.initialState,
          media_progress: 0,
          created_on: now,
          updated_at: now,
        });
        await app.mediaJobs.queue(trx, 'song', created.id, true);
        return created;
      });
      await app.mediaJobs.queued();
      return song;
    },
    reply: (song) => ({ status: 'success', message: account.create.musicUploaded, song }),
  }),
});
