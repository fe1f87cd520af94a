import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Endpoint } from 'shared-ui/contracts';
import { createArticle } from 'shared-ui/contracts/pages';
import * as userContracts from 'shared-ui/contracts/users';
import { router, type EndpointNames } from '../../builders/router.ts';
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
 * whose contract is the pages' (`createArticle`). In the order the API document lists them (a
 * module's namespace lists its exports alphabetically); the compiler wants each of them here once.
 */
const contracts = {
  register: userContracts.register,
  login: userContracts.login,
  logout: userContracts.logout,
  me: userContracts.me,
  getUserPosts: userContracts.getUserPosts,
  createArticle,
  deleteArticle: userContracts.deleteArticle,
  updateProfileImage: userContracts.updateProfileImage,
  getUserMusic: userContracts.getUserMusic,
  getUserReels: userContracts.getUserReels,
  deleteMusic: userContracts.deleteMusic,
  deleteReel: userContracts.deleteReel,
  getUserProfile: userContracts.getUserProfile,
  updateProfile: userContracts.updateProfile,
  getUserStats: userContracts.getUserStats,
  getFollowing: userContracts.getFollowing,
} satisfies Record<EndpointNames<typeof userContracts> | 'createArticle', Endpoint>;

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
    }),
  );
  await app.register(defaultAvatar);
};

export default users;
