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
