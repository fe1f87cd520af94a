import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import login from './login.ts';
import register from './register.ts';
import session from './session.ts';

/** `/api/users/*`: accounts and sessions. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(register);
  await app.register(login);
  await app.register(session);
};

export default users;
