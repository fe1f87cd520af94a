/**
 * The reels endpoints (`/api/reels/*`, spec sections 3 and 7): everyone's reels a page at a time
 * (/reels), one reel (/share-reel/{reelId}), liking a reel, and a member posting one (/create).
 */
import { Type, type Static } from 'typebox';
import { MediaProcessingSchema, ReelFieldsSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import {
  multipartForm,
  refusals,
  StatusAnswer,
  SuccessRefusal,
  SEARCH_DESCRIPTION,
  SearchRefusal,
  SiteSearchAnswer,
  SiteSearchQuery,
} from './forms.ts';
import { LikeAnswer } from './music.ts';

/** Reels a page of the list holds. */
export const REELS_PAGE_SIZE = 10;

/** A reel as the reels pages show it (spec section 3 'Reel'), with its member. */
export const ReelSchema = Type.Object({
  ...ReelFieldsSchema.properties,
  user_id: Type.Integer(),
  user_name: Type.String(),
});
export type Reel = Static<typeof ReelSchema>;

export const createReel = endpoint({
  method: 'POST',
  path: 'reels/create_reel.php',
  summary: 'Post a reel (multipart)',
  description:
    'Fields: user_id (the caller), description (at most 300 characters), video1 (MP4, WebM or ' +
    'QuickTime; the type is read from the bytes).',
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    { user_id: "The caller's own id", description: 'At most 300 characters' },
    { video1: 'The video (MP4, WebM or QuickTime)' },
    ['user_id', 'video1'],
  ),
  answers: {
    201: Type.Object({
      status: Type.Literal('success'),
      message: Type.String(),
      reel: Type.Object({ ...ReelSchema.properties, processing: MediaProcessingSchema }),
    }),
    ...refusals(StatusAnswer, 400, 401, 403, 413, 415),
  },
});

export const ReelsQuery = Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) });

export const getReels = endpoint({
  method: 'GET',
  path: 'reels/get_reels.php',
  summary: `Everyone's reels, newest first, ${REELS_PAGE_SIZE} a page`,
  policy: 'public',
  query: ReelsQuery,
  answers: {
    200: Type.Object({
      status: Type.Literal('success'),
      data: Type.Array(ReelSchema),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    400: StatusAnswer,
  },
});

export const getReel = endpoint({
  method: 'GET',
  path: 'reels/get_reel.php',
  summary: 'One reel (the shared reel page)',
  description: 'A reel hidden by moderators answers 410.',
  policy: 'public',
  query: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  answers: {
    200: Type.Object({ status: Type.Literal('success'), reel: ReelSchema }),
    ...refusals(StatusAnswer, 400, 404, 410),
  },
});

export const likeReel = endpoint({
  method: 'POST',
  path: 'reels/like_reel.php',
  summary: 'Like a reel ({liked: true}) or take the like back ({liked: false})',
  description: 'Atomic; the count never goes below 0. No login needed.',
  policy: 'public',
  body: Type.Object({
    reelId: Type.Integer({ minimum: 1 }),
    liked: Type.Boolean({ description: 'true adds a like, false takes one back' }),
  }),
  answers: { 200: LikeAnswer, ...refusals(SuccessRefusal, 400, 404) },
});

export const searchReels = endpoint({
  method: 'GET',
  path: 'reels/search',
  summary: 'Reels matching a search in their description',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});
