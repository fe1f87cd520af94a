import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createReel from './create-reel.ts';
import getReels from './get-reels.ts';
import likeReel from './like-reel.ts';

/** `/api/reels/*`: short videos of members (the /create, /reels and /share-reel pages). */
const reels: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(createReel);
  await app.register(getReels);
  await app.register(likeReel);
};

export default reels;
