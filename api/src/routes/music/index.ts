import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import addMusic from './add-music.ts';
import getMusic from './get-music.ts';
import likeSong from './like-song.ts';

/** `/api/music/*`: the music page, the single song page and uploads (spec section 7). */
const music: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getMusic);
  await app.register(likeSong);
  await app.register(addMusic);
};

export default music;
