import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNotFound } from '../plugins/app/error-handler.ts';
import health from './health/index.ts';
import news from './news/index.ts';
import users from './users/index.ts';

/** Everything under `/api`: the spec's API contract (section 7). */
const api: FastifyPluginAsyncTypebox = async (app) => {
  app.setNotFoundHandler(sendNotFound);
  await app.register(health);
  await app.register(news, { prefix: '/news' });
  await app.register(users, { prefix: '/users' });
};

export default api;
