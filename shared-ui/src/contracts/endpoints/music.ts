/**
 * The music endpoints (`/api/music/*`, spec sections 3 and 7): the song list and one song (the
 * /music and /song pages), liking a song, and a member's upload of a song (/create).
 */
import { Type, type Static } from 'typebox';
import { OwnSongSchema, SongSchema } from '../entities/index.ts';
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

/** Songs a page of the list holds unless `limit` says otherwise. */
export const MUSIC_PAGE_SIZE = 50;
/** The most songs one page may ask for. */
export const MUSIC_PAGE_MAX = 100;

/** The orders of the list: newest first, most liked first, or by category (A to Z, then newest). */
export const SongSortSchema = Type.Union(
  [Type.Literal('recent'), Type.Literal('liked'), Type.Literal('category'), Type.Literal('')],
  { description: 'recent (default), liked (most likes first) or category (A to Z, then newest)' },
);
/** An order of the list ('' is the default, recent). */
export type SongSort = Exclude<Static<typeof SongSortSchema>, ''>;

/**
 * The list's query (search, sort, page, limit), or one song's (id). The server fills `page` and
 * `limit` with their defaults when they are left out, so the schema lists them as required.
 */
export const MusicQuery = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'One song instead of a list' })),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Words of the title or artist' })),
    sort: Type.Optional(SongSortSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MUSIC_PAGE_MAX, default: MUSIC_PAGE_SIZE })),
  },
  { required: ['page', 'limit'] },
);
export type MusicQuery = Static<typeof MusicQuery>;

/** A page of the list: a bare array of songs (spec). */
export const SongList = Type.Array(SongSchema);

/** One song (`?id=`): the single song page reads `album_cover`. */
export const SongDetailSchema = Type.Object({
  ...SongSchema.properties,
  album_cover: Type.String({ description: 'Same as song_image_url' }),
});
export type SongDetail = Static<typeof SongDetailSchema>;

export const getMusic = endpoint({
  method: 'GET',
  path: 'music/get-music.php',
  summary: 'Songs matching a search, in the chosen order; or one song (?id=)',
  description:
    'Without `id`: an array of songs (title or artist words in `search`; `sort` recent, liked or ' +
    'category; `page`/`limit` page through). With `id`: that song, with `album_cover`; a song ' +
    'hidden by moderators answers 410.',
  policy: 'public',
  query: MusicQuery,
  answers: { 200: Type.Union([SongList, SongDetailSchema]), ...refusals(StatusAnswer, 400, 404, 410) },
});

/** `{liked}`: a like, or a like taken back. */
export const LikeBody = Type.Object({
  liked: Type.Boolean({ description: 'true adds a like, false takes one back' }),
});

/** The new count after a like (songs and reels). */
export const LikeAnswer = Type.Object({
  success: Type.Literal(true),
  likes_count: Type.Integer({ minimum: 0 }),
});

export const likeSong = endpoint({
  method: 'POST',
  path: 'music/get-music.php/:id/like',
  summary: 'Like a song ({liked: true}) or take the like back ({liked: false})',
  description: 'Atomic; the count never goes below 0. No login needed.',
  policy: 'public',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  body: LikeBody,
  answers: { 200: LikeAnswer, ...refusals(SuccessRefusal, 400, 404) },
});

export const addMusic = endpoint({
  method: 'POST',
  path: 'music/add_music.php',
  summary: 'Upload a song (multipart)',
  description:
    'Fields: user_id (the caller), song_title, song_artist, small_description, category, ' +
    'song_image (an image), song_file (MP3 or MP4, at most 10MB; the type is read from the bytes).',
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    {
      user_id: "The caller's own id",
      song_title: 'The title',
      song_artist: 'The artist',
      small_description: 'A short description',
      category: 'The genre',
    },
    { song_image: 'The cover image (JPEG, PNG, WebP or GIF)', song_file: 'MP3 or MP4 audio, at most 10MB' },
    ['user_id', 'song_title', 'song_artist', 'small_description', 'category', 'song_image', 'song_file'],
  ),
  answers: {
    201: Type.Object({ status: Type.Literal('success'), message: Type.String(), song: OwnSongSchema }),
    ...refusals(StatusAnswer, 400, 401, 403, 413, 415),
  },
});

export const searchSongs = endpoint({
  method: 'GET',
  path: 'music/search',
  summary: 'Songs matching a search: title, then artist',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});
