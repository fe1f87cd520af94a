import { Type } from 'typebox';
import { texts } from 'shared-ui/texts';
import type { ArticleStatus as Status } from '../db/articles.table.ts';

/** Answers of the article calls (texts the spec does not quote; its own come from shared-ui/texts). */
export const articleMessages = {
  notFound: 'Article not found.',
  created: texts.create.articleCreated,
  deleted: 'Article deleted.',
  updated: 'Article updated.',
  postsFound: 'Posts found.',
  noPosts: texts.posts.none,
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
export const GUEST_NAME = 'Guest';

export const ARTICLE_PAGE = { default: 5, max: 20 } as const;
export const COMMENT_PAGE = { default: 20, max: 100 } as const;
export const POSTS_PAGE = { default: 50, max: 100 } as const;
export const ADMIN_ARTICLE_PAGE = { default: 20, max: 100 } as const;

const Id = (description: string) => Type.Integer({ minimum: 1, description });
const Page = Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' });
const Limit = (page: { default: number; max: number }) =>
  Type.Integer({ minimum: 1, maximum: page.max, default: page.default, description: 'Items per page' });
const NullableName = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

export const ARTICLE_STATUSES: readonly Status[] = ['pending', 'published', 'rejected'];

const statusType = (options: { default?: Status; description?: string } = {}) =>
  Type.Union([Type.Literal('pending'), Type.Literal('published'), Type.Literal('rejected')], options);

export const ArticleStatus = statusType();

/** spec section 3 'Article' (shared-ui/contracts `Article`), plus how many comments it has. */
export const Article = Type.Object({
  id: Type.Integer(),
  article_name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  subcategory: Type.String(),
  status: ArticleStatus,
  likes_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String({ description: 'ISO 8601 UTC' }),
  user_id: Type.Integer(),
  user_name: Type.String(),
  profile_image: NullableName("The author's profile image, or null for the default one"),
  image_url1: NullableName('Stored image name, served at /api/images/{name} (also -w480 at 480px)'),
  image_url2: NullableName('Stored image name, or null'),
  image_url3: NullableName('Stored image name, or null'),
  video_url1: NullableName('Stored video name, served at /api/videos/{name}'),
  video_url2: NullableName('Stored video name, or null'),
  comments_count: Type.Integer({ minimum: 0 }),
});

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

export const UserPost = Type.Object({
  id: Type.Integer(),
  article_name: Type.String(),
  created_at: Type.String(),
  status: ArticleStatus,
  likes_count: Type.Integer(),
});

export const UserPostsAnswer = Type.Object({
  status: Type.Literal('success'),
  data: Type.Array(UserPost),
  message: Type.String(),
  page: Type.Integer(),
  hasMore: Type.Boolean(),
});

export const ArticleIdBody = Type.Object({ articleId: Id('The article') });

export const CommentsQuery = Type.Object({
  articleId: Id('The article'),
  page: Page,
  limit: Limit(COMMENT_PAGE),
});

export const Comment = Type.Object({
  id: Type.Integer(),
  user_name: Type.String(),
  comment: Type.String(),
  created_at: Type.String(),
});

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

export const ArticleStatusBody = Type.Object({ status: ArticleStatus });
