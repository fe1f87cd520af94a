import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as reelsContracts from 'shared-ui/contracts/reels';
import { siteSearchRoute } from '../site-search.ts';
import { router } from '../../builders/router.ts';
import { createReel } from './create-reel.ts';
import { getReels } from './get-reels.ts';
import { likeReel } from './like-reel.ts';

/** `/api/reels/*`: short videos of members (the /create, /reels and /share-reel pages). */
const reels: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(reelsContracts, {
      ...createReel(app),
      ...getReels(app),
      ...likeReel(app),
      searchReels: siteSearchRoute(app, 'reels'),
    }),
  );
};

export default reels;
