import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNotFound } from '../plugins/app/error-handler.ts';
import admin from './admin/index.ts';
import contact from './contact/index.ts';
import health from './health/index.ts';
import music from './music/index.ts';
import news from './news/index.ts';
import notifications from './notifications/index.ts';
import pages from './pages/index.ts';
import shop from './shop/index.ts';
import users from './users/index.ts';
import reels from './reels/index.ts';
import reports from './reports/index.ts';
import youtube from './youtube/index.ts';

/** Everything under `/api`: the spec's API contract (section 7). */
const api: FastifyPluginAsyncTypebox = async (app) => {
  app.setNotFoundHandler(sendNotFound);
  await app.register(health);
  await app.register(news, { prefix: '/news' });
  await app.register(users, { prefix: '/users' });
  await app.register(pages, { prefix: '/pages' });
  await app.register(admin, { prefix: '/admin' });
  await app.register(contact, { prefix: '/contact' });
  await app.register(shop, { prefix: '/shop' });
  await app.register(music, { prefix: '/music' });
  await app.register(reels, { prefix: '/reels' });
  await app.register(youtube, { prefix: '/youtube' });
  await app.register(notifications, { prefix: '/notifications' });
  await app.register(reports, { prefix: '/reports' });
};

export default api;
