import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createArticle } from 'shared-ui/contracts/pages';
import * as userContracts from 'shared-ui/contracts/users';
import { siteSearchRoute } from '../site-search.ts';
import { router } from '../../builders/router.ts';
import { deleteMedia } from './delete-media.ts';
import { login } from './login.ts';
import { posts } from './posts.ts';
import { defaultAvatar, profile } from './profile.ts';
import { profileImage } from './profile-image.ts';
import { register } from './register.ts';
import { session } from './session.ts';
import { stats } from './stats.ts';
import { userMusic } from './user-music.ts';
import { userReels } from './user-reels.ts';

/**
 * Every endpoint under `/api/users`: the users' contracts, and the article form posted here
 * whose contract is the pages' (`createArticle`).
 */
const contracts = { ...userContracts, createArticle };

/** `/api/users/*`: accounts and sessions, profiles and follow counts, own content. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(contracts, {
      ...register(app),
      ...login(app),
      ...session(app),
      ...posts(app),
      ...profileImage(app),
      ...userMusic(),
      ...userReels(),
      ...deleteMedia(app),
      ...profile(app),
      ...stats(app),
      searchMembers: siteSearchRoute(app, 'members'),
    }),
  );
  await app.register(defaultAvatar);
};

export default users;
