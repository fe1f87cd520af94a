import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as adminContracts from 'shared-ui/contracts/admin';
import { router } from '../../builders/router.ts';
import { articles } from './articles.ts';
import { featuredVideos } from './featured-videos.ts';
import { news } from './news.ts';
import { records } from './records.ts';
import { reports } from './reports.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

/**
 * `/api/admin/*`: the administrator console. Every contract of the console declares the
 * 'admin' policy, which the router enforces before any input is read: guests are refused
 * (401), members too (403).
 */
const admin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    router(adminContracts, {
      ...news(app),
      ...users(app),
      ...articles(app),
      ...featuredVideos(app),
      ...tickets(app),
      ...records(app),
      ...reports(app),
    }),
  );
};

export default admin;
