/**
 * A member's notifications (`/api/notifications/*`): what happened to them and to what they
 * posted (a follower, a comment, a review, a moderator's decision, a reply to their ticket),
 * newest first; how many are unread; marking them read; which kinds they want.
 * A member reads and marks only their own: every call is about the caller.
 */
import { Type, type Static } from 'typebox';
import { endpoint } from '../endpoint.ts';
import { StatusAnswer, refusals } from './forms.ts';

/** The kinds of notification, each of which a member may turn off in Settings. */
export const NotificationKindSchema = Type.Enum(
  ['follow', 'comment', 'review', 'published', 'rejected', 'removed', 'ticket_reply'],
  {
    description:
      'follow: a member followed you; comment: on your article; review: of your product; ' +
      'published / rejected: your article, by a moderator; removed: your item, by a moderator; ' +
      'ticket_reply: the team answered your contact ticket',
  },
);
export type NotificationKind = Static<typeof NotificationKindSchema>;
export const NOTIFICATION_KINDS = NotificationKindSchema.enum;

/** What a notification is about: the page it links to is this item's. */
export const NotificationSubjectSchema = Type.Enum(
  ['member', 'article', 'product', 'reel', 'song', 'video', 'comment', 'video_comment', 'ticket'],
  {
    description:
      "The kind of item it is about (the follower's page for a follow). A comment's subject_id is " +
      'the article it is on; a video_comment’s, the featured video.',
  },
);
export type NotificationSubject = Static<typeof NotificationSubjectSchema>;

const NullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: NotificationKindSchema,
  /** The member who did it (null for a guest's comment, a moderator's decision or the team's reply). */
  actor_id: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The member who did it; null for a guest, a moderator or the team',
  }),
  actor_name: NullableText(
    'The name of who did it, as it was then (a guest’s comment: Guest); null for a moderator or the team',
  ),
  subject: NotificationSubjectSchema,
  subject_id: Type.Union([Type.Integer(), Type.Null()], { description: 'The item’s id (null for a ticket)' }),
  subject_title: NullableText('The item’s title or name, the ticket’s number for a reply'),
  rating: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()], {
    description: 'The stars of a review',
  }),
  reason: NullableText('A moderator’s reason (rejected, removed)'),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  read: Type.Boolean(),
});
export type NotificationItem = Static<typeof NotificationSchema>;

/** Notifications a page of the list holds: by default, and at most. */
export const NOTIFICATIONS_PAGE = { default: 20, max: 50 } as const;

export const listNotifications = endpoint({
  method: 'GET',
  path: 'notifications/list',
  summary: "The caller's notifications, newest first, a page at a time, with the unread count",
  description: 'Kinds the member turned off are left out, and not counted.',
  policy: 'signed-in',
  query: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'From 1' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: NOTIFICATIONS_PAGE.max,
        default: NOTIFICATIONS_PAGE.default,
        description: 'Items per page',
      }),
    ),
  }),
  answers: {
    200: Type.Object({
      notifications: Type.Array(NotificationSchema),
      unread: Type.Integer({ minimum: 0 }),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...refusals(StatusAnswer, 400, 401),
  },
});

const UnreadAnswer = Type.Object({ unread: Type.Integer({ minimum: 0 }) });

export const unreadNotifications = endpoint({
  method: 'GET',
  path: 'notifications/unread',
  summary: "How many of the caller's notifications are unread (the bell's count)",
  policy: 'signed-in',
  answers: { 200: UnreadAnswer, 401: StatusAnswer },
});

export const markNotificationRead = endpoint({
  method: 'POST',
  path: 'notifications/:id/read',
  summary: 'Mark one of the caller’s notifications read (opening it)',
  policy: 'signed-in',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  answers: { 200: UnreadAnswer, ...refusals(StatusAnswer, 400, 401, 404) },
});

export const markAllNotificationsRead = endpoint({
  method: 'POST',
  path: 'notifications/read-all',
  summary: 'Mark every notification of the caller read',
  policy: 'signed-in',
  answers: { 200: UnreadAnswer, 401: StatusAnswer },
});

const SettingsSchema = Type.Object({
  off: Type.Array(NotificationKindSchema, { uniqueItems: true, description: 'The kinds turned off' }),
});

export const getNotificationSettings = endpoint({
  method: 'GET',
  path: 'notifications/settings',
  summary: 'Which kinds of notification the caller turned off',
  policy: 'signed-in',
  answers: { 200: SettingsSchema, 401: StatusAnswer },
});

export const setNotificationSettings = endpoint({
  method: 'POST',
  path: 'notifications/settings',
  summary: 'Turn kinds of notification off (those listed) and on (the others)',
  policy: 'signed-in',
  body: SettingsSchema,
  answers: { 200: SettingsSchema, ...refusals(StatusAnswer, 400, 401) },
});
