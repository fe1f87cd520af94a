import { Type } from 'typebox';
import { OwnReelSchema, ownListAnswer } from 'shared-ui/contracts/entities';

/** Reels a page of get_reels.php holds. */
export const REELS_PAGE_SIZE = 10;

/** A reel in its member's own list (spec section 3 'Reel', plus the video's stored name). */
export const OwnReel = OwnReelSchema;

/** A reel as the reels pages show it, with its member. */
export const Reel = Type.Object({
  ...OwnReel.properties,
  user_id: Type.Integer(),
  user_name: Type.String(),
});

export const CreateReelAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  reel: Reel,
});

export const UserReelsAnswer = ownListAnswer(OwnReel);

export const ReelsQuery = Type.Object({ page: Type.Integer({ minimum: 1, default: 1 }) });

export const ReelsAnswer = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(Reel),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const ReelQuery = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const ReelAnswer = Type.Object({ status: Type.Literal('success'), reel: Reel });

export const LikeReelBody = Type.Object({
  reelId: Type.Integer({ minimum: 1 }),
  liked: Type.Boolean({ description: 'true adds a like, false takes one back' }),
});

export const DeleteReelBody = Type.Object({ reelId: Type.Integer({ minimum: 1 }) });
