import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NOTIFICATIONS_PAGE,
  getNotificationSettings,
  listNotifications as listNotificationsEndpoint,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationSettings,
  unreadNotifications,
} from 'shared-ui/contracts/notifications';
import { signedIn } from '../../auth/policies.ts';
import { endpointRoute } from '../../builders/endpoint-route.ts';
import {
  kindsOff,
  listNotifications,
  markAllRead,
  markRead,
  setKindsOff,
  unreadCount,
} from '../../db/notifications.repository.ts';
import { notificationMessages } from '../../schemas/notifications.ts';

const options = { onRequest: signedIn() };

/**
 * `/api/notifications/*`: the caller's own notifications, their unread count, marking them
 * read, and the kinds they turned off. Every call is about the caller: another member's
 * notification is not found. The unread count is read each time (one row), not from the answer
 * cache: that cache is per process, and a mark-read or a new notification through another
 * process sharing the database would not empty it.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  endpointRoute(app, listNotificationsEndpoint, options, async (request) => {
    // The server fills in the defaults of the query's schema.
    const { page = 1, limit = NOTIFICATIONS_PAGE.default } = request.query;
    const found = await listNotifications(app.db, request.user!.id, { page, limit });
    return { notifications: found.items, unread: found.unread, page: found.page, hasMore: found.hasMore };
  });

  endpointRoute(app, unreadNotifications, options, async (request) => ({
    unread: await unreadCount(app.db, request.user!.id),
  }));

  endpointRoute(app, markNotificationRead, options, async (request, reply) => {
    const unread = await markRead(app.db, request.user!.id, request.params.id, app.now());
    if (unread === undefined) {
      return reply.code(404).send({ status: 'error', message: notificationMessages.notFound });
    }
    return { unread };
  });

  endpointRoute(app, markAllNotificationsRead, options, async (request) => {
    await markAllRead(app.db, request.user!.id, app.now());
    return { unread: 0 };
  });

  endpointRoute(app, getNotificationSettings, options, async (request) => ({
    off: await kindsOff(app.db, request.user!.id),
  }));

  endpointRoute(app, setNotificationSettings, options, async (request) => ({
    off: await setKindsOff(app.db, request.user!.id, request.body.off),
  }));
};

export default notifications;
