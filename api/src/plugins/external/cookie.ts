import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and `reply.setCookie`. The session cookie is unsigned: it is a random token. */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
