import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as youtubeContracts from 'shared-ui/contracts/youtube';
import { router } from '../../builders/router.ts';
import { entries } from './entries.ts';
import { featured } from './featured.ts';
import { postComment } from './post-comment.ts';

/** `/api/youtube/*`: members' YouTube entries and the featured videos of /meta. */
const youtube: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(router(youtubeContracts, { ...entries(app), ...featured(app), ...postComment(app) }));
};

export default youtube;
