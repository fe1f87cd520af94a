import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deleteMedia from './delete-media.ts';
import login from './login.ts';
import posts from './posts.ts';
import profile from './profile.ts';
import profileImage from './profile-image.ts';
import register from './register.ts';
import session from './session.ts';
import stats from './stats.ts';
import userMusic from './user-music.ts';
import userReels from './user-reels.ts';

/** `/api/users/*`: accounts and sessions, profiles and follow counts, own content. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(register);
  await app.register(login);
  await app.register(session);
  await app.register(posts);
  await app.register(profileImage);
  await app.register(userMusic);
  await app.register(userReels);
  await app.register(deleteMedia);
  await app.register(profile);
  await app.register(stats);
};

export default users;
