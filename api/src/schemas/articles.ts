import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { messages } from '../messages.ts';

/** Answers of the article calls (texts the spec does not quote; its own come from shared-ui/texts). */
export const articleMessages = {
  notFound: 'Article not found.',
  created: account.create.articleCreated,
  deleted: 'Article deleted.',
  updated: 'Article updated.',
  postsFound: 'Posts found.',
  noPosts: account.posts.none,
  ownArticlesOnly: 'You can only delete your own articles.',
  postAsYourself: 'You can only post as yourself.',
  commentAsYourself: 'You can only comment as yourself.',
  unknownCategory: 'Please choose a category from the list.',
  unknownSubcategory: 'Please choose a subcategory of that category.',
  commentsFound: 'Comments found.',
  noComments: 'No comments yet.',
  commentAdded: 'Comment added.',
  liked: 'Article liked.',
  unliked: 'Like removed.',
  userIdRequired: texts.validation.required('user_id'),
  userIdNeeded: 'user_id is required to list an author’s articles.',
} as const;

/** The name shown for a comment sent without a user id (spec: the user id is null or 0). */
export const GUEST_NAME = messages.guestName;

/** The longest comment the server keeps (shared-ui/contracts/pages). */
export { COMMENT_MAX } from 'shared-ui/contracts/pages';
