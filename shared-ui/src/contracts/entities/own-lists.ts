/**
 * What a member's own lists answer (spec section 3 'Reel', 'YouTube entry'; section 7
 * get_user_posts.php, get_user_reels.php, get_user_music.php, get_user_youtube.php) and what
 * they are asked, defined once: the API's route schemas use these; a client reads the types with
 * `Static<>`.
 */
import { Type, type Static, type TObject, type TSchema, type TUnknown } from 'typebox';
import { ArticleStatusSchema } from './article.ts';
import { ModerationSchema, PageSchema } from './fields.ts';
import { SongSchema } from './song.ts';

/** Items a page of a member's own list holds unless `limit` says otherwise (and at most). */
export const OWN_LIST_PAGE_SIZE = 100;

/** `?userid=`: whose list; `page`/`limit` page through long lists. */
export const OwnListQuery = Type.Object({
  userid: Type.Integer({ minimum: 1, description: "The member's id" }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: OWN_LIST_PAGE_SIZE, default: OWN_LIST_PAGE_SIZE }),
});
export type OwnListQuery = Static<typeof OwnListQuery>;

/**
 * An item of a member's own list with where it stands with the moderators: a hidden one is
 * listed to its owner (and administrators) alone.
 */
export const owned = <T extends TObject>(item: T) =>
  Type.Object({ ...item.properties, moderation: ModerationSchema } as T['properties'] & {
    moderation: typeof ModerationSchema;
  });

/** One page of an own list: `data`, and the spec's "none found" text when it is empty. */
export const ownListAnswer = <T extends TSchema>(item: T) =>
  Type.Object({
    status: Type.Literal('success'),
    data: Type.Array(item),
    message: Type.String({ description: 'The spec\'s "none found" text when `data` is empty' }),
    ...PageSchema.properties,
  });
/** `ownListAnswer` of items `T`. */
export type OwnListAnswer<T> = Omit<Static<ReturnType<typeof ownListAnswer<TUnknown>>>, 'data'> & {
  data: T[];
};

/** An article in its author's own list (spec: id, article_name, created_at, status, likes_count). */
export const OwnArticleSchema = Type.Object({
  id: Type.Integer(),
  article_name: Type.String(),
  created_at: Type.String(),
  status: ArticleStatusSchema,
  likes_count: Type.Integer(),
  status_reason: Type.Union([Type.String(), Type.Null()], {
    description: "Why a moderator did not publish it (a rejected article's reason), or null",
  }),
});

const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

/**
 * Where the copies of an uploaded song or reel stand, for its owner: 'processing' (listed to
 * them alone, with how far along it is), 'ready', or 'failed' (every attempt failed; `error`
 * says why in the owner's language).
 */
export const MediaProcessingSchema = Type.Object({
  state: Type.Union([Type.Literal('processing'), Type.Literal('ready'), Type.Literal('failed')]),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  error: NullableString("Why it could not be processed, in the owner's language; null otherwise"),
});
export type MediaProcessing = Static<typeof MediaProcessingSchema>;

/** A reel's own fields (spec section 3 'Reel', plus the video's stored name, its copies and poster). */
export const ReelFieldsSchema = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  status: Type.String(),
  likes_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  video: Type.String({ description: 'Stored name of the video: /api/videos/{name}' }),
  duration: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Length in whole seconds; null until the file is probed',
  }),
  video_normal_url: NullableString(
    'Stored name of the H.264/AAC MP4 copy (about 720 px on its long side), as `video`; null until made',
  ),
  video_low_url: NullableString(
    'Stored name of the low-data MP4 copy (about 360 px), as `video`; null until made',
  ),
  poster: NullableString(
    'Stored name of the WebP poster, served as pictures are (/api/images/{name}, with their widths); null until made',
  ),
});

/** A reel in its member's own list, with where its copies stand. */
export const OwnReelSchema = Type.Object({
  ...ReelFieldsSchema.properties,
  processing: MediaProcessingSchema,
});

/** A song in its member's own list (My songs), with where its copies stand. */
export const OwnSongSchema = Type.Object({
  ...SongSchema.properties,
  processing: MediaProcessingSchema,
});

/** A member's YouTube entry (spec section 3), plus the 11-character video id. */
export const YoutubeEntrySchema = Type.Object({
  id: Type.Integer(),
  video_id: Type.String({ description: 'The 11-character YouTube video id' }),
  description: Type.String(),
  video_url: Type.String({ description: 'https://www.youtube.com/watch?v={video_id}' }),
  likes_count: Type.Integer({ minimum: 0 }),
  date_created: Type.String({ description: 'ISO 8601 UTC' }),
});
