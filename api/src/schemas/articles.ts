import { Type } from 'typebox';
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { messages } from '../messages.ts';
import {
  ArticleSchema,
  ArticleStatusSchema,
  CommentSchema,
  OwnArticleSchema,
  ownListAnswer,
  type ArticleStatus as ArticleStatusName,
} from 'shared-ui/contracts/entities';

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

/** The longest comment the server keeps. */
export const COMMENT_MAX = 1000;
/** The name shown for a comment sent without a user id (spec: the user id is null or 0). */
export const GUEST_NAME = messages.guestName;

export const ARTICLE_PAGE = { default: 5, max: 20 } as const;
export const COMMENT_PAGE = { default: 20, max: 100 } as const;
export const POSTS_PAGE = { default: 50, max: 100 } as const;
export const ADMIN_ARTICLE_PAGE = { default: 20, max: 100 } as const;

const Id = (description: string) => Type.Integer({ minimum: 1, description });
const Page = Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' });
const Limit = (page: { default: number; max: number }) =>
  Type.Integer({ minimum: 1, maximum: page.max, default: page.default, description: 'Items per page' });

/** The status enum with a default or description of its own (a query's filter). */
const statusType = (options: { default?: ArticleStatusName; description?: string }) =>
  Type.Union(ArticleStatusSchema.anyOf, options);

export const ArticleStatus = ArticleStatusSchema;

/** spec section 3 'Article' (shared-ui/contracts), plus how many comments it has. */
export const Article = ArticleSchema;

export const ArticlesQuery = Type.Object({
  priority: Type.Union([Type.Literal('all'), Type.Literal('user')], {
    default: 'all',
    description: "'all': published articles; 'user': the articles of user_id",
  }),
  user_id: Type.Optional(Id('The author (with priority=user)')),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Words the name or text start with' })),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  subcategory: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Union([Type.Literal('recent'), Type.Literal('trending')], { default: 'recent' }),
  page: Page,
  limit: Limit(ARTICLE_PAGE),
});

export const ArticlesAnswer = Type.Object({
  status: Type.Literal('success'),
  articles: Type.Array(Article),
  page: Type.Integer(),
  hasMore: Type.Boolean({ description: 'True when a next page has articles' }),
});

export const ArticleQuery = Type.Object({ id: Id('The article') });

export const ArticleAnswer = Type.Object({ status: Type.Literal('success'), article: Article });

export const CategoriesAnswer = Type.Record(Type.String(), Type.Array(Type.String()), {
  description: 'Each category name with its subcategory names',
});

export const ArticleSaved = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  article: Article,
});

export const UserPostsQuery = Type.Object({
  userid: Id('The author'),
  page: Page,
  limit: Limit(POSTS_PAGE),
});

export const UserPost = OwnArticleSchema;

export const UserPostsAnswer = ownListAnswer(UserPost);

export const ArticleIdBody = Type.Object({ articleId: Id('The article') });

export const CommentsQuery = Type.Object({
  articleId: Id('The article'),
  page: Page,
  limit: Limit(COMMENT_PAGE),
});

export const Comment = CommentSchema;

export const CommentsAnswer = Type.Object({
  success: Type.Literal(true),
  comments: Type.Array(Comment),
  message: Type.String(),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const AddCommentBody = Type.Object({
  articleId: Id('The article'),
  comment: Type.String({ maxLength: 10 * COMMENT_MAX }),
  userId: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      minimum: 0,
      description: "The caller's id; null or 0 comments as 'Guest'",
    }),
  ),
});

export const CommentAdded = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  comment: Comment,
  comments_count: Type.Integer(),
});

export const LikeAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  likes_count: Type.Integer({ minimum: 0 }),
});

export const AdminArticlesQuery = Type.Object({
  status: statusType({ default: 'pending', description: 'Which articles to list' }),
  page: Page,
  limit: Limit(ADMIN_ARTICLE_PAGE),
});

export const ArticleIdParams = Type.Object({ id: Id('The article') });

/** Why an article is rejected, kept in the record of administrator actions. */
const Reason = Type.Optional(
  Type.String({ maxLength: 500, description: 'Why (optional; kept in the admin record)' }),
);

export const ArticleStatusBody = Type.Object({ status: ArticleStatus, reason: Reason });

export const BulkArticlesBody = Type.Object({
  ids: Type.Array(Id('An article'), { minItems: 1, maxItems: ADMIN_ARTICLE_PAGE.max }),
  status: ArticleStatus,
  reason: Reason,
});

export const BulkArticlesAnswer = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  ids: Type.Array(Type.Integer(), { description: 'The articles changed (unknown ids are left out)' }),
});

export const ArticleCountsAnswer = Type.Object({
  status: Type.Literal('success'),
  counts: Type.Object({ pending: Type.Integer(), published: Type.Integer(), rejected: Type.Integer() }),
});
