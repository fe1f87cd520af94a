/**
 * The Song entity (spec section 3), defined once: the API's route schemas and OpenAPI document
 * use it, the front ends read its type (`Song` of shared-ui/contracts).
 */
import { Type, type Static } from 'typebox';

/** A song as the music list answers it. */
export const SongSchema = Type.Object({
  id: Type.Integer(),
  song_title: Type.String(),
  song_artist: Type.String(),
  category: Type.String(),
  small_description: Type.String(),
  likes_count: Type.Integer({ minimum: 0 }),
  created_on: Type.String({ description: 'ISO 8601 UTC' }),
  updated_at: Type.String({ description: 'ISO 8601 UTC' }),
  song_image_url: Type.String({ description: 'Stored name of the cover image: /api/images/{name}' }),
  song_url: Type.String({ description: 'Path of the audio relative to the API base: songs/{stored name}' }),
  duration: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Length in whole seconds; null until the file is probed',
  }),
  song_normal_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The loudness-normalised AAC copy (about 96 kbit/s), as song_url; null until made',
  }),
  song_low_url: Type.Union([Type.String(), Type.Null()], {
    description: 'The low-data Opus copy in WebM (about 32 kbit/s), as song_url; null until made',
  }),
  user_id: Type.Integer(),
  user_name: Type.String(),
});
export type SongEntity = Static<typeof SongSchema>;
