/**
 * The admin console's endpoints (`/api/admin/*`): moderating articles, accounts and their roles,
 * a member's content, contact tickets, marketplace listings and the record of what
 * administrators did. Administrators only: guests
 * are refused with 401 and members with 403, before any input is read. What administrators
 * publish for visitors (news, the featured videos of /meta) is ./admin-publishing.ts, exported here.
 */
import { Type, type Static } from 'typebox';
import { ARTICLE_STATUSES, ArticleStatusSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import { TicketStatusSchema } from './contact.ts';
import { Id, IdParams, Page, NullableString, CONSOLE_REFUSALS, ITEM_REFUSALS } from './admin-shared.ts';
import { ArticleSaved, ArticlesAnswer } from './pages.ts';
import { RoleSchema } from './users.ts';

export * from './admin-publishing.ts';
export * from './admin-reports.ts';

/** Accounts, member content, listings and actions a page of the console holds. */
export const ADMIN_PAGE_SIZE = 50;
/** Articles a page of the moderation queue holds: by default, and at most. */
export const ADMIN_ARTICLE_PAGE = { default: 20, max: 100 } as const;
/** Tickets a page holds: by default, and at most. */
export const TICKETS_PAGE = { default: 50, max: 100 } as const;
/** The longest response to a ticket. */
export const TICKET_RESPONSE_MAX = 4000;

// Accounts and roles.

export const AccountSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});
/** An account as the console lists it (never its password hash). */
export type Account = Static<typeof AccountSchema>;

export const AccountsQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of a username or email (case-insensitive)' }),
  ),
  page: Page,
});

export const listAccounts = endpoint({
  method: 'GET',
  path: 'admin/users',
  summary: `Accounts, ${ADMIN_PAGE_SIZE} a page, optionally filtered by username or email`,
  policy: 'admin',
  query: AccountsQuery,
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      users: Type.Array(AccountSchema),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      total: Type.Integer({ description: 'Accounts matching the search, over all pages' }),
    }),
    ...CONSOLE_REFUSALS,
  },
});

/** The kinds of content a member makes, each removed through its own delete call. */
export const ContentKindSchema = Type.Enum(['article', 'reel', 'song', 'youtube', 'product']);
export type ContentKind = Static<typeof ContentKindSchema>;
export const CONTENT_KINDS = ContentKindSchema.enum;

export const ContentItemSchema = Type.Object({
  kind: ContentKindSchema,
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Union([Type.String(), Type.Null()], { description: "An article's status; null otherwise" }),
  created_at: Type.String(),
});
/** One piece of a member's content, as the console lists it. */
export type ContentItem = Static<typeof ContentItemSchema>;

export const getMemberContent = endpoint({
  method: 'GET',
  path: 'admin/users/:id/content',
  summary: `A member's articles, reels, songs, YouTube entries and listings, newest first, ${ADMIN_PAGE_SIZE} a page`,
  description:
    'Each item is removed through its own delete call (delete_article.php, delete_reel.php, ' +
    'delete_music.php, delete_youtube.php, delete_product.php), which administrators may call.',
  policy: 'admin',
  params: IdParams,
  query: Type.Object({ page: Page }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      user: AccountSchema,
      content: Type.Array(ContentItemSchema, {
        description: `Newest first across the kinds, ${ADMIN_PAGE_SIZE} a page; each is removed through its own delete call`,
      }),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...ITEM_REFUSALS,
  },
});

export const setRole = endpoint({
  method: 'POST',
  path: 'admin/roles',
  summary: 'Make an account an administrator, or a member again',
  description: 'The last administrator cannot be made a member.',
  policy: 'admin',
  body: Type.Object({ user_id: Type.Integer({ minimum: 1 }), role: RoleSchema }),
  answers: {
    200: Type.Object({ status: Type.Literal('success'), message: Type.String(), user: AccountSchema }),
    ...ITEM_REFUSALS,
  },
});

// Articles (pending → published or rejected).

/** The statuses the moderation queue lists articles by. */
export const MODERATION_STATUSES = ARTICLE_STATUSES;

const ArticleStatusFilter = Type.Union(ArticleStatusSchema.anyOf, {
  default: 'pending',
  description: 'Which articles to list',
});

export const AdminArticlesQuery = Type.Object({
  status: ArticleStatusFilter,
  page: Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
  limit: Type.Integer({
    minimum: 1,
    maximum: ADMIN_ARTICLE_PAGE.max,
    default: ADMIN_ARTICLE_PAGE.default,
    description: 'Items per page',
  }),
});

export const listArticles = endpoint({
  method: 'GET',
  path: 'admin/articles',
  summary: 'Articles of one status (pending by default), newest first, a page at a time',
  policy: 'admin',
  query: AdminArticlesQuery,
  answers: { 200: ArticlesAnswer, ...CONSOLE_REFUSALS },
});

export const countArticles = endpoint({
  method: 'GET',
  path: 'admin/articles/counts',
  summary: 'How many articles there are of each status',
  policy: 'admin',
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      counts: Type.Object({ pending: Type.Integer(), published: Type.Integer(), rejected: Type.Integer() }),
    }),
    ...CONSOLE_REFUSALS,
  },
});

