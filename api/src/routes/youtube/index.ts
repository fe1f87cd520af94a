import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import entries from './entries.ts';
import featured from './featured.ts';
import postComment from './post-comment.ts';

/** `/api/youtube/*`: members' YouTube entries and the featured videos of /meta. */
const youtube: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(entries);
  await app.register(featured);
  await app.register(postComment);
};

export default youtube;
