/**
 * The YouTube endpoints (`/api/youtube/*`, spec sections 3 and 7): the YouTube videos a member
 * lists as their own (/create, /user/myyoutube), and the featured videos of /meta with their
 * likes, views and comments.
 */
import { Type } from 'typebox';
import { FeaturedVideoSchema, OwnListQuery, YoutubeEntrySchema, ownListAnswer } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import { multipartForm, refusals, RemovalReason, StatusAnswer, SuccessRefusal } from './forms.ts';

/** The longest comment under a featured video. */
export const COMMENT_MAX = 1000;

const Id = Type.Integer({ minimum: 1 });

export const createYoutube = endpoint({
  method: 'POST',
  path: 'youtube/create_youtube.php',
  summary: "Add a YouTube video to the caller's list (multipart)",
  description:
    'Fields: user_id (the caller), videoId (an 11-character YouTube id, or a YouTube link), ' +
    'youtubedescription (at most 300 characters).',
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    {
      user_id: "The caller's own id",
      videoId: 'An 11-character YouTube video id, or a YouTube link',
      youtubedescription: 'At most 300 characters',
    },
    {},
    ['user_id', 'videoId', 'youtubedescription'],
  ),
  answers: {
    201: Type.Object({
      status: Type.Literal('success'),
      message: Type.String(),
      entry: YoutubeEntrySchema,
    }),
    ...refusals(StatusAnswer, 400, 401, 403, 413, 415),
  },
});

export const getUserYoutube = endpoint({
  method: 'GET',
  path: 'youtube/get_user_youtube.php',
  summary: "A member's YouTube videos, newest first",
  policy: 'public',
  query: OwnListQuery,
  answers: { 200: ownListAnswer(YoutubeEntrySchema), 400: StatusAnswer },
});

export const deleteYoutube = endpoint({
  method: 'POST',
  path: 'youtube/delete_youtube.php',
  summary: "Delete one of the caller's YouTube entries (administrators: anyone's)",
  policy: 'owner-or-admin',
  body: Type.Object({
    videoId: Type.Integer({ minimum: 1, description: "The entry's id (from the member's own list)" }),
    reason: RemovalReason,
  }),
  answers: { 200: StatusAnswer, ...refusals(StatusAnswer, 400, 401, 403, 404) },
});

export const fetchMetadata = endpoint({
  method: 'GET',
  path: 'youtube/fetch_metadata.php',
  summary: 'The featured videos, newest first, each with all its comments (newest first)',
  policy: 'public',
  answers: {
    200: Type.Object({ success: Type.Literal(true), videos: Type.Array(FeaturedVideoSchema) }),
  },
});

/** `{video_id}`: the featured video liked or viewed. */
export const VideoIdBody = Type.Object({ video_id: Id });

export const likeVideo = endpoint({
  method: 'POST',
  path: 'youtube/like_video.php',
  summary: 'Like a featured video',
  description: "Atomic. Once per video per device is the page's rule; no login needed.",
  policy: 'public',
  body: VideoIdBody,
  answers: {
    200: Type.Object({
      success: Type.Literal(true),
      total_likes: Type.Integer({ minimum: 0 }),
      message: Type.String(),
    }),
    ...refusals(SuccessRefusal, 400, 404),
  },
});

export const viewVideo = endpoint({
  method: 'POST',
  path: 'youtube/view_video.php',
  summary: 'Count a view of a featured video',
  description: 'Atomic; no login needed.',
  policy: 'public',
  body: VideoIdBody,
  answers: {
    200: Type.Object({ success: Type.Literal(true), views: Type.Integer({ minimum: 0 }) }),
    ...refusals(SuccessRefusal, 400, 404),
  },
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

export const postComment = endpoint({
  method: 'POST',
  path: 'youtube/post_comment.php',
  summary: 'Comment on a featured video',
  description:
    "user_id null or 0 posts as 'Guest'; any other user_id must be the caller's own. " +
    `Blank comments are refused; at most ${COMMENT_MAX} characters.`,
  policy: 'guest-or-payload-user',
  body: PostCommentBody,
  answers: {
    201: Type.Object({
      success: Type.Literal(true),
      new_comment_id: Type.Integer(),
      username: Type.String(),
      message: Type.String(),
    }),
    ...refusals(SuccessRefusal, 400, 401, 403, 404),
  },
});