/** Why an article is rejected: its author reads it in My articles and in their notification. */
const Reason = Type.Optional(
  Type.String({
    maxLength: 500,
    description: 'Why (optional): shown to the author with a rejection; kept in the admin record',
  }),
);

// The static path before `admin/articles/:id`, which would match it too.
export const setArticlesStatus = endpoint({
  method: 'POST',
  path: 'admin/articles/bulk',
  summary: 'Publish, reject or return several articles to pending at once',
  description: 'Unknown ids are skipped; the answer lists the articles changed.',
  policy: 'admin',
  body: Type.Object({
    ids: Type.Array(Id('An article'), { minItems: 1, maxItems: ADMIN_ARTICLE_PAGE.max }),
    status: ArticleStatusSchema,
    reason: Reason,
  }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      message: Type.String(),
      ids: Type.Array(Type.Integer(), { description: 'The articles changed (unknown ids are left out)' }),
    }),
    ...CONSOLE_REFUSALS,
  },
});

export const setArticleStatus = endpoint({
  method: 'POST',
  path: 'admin/articles/:id',
  summary: 'Publish, reject or return an article to pending',
  policy: 'admin',
  params: Type.Object({ id: Id('The article') }),
  body: Type.Object({ status: ArticleStatusSchema, reason: Reason }),
  answers: { 200: ArticleSaved, ...ITEM_REFUSALS },
});

// Contact tickets.

export const TicketSchema = Type.Object({
  /** `MJK-` and 10 random base32 characters: unguessable, shown to the visitor. */
  ticket_no: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  status: TicketStatusSchema,
  response: NullableString,
  /** ISO 8601 UTC timestamp of the answer. */
  responded_at: NullableString,
  /** ISO 8601 UTC timestamp. */
  created_at: Type.String(),
});
/** A contact ticket: what a visitor sent, and the team's answer once there is one. */
export type AdminTicket = Static<typeof TicketSchema>;

export const listTickets = endpoint({
  method: 'GET',
  path: 'admin/tickets',
  summary: 'Contact tickets (of one status, or all), newest first, a page at a time',
  policy: 'admin',
  query: Type.Object({
    status: Type.Optional(TicketStatusSchema),
    page: Page,
    limit: Type.Integer({ minimum: 1, maximum: TICKETS_PAGE.max, default: TICKETS_PAGE.default }),
  }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      tickets: Type.Array(TicketSchema),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...ITEM_REFUSALS,
  },
});

export const answerTicket = endpoint({
  method: 'POST',
  path: 'admin/tickets/:ticket_no',
  summary: 'Answer a ticket: set its status and, with a response, the answer and responded_at',
  policy: 'admin',
  params: Type.Object({ ticket_no: Type.String({ minLength: 1, maxLength: 40 }) }),
  body: Type.Object({
    status: TicketStatusSchema,
    response: Type.Optional(Type.String({ minLength: 1, maxLength: TICKET_RESPONSE_MAX })),
  }),
  answers: {
    200: Type.Object({ status: Type.Literal('success'), message: Type.String(), ticket: TicketSchema }),
    ...ITEM_REFUSALS,
  },
});

// Marketplace listings and the record of administrator actions.

export const ListingSchema = Type.Object({
  id: Type.Integer(),
  product_name: Type.String(),
  price: Type.Number(),
  category: Type.String(),
  location: Type.String(),
  expiry_date: Type.String({ description: 'YYYY-MM-DD' }),
  image_1: Type.String(),
  user_id: Type.Integer(),
  seller_name: Type.String(),
  created_at: Type.String(),
});
/** A marketplace listing as the console lists it. */
export type AdminListing = Static<typeof ListingSchema>;

export const listProducts = endpoint({
  method: 'GET',
  path: 'admin/products',
  summary: `Marketplace listings (or only those past their expiry date), newest first, ${ADMIN_PAGE_SIZE} a page`,
  description: 'A listing is removed with delete_product.php, which administrators may call.',
  policy: 'admin',
  query: Type.Object({
    expired: Type.Optional(Type.Boolean({ description: 'Only listings past their expiry date (UTC)' })),
    page: Page,
  }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      products: Type.Array(ListingSchema),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...CONSOLE_REFUSALS,
  },
});

export const AdminActionSchema = Type.Object({
  id: Type.Integer(),
  /** Null once the account is gone (the name stays). */
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  action: Type.String({ description: 'What the call does' }),
  method: Type.String(),
  /** The address called, with its parameters. */
  path: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()], { description: 'The body sent (JSON, cut short)' }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});
/** One thing an administrator did through the API: who, what, when. */
export type AdminAction = Static<typeof AdminActionSchema>;

export const listActions = endpoint({
  method: 'GET',
  path: 'admin/actions',
  summary: `What administrators did (who, what, when), newest first, ${ADMIN_PAGE_SIZE} a page`,
  policy: 'admin',
  query: Type.Object({ page: Page }),
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      actions: Type.Array(AdminActionSchema),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...CONSOLE_REFUSALS,
  },
});
