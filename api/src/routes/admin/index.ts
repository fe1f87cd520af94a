import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminOnly } from '../../auth/policies.ts';
import articles from './articles.ts';
import featuredVideos from './featured-videos.ts';
import news from './news.ts';
import records from './records.ts';
import reports from './reports.ts';
import tickets from './tickets.ts';
import users from './users.ts';

/**
 * `/api/admin/*`: the administrator console. One hook refuses guests (401) and members (403)
 * before any input is read, for every route registered in this scope, and each of them
 * declares that policy.
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, policy: 'admin' };
  });
  app.addHook('onRequest', adminOnly);
  await app.register(news);
  await app.register(users);
  await app.register(articles);
  await app.register(featuredVideos);
  await app.register(tickets);
  await app.register(records);
  await app.register(reports);
};

export default admin;
