import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as musicContracts from 'shared-ui/contracts/music';
import { siteSearchRoute } from '../site-search.ts';
import { router } from '../../builders/router.ts';
import { addMusic } from './add-music.ts';
import { getMusic } from './get-music.ts';
import { likeSong } from './like-song.ts';

/** `/api/music/*`: the music page, the single song page and uploads (spec section 7). */
const music: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(musicContracts, {
      ...getMusic(app),
      ...likeSong(app),
      ...addMusic(app),
      searchSongs: siteSearchRoute(app, 'songs'),
    }),
  );
};

export default music;
