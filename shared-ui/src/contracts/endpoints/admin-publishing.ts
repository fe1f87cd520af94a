/**
 * What administrators publish for visitors (`/api/admin/news*`, `/api/admin/featured-*`): the news
 * items and the featured videos of /meta with their comments. Part of the admin console's
 * endpoints (./admin.ts).
 */
import { Type, type Static } from 'typebox';
import { FeaturedVideoSchema, NewsItemSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import { Id, IdParams, CONSOLE_REFUSALS, ITEM_REFUSALS } from './admin-shared.ts';
import { StatusAnswer } from './forms.ts';

// News (spec section 3 news item).

export const NEWS_LIMITS = {
  name: 120,
  short_description: 500,
  full_description: 10_000,
  address: 500,
} as const;

/* A type list rather than anyOf, so a refusal names the real problem (e.g. the length). */
const Address = (description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: NEWS_LIMITS.address, description });

/** A news item as an administrator writes it. */
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
export type NewsInput = Static<typeof NewsInput>;

/** An edit: any of the fields of `NewsInput`. */
export const NewsChanges = Type.Partial(NewsInput);
export type NewsChanges = Static<typeof NewsChanges>;

const NewsItemAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  news: NewsItemSchema,
});

export const createNews = endpoint({
  method: 'POST',
  path: 'admin/news',
  summary: 'Publish a news item',
  policy: 'admin',
  body: NewsInput,
  answers: { 201: NewsItemAnswer, ...CONSOLE_REFUSALS },
});

export const updateNews = endpoint({
  method: 'POST',
  path: 'admin/news/:id',
  summary: 'Edit a news item (only the fields sent change)',
  policy: 'admin',
  params: IdParams,
  body: NewsChanges,
  answers: { 200: NewsItemAnswer, ...ITEM_REFUSALS },
});

export const deleteNews = endpoint({
  method: 'POST',
  path: 'admin/news/:id/delete',
  summary: 'Delete a news item',
  policy: 'admin',
  params: IdParams,
  answers: { 200: StatusAnswer, ...ITEM_REFUSALS },
});

/** `deleteNews` with the DELETE method. */
export const removeNews = endpoint({ ...deleteNews, method: 'DELETE', path: 'admin/news/:id' });

// Featured videos of /meta.

export const FeaturedVideoInput = Type.Object({
  video_name: Type.String({ maxLength: 200 }),
  video_url: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 2000 }),
});

/** An edit of a featured video: any of its fields. */
export const FeaturedVideoChanges = Type.Partial(FeaturedVideoInput);

const FeaturedVideoSaved = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  video: FeaturedVideoSchema,
});

export const createFeaturedVideo = endpoint({
  method: 'POST',
  path: 'admin/featured-videos',
  summary: 'Feature a video on /meta',
  description:
    'video_url: a YouTube video id or https watch or embed address (stored as its embed address), or the ' +
    'path of a video stored on this site (/api/videos/{name}).',
  policy: 'admin',
  body: FeaturedVideoInput,
  answers: { 201: FeaturedVideoSaved, ...CONSOLE_REFUSALS },
});

// The static path before `admin/featured-videos/:id`, which would match it too.
export const orderFeaturedVideos = endpoint({
  method: 'POST',
  path: 'admin/featured-videos/order',
  summary: 'Put the featured videos of /meta in this order',
  description: 'Videos not named follow the ones named. A video added later comes first.',
  policy: 'admin',
  body: Type.Object({
    ids: Type.Array(Id(), { minItems: 1, maxItems: 500, description: 'Video ids, the first shown first' }),
  }),
  answers: { 200: StatusAnswer, ...CONSOLE_REFUSALS },
});

export const updateFeaturedVideo = endpoint({
  method: 'POST',
  path: 'admin/featured-videos/:id',
  summary: "Edit a featured video's name, address or description (only the fields sent change)",
  policy: 'admin',
  params: IdParams,
  body: FeaturedVideoChanges,
  answers: { 200: FeaturedVideoSaved, ...ITEM_REFUSALS },
});

export const deleteFeaturedVideo = endpoint({
  method: 'POST',
  path: 'admin/featured-videos/:id/delete',
  summary: 'Stop featuring a video (its comments go with it)',
  policy: 'admin',
  params: IdParams,
  answers: { 200: StatusAnswer, ...ITEM_REFUSALS },
});

/** `deleteFeaturedVideo` with the DELETE method. */
export const removeFeaturedVideo = endpoint({
  ...deleteFeaturedVideo,
  method: 'DELETE',
  path: 'admin/featured-videos/:id',
});

export const deleteFeaturedComment = endpoint({
  method: 'POST',
  path: 'admin/featured-comments/:id/delete',
  summary: 'Delete a comment under a featured video',
  policy: 'admin',
  params: IdParams,
  answers: { 200: StatusAnswer, ...ITEM_REFUSALS },
});

/** `deleteFeaturedComment` with the DELETE method. */
export const removeFeaturedComment = endpoint({
  ...deleteFeaturedComment,
  method: 'DELETE',
  path: 'admin/featured-comments/:id',
});
