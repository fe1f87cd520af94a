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
  user_id: Type.Integer(),
  user_name: Type.String(),
});
export type SongEntity = Static<typeof SongSchema>;
