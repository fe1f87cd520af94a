import { Type } from 'typebox';
import { SongSchema, ownListAnswer } from 'shared-ui/contracts/entities';

/** Texts of the media calls that the spec does not quote. */
export const mediaMessages = {
  songNotFound: 'Song not found.',
  musicFound: 'Music found.',
  musicDeleted: 'Music deleted.',
  reelNotFound: 'Reel not found.',
  reelsFound: 'Reels found.',
  reelDeleted: 'Reel deleted.',
  ownAccountOnly: 'You can only add content to your own account.',
  ownContentOnly: 'You can only delete your own content.',
  userIdRequired: 'user_id is required.',
  badUserId: 'userid must be a positive whole number.',
} as const;

/** The 'payload user is the caller' texts of the media uploads (music, reels, YouTube). */
export const mediaPayloadUser = {
  missing: mediaMessages.userIdRequired,
  notCaller: mediaMessages.ownAccountOnly,
};

/** Songs a page of get-music.php holds unless `limit` says otherwise. */
export const MUSIC_PAGE_SIZE = 50;
/** Items a page of a member's own list holds unless `limit` says otherwise. */
export const OWN_LIST_PAGE_SIZE = 100;

const Id = Type.Integer({ minimum: 1 });

/** `?userid=`: whose list; `page`/`limit` page through long lists. */
export const OwnListQuery = Type.Object({
  userid: Type.Integer({ minimum: 1, description: "The member's id" }),
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: OWN_LIST_PAGE_SIZE, default: OWN_LIST_PAGE_SIZE }),
});

/** Shared fields of the own-list answers (`{status, data, message}` plus paging). */
export { ownListAnswer };

export const Song = SongSchema;

/** One song (`?id=`): the single song page reads `album_cover`. */
export const SongDetail = Type.Object({
  ...Song.properties,
  album_cover: Type.String({ description: 'Same as song_image_url' }),
});

export const MusicQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, description: 'One song instead of a list' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words of the title or artist' })),
  sort: Type.Optional(
    Type.Union([Type.Literal('recent'), Type.Literal('liked'), Type.Literal('category'), Type.Literal('')], {
      description: 'recent (default), liked (most likes first) or category (A to Z, then newest)',
    }),
  ),
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: MUSIC_PAGE_SIZE }),
});

export const IdParams = Type.Object({ id: Id });

export const LikeBody = Type.Object({
  liked: Type.Boolean({ description: 'true adds a like, false takes one back' }),
});

export const LikeAnswer = Type.Object({
  success: Type.Literal(true),
  likes_count: Type.Integer({ minimum: 0 }),
});

export const AddMusicAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  song: Song,
});

export const UserMusicAnswer = ownListAnswer(Song);

export const DeleteMusicBody = Type.Object({ musicId: Id });
