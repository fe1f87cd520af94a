import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { account } from 'shared-ui/texts/account';
import { prepareMusic, validateMusic } from 'shared-ui/validation';
import { createSong } from '../../db/songs.repository.ts';
import { StatusAnswer, multipartForm } from '../../schemas/common.ts';
import { AddMusicAnswer, mediaPayloadUser } from '../../schemas/music.ts';
import { imageRule, songRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { uploadRoute } from '../../builders/upload-route.ts';

const rules = {
  song_image: imageRule('The cover image', 'images', true),
  song_file: songRule('The song file'),
};

const form = multipartForm(
  {
    user_id: "The caller's own id",
    song_title: 'The title',
    song_artist: 'The artist',
    small_description: 'A short description',
    category: 'The genre',
  },
  { song_image: 'The cover image (JPEG, PNG, WebP or GIF)', song_file: 'MP3 or MP4 audio, at most 10MB' },
  ['user_id', 'song_title', 'song_artist', 'small_description', 'category', 'song_image', 'song_file'],
);

/** The text fields with the spec's cuts applied (title, artist and category at 50). */
const musicText = (fields: Record<string, string>) =>
  prepareMusic({
    song_title: fields.song_title ?? '',
    song_artist: fields.song_artist ?? '',
    category: fields.category ?? '',
    small_description: (fields.small_description ?? '').trim(),
  });

/** `POST /api/music/add_music.php` (multipart): a member uploads a song with its cover. */
const addMusic: FastifyPluginAsyncTypebox = async (app) => {
  uploadRoute(app, {
    url: '/add_music.php',
    summary: 'Upload a song (multipart)',
    description:
      'Fields: user_id (the caller), song_title, song_artist, small_description, category, ' +
      'song_image (an image), song_file (MP3 or MP4, at most 10MB; the type is read from the bytes).',
    tags: ['music'],
    form,
    files: rules,
    refusalSchema: StatusAnswer,
    answer: { status: 201, schema: AddMusicAnswer },
    payloadUser: mediaPayloadUser,
    validate: ({ fields, files }) =>
      firstProblem(
        validateMusic({
          ...musicText(fields),
          song_image: fileInfo(files.song_image),
          song_file: fileInfo(files.song_file),
        }),
      ),
    save: ({ fields, stored, caller }) => {
      const now = app.now().toISOString();
      return createSong(app.db, {
        ...musicText(fields),
        user_id: caller.id,
        song_image: stored.song_image!.name,
        song_file: stored.song_file!.name,
        created_on: now,
        updated_at: now,
      });
    },
    reply: (song) => ({ status: 'success', message: account.create.musicUploaded, song }),
  });
};

export default addMusic;
