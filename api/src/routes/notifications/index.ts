import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import * as notificationContracts from 'shared-ui/contracts/notifications';
import { NOTIFICATIONS_PAGE } from 'shared-ui/contracts/notifications';
import { router, type RoutesOf } from '../../builders/router.ts';
import {
  kindsOff,
  listNotifications,
  markAllRead,
  markRead,
  setKindsOff,
  unreadCount,
} from '../../db/notifications.repository.ts';
import { notificationMessages } from '../../schemas/notifications.ts';

/** One route for each of the notifications' contracts, each about the caller. */
const routes = (app: FastifyInstance): RoutesOf<typeof notificationContracts> => ({
  listNotifications: {
    handler: async (request, _reply, caller) => {
      // The server fills in the defaults of the query's schema.
      const { page = 1, limit = NOTIFICATIONS_PAGE.default } = request.query;
      const found = await listNotifications(app.db, caller.id, { page, limit });
      return {
        notifications: found.items,
        unread: found.unread,
        page: found.page,
        hasMore: found.hasMore,
      };
    },
  },

  unreadNotifications: {
    handler: async (_request, _reply, caller) => ({ unread: await unreadCount(app.db, caller.id) }),
  },

  markNotificationRead: {
    handler: async (request, reply, caller) => {
      const unread = await markRead(app.db, caller.id, request.params.id, app.now());
      if (unread === undefined) {
        return reply.code(404).send({ status: 'error', message: notificationMessages.notFound });
      }
      return { unread };
    },
  },

  markAllNotificationsRead: {
    handler: async (_request, _reply, caller) => {
      await markAllRead(app.db, caller.id, app.now());
      return { unread: 0 };
    },
  },

  getNotificationSettings: {
    handler: async (_request, _reply, caller) => ({ off: await kindsOff(app.db, caller.id) }),
  },

  setNotificationSettings: {
    handler: async (request, _reply, caller) => ({
      off: await setKindsOff(app.db, caller.id, request.body.off),
    }),
  },
});

/**
 * `/api/notifications/*`: the caller's own notifications, their unread count, marking them
 * read, and the kinds they turned off. Every call is about the caller: another member's
 * notification is not found. The unread count is read each time (one row), not from the answer
 * cache: that cache is per process, and a mark-read or a new notification through another
 * process sharing the database would not empty it.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(router(notificationContracts, routes(app)));
};

export default notifications;
