import { Type } from 'typebox';
import { messages } from '../messages.ts';
import {
  FeaturedCommentSchema,
  FeaturedVideoSchema,
  YoutubeEntrySchema,
  ownListAnswer,
} from 'shared-ui/contracts/entities';

/** Texts of the YouTube and featured-video calls that the spec does not quote. */
export const youtubeMessages = {
  invalidVideoId: 'Please enter a valid YouTube video ID.',
  videosFound: 'YouTube videos found.',
  entryNotFound: 'Video not found.',
  entryDeleted: 'Video deleted.',
  featuredNotFound: 'Video not found.',
  liked: 'Thank you for liking this video!',
  commentAdded: 'Comment added.',
  commentTooLong: (max: number) => `Your comment must be at most ${max} characters.`,
  ownNameOnly: 'You can only comment as yourself.',
  featuredCreated: 'Featured video added.',
  featuredDeleted: 'Featured video deleted.',
  featuredUpdated: 'Featured video updated.',
  featuredReordered: 'Featured videos reordered.',
  featuredCommentDeleted: 'Comment deleted.',
  featuredCommentNotFound: 'Comment not found.',
  badFeaturedUrl:
    'video_url must be a YouTube video id, an https YouTube watch or embed address, or the path of a video on this site (/api/videos/…).',
} as const;

/** The longest comment under a featured video. */
export const COMMENT_MAX = 1000;
/** The name shown for a comment without an account. */
export const GUEST_NAME = messages.guestName;

const Id = Type.Integer({ minimum: 1 });

/** A member's YouTube entry (spec section 3), plus the 11-character video id. */
export const YoutubeEntry = YoutubeEntrySchema;

export const CreateYoutubeAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  entry: YoutubeEntry,
});

export const UserYoutubeAnswer = ownListAnswer(YoutubeEntry);

export const DeleteYoutubeBody = Type.Object({
  videoId: Type.Integer({ minimum: 1, description: "The entry's id (from the member's own list)" }),
});

export const FeaturedComment = FeaturedCommentSchema;

export const FeaturedVideo = FeaturedVideoSchema;

export const FeaturedVideosAnswer = Type.Object({
  success: Type.Literal(true),
  videos: Type.Array(FeaturedVideo),
});

export const VideoIdBody = Type.Object({ video_id: Id });

export const LikeVideoAnswer = Type.Object({
  success: Type.Literal(true),
  total_likes: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});

export const ViewVideoAnswer = Type.Object({
  success: Type.Literal(true),
  views: Type.Integer({ minimum: 0 }),
});

export const PostCommentBody = Type.Object({
  video_id: Id,
  comment: Type.String(),
  user_id: Type.Optional(
    Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: "The caller's id; null or 0 for a guest (shown as 'Guest')",
    }),
  ),
});

export const PostCommentAnswer = Type.Object({
  success: Type.Literal(true),
  new_comment_id: Type.Integer(),
  username: Type.String(),
  message: Type.String(),
});

export const FeaturedVideoInput = Type.Object({
  video_name: Type.String({ maxLength: 200 }),
  video_url: Type.String({ maxLength: 500 }),
  description: Type.String({ maxLength: 2000 }),
});

export const FeaturedVideoCreated = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  video: FeaturedVideo,
});

export const FeaturedIdParams = Type.Object({ id: Id });

/** An edit of a featured video: any of its fields. */
export const FeaturedVideoChanges = Type.Partial(FeaturedVideoInput);

export const FeaturedVideoSaved = FeaturedVideoCreated;

export const FeaturedOrderBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, description: 'Video ids, the first shown first' }),
});
