import { Type } from 'typebox';
import { NewsItem } from './news.ts';

/** Answers of the admin API (texts the spec does not quote). */
export const adminMessages = {
  newsCreated: 'News item created.',
  newsUpdated: 'News item updated.',
  newsDeleted: 'News item deleted.',
  newsNotFound: 'News item not found.',
  userNotFound: 'User not found.',
  roleChanged: (username: string, role: string) =>
    `${username} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  lastAdmin: 'You are the only administrator. Make another account an administrator first.',
  badWebAddress: (field: string) => `${field} must be a web address starting with http:// or https://.`,
  badImage: (field: string) => `${field} must be a path starting with / or a web address.`,
  articlesUpdated: (count: number) => `${count} article${count === 1 ? '' : 's'} updated.`,
} as const;

export const NEWS_LIMITS = {
  name: 120,
  short_description: 500,
  full_description: 10_000,
  address: 500,
} as const;

export const ADMIN_PAGE_SIZE = 50;

/* A type list rather than anyOf, so a refusal names the real problem (e.g. the length). */
const Address = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: NEWS_LIMITS.address, description });

/** A news item as an administrator writes it (spec section 3). */
export const NewsInput = Type.Object({
  name: Type.String({ maxLength: NEWS_LIMITS.name }),
  launches_on: Type.String({ description: 'The launch date, YYYY-MM-DD' }),
  short_description: Type.String({ maxLength: NEWS_LIMITS.short_description }),
  full_description: Type.String({ maxLength: NEWS_LIMITS.full_description }),
  link: Type.Optional(Address('An http(s) address, or null')),
  image_1: Type.Optional(Address('A path starting with / or an http(s) address, or null')),
  image_2: Type.Optional(Address('A path starting with / or an http(s) address, or null')),
  video_url: Type.Optional(Address('An http(s) address, or null')),
});

/** An edit: any of the fields of `NewsInput`. */
export const NewsChanges = Type.Partial(NewsInput);

export const NewsIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const NewsItemAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  news: NewsItem,
});

export const Role = Type.Enum(['member', 'admin']);

export const Account = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  role: Role,
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});

export const AccountsQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Part of a username or email (case-insensitive)' }),
  ),
  page: Type.Integer({ minimum: 1, default: 1 }),
});

export const AccountsAnswer = Type.Object({
  status: Type.Literal('success'),
  users: Type.Array(Account),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer({ description: 'Accounts matching the search, over all pages' }),
});

export const RoleBody = Type.Object({
  user_id: Type.Integer({ minimum: 1 }),
  role: Role,
});

export const RoleAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  user: Account,
});

export const UserIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ContentItem = Type.Object({
  kind: Type.Enum(['article', 'reel', 'song', 'youtube', 'product']),
  id: Type.Integer(),
  title: Type.String(),
  status: Type.Union([Type.String(), Type.Null()], { description: "An article's status; null otherwise" }),
  created_at: Type.String(),
});

export const MemberContentQuery = Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) });

export const MemberContentAnswer = Type.Object({
  status: Type.Literal('success'),
  user: Account,
  content: Type.Array(ContentItem, {
    description: `Newest first across the kinds, ${ADMIN_PAGE_SIZE} a page; each is removed through its own delete call`,
  }),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const Listing = Type.Object({
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

export const ListingsQuery = Type.Object({
  expired: Type.Optional(Type.Boolean({ description: 'Only listings past their expiry date (UTC)' })),
  page: Type.Integer({ minimum: 1, default: 1 }),
});

export const ListingsAnswer = Type.Object({
  status: Type.Literal('success'),
  products: Type.Array(Listing),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const AdminAction = Type.Object({
  id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  action: Type.String({ description: 'What the call does' }),
  method: Type.String(),
  path: Type.String(),
  detail: Type.Union([Type.String(), Type.Null()], { description: 'The body sent (JSON, cut short)' }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
});

export const ActionsQuery = Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) });

export const ActionsAnswer = Type.Object({
  status: Type.Literal('success'),
  actions: Type.Array(AdminAction),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});
