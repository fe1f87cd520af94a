import { messages } from '../messages.ts';

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

/** The YouTube endpoints' schemas are their contract's (shared-ui/contracts/youtube). */
export { COMMENT_MAX } from 'shared-ui/contracts/youtube';
/** The name shown for a comment without an account. */
export const GUEST_NAME = messages.guestName;
