/**
 * The stories' endpoints (`/api/pages/*`, spec sections 4 and 7): the article list and one
 * article, the categories, an article's comments, liking an article, and following its author;
 * and writing an article (`/api/users/create_article.php`, from the account's Create page).
 */
import { Type, type Static } from 'typebox';
import { ArticleSchema, CommentSchema } from '../entities/index.ts';
import { endpoint } from '../endpoint.ts';
import {
  StatusAnswer,
  SuccessAnswer,
  SuccessRefusal,
  multipartForm,
  refusals,
  SEARCH_DESCRIPTION,
  SearchRefusal,
  SiteSearchAnswer,
  SiteSearchQuery,
} from './forms.ts';

/** Articles per page of the list: by default, and at most. */
export const ARTICLE_PAGE = { default: 5, max: 20 } as const;
/** Comments per page of an article's comments: by default, and at most. */
export const COMMENT_PAGE = { default: 20, max: 100 } as const;
/** The longest comment the server keeps. */
export const COMMENT_MAX = 1000;

const Id = (description: string) => Type.Integer({ minimum: 1, description });

/*
 * A query parameter with a default is optional to a client: the server fills in a missing one, so
 * its handler always has it and the query's schema lists it as required.
 */
const Page = Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }));
const Limit = (page: { default: number; max: number }) =>
  Type.Optional(
    Type.Integer({ minimum: 1, maximum: page.max, default: page.default, description: 'Items per page' }),
  );

/** The article list's query: all published articles, or one author's. */
export const ArticlesQuery = Type.Object(
  {
    priority: Type.Optional(
      Type.Union([Type.Literal('all'), Type.Literal('user')], {
        default: 'all',
        description: "'all': published articles; 'user': the articles of user_id",
      }),
    ),
    user_id: Type.Optional(Id('The author (with priority=user)')),
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Words the name or text start with' })),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    subcategory: Type.Optional(Type.String({ maxLength: 100 })),
    sort: Type.Optional(
      Type.Union([Type.Literal('recent'), Type.Literal('trending')], { default: 'recent' }),
    ),
    page: Page,
    limit: Limit(ARTICLE_PAGE),
  },
  { required: ['priority', 'sort', 'page', 'limit'] },
);
export type ArticlesQuery = Static<typeof ArticlesQuery>;

export const ArticlesAnswer = Type.Object({
  status: Type.Literal('success'),
  articles: Type.Array(ArticleSchema),
  page: Type.Integer(),
  hasMore: Type.Boolean({ description: 'True when a next page has articles' }),
});

export const getArticles = endpoint({
  method: 'GET',
  path: 'pages/get_articles.php',
  summary: 'Published articles, or one author’s articles, a page at a time',
  description:
    'priority=all lists published articles; priority=user&user_id=N lists that author’s articles ' +
    '(pending and rejected ones too when the caller is that author or an administrator). ' +
    'search matches word starts in the name and text; sort=trending orders by likes.',
  policy: 'public',
  query: ArticlesQuery,
  answers: { 200: ArticlesAnswer, 400: StatusAnswer },
});

export const getArticle = endpoint({
  method: 'GET',
  path: 'pages/get_article.php',
  summary: 'One article (for /article/{id})',
  description: 'An article hidden by moderators answers 410.',
  policy: 'public',
  query: Type.Object({ id: Id('The article') }),
  answers: {
    200: Type.Object({ status: Type.Literal('success'), article: ArticleSchema }),
    ...refusals(StatusAnswer, 400, 404, 410),
  },
});

export const getCategories = endpoint({
  method: 'GET',
  path: 'pages/get_categories.php',
  summary: 'Article categories: a map of category to subcategory list',
  policy: 'public',
  answers: {
    200: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Each category name with its subcategory names',
    }),
  },
});

export const CommentsQuery = Type.Object(
  { articleId: Id('The article'), page: Page, limit: Limit(COMMENT_PAGE) },
  { required: ['articleId', 'page', 'limit'] },
);

export const getComments = endpoint({
  method: 'GET',
  path: 'pages/get_comments.php',
  summary: 'Comments on an article, newest first, a page at a time',
  policy: 'public',
  query: CommentsQuery,
  answers: {
    200: Type.Object({
      success: Type.Literal(true),
      comments: Type.Array(CommentSchema),
      message: Type.String(),
      page: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
    ...refusals(SuccessRefusal, 400, 404),
  },
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

export const addComment = endpoint({
  method: 'POST',
  path: 'pages/add_comment.php',
  summary: 'Comment on a published article (guests comment as Guest)',
  description: "userId null or 0 posts as 'Guest'; any other userId must be the signed-in caller.",
  policy: 'guest-or-payload-user',
  body: AddCommentBody,
  answers: {
    201: Type.Object({
      success: Type.Literal(true),
      message: Type.String(),
      comment: CommentSchema,
      comments_count: Type.Integer(),
    }),
    ...refusals(SuccessRefusal, 400, 401, 403, 404, 429),
  },
});

/** The body naming one article (liking it; deleting one's own). */
export const ArticleIdBody = Type.Object({ articleId: Id('The article') });

const LIKES = 'Guests may like too (the client remembers what it liked). Answers the new count.';

const likeAnswers = {
  200: Type.Object({
    success: Type.Literal(true),
    message: Type.String(),
    likes_count: Type.Integer({ minimum: 0 }),
  }),
  400: SuccessRefusal,
  404: SuccessRefusal,
  429: SuccessRefusal,
};

export const likeArticle = endpoint({
  method: 'POST',
  path: 'pages/like_article.php',
  summary: 'Like an article',
  description: LIKES,
  policy: 'public',
  body: ArticleIdBody,
  answers: likeAnswers,
});

export const unlikeArticle = endpoint({
  method: 'POST',
  path: 'pages/unlike_article.php',
  summary: 'Take back a like',
  description: LIKES,
  policy: 'public',
  body: ArticleIdBody,
  answers: likeAnswers,
});

export const FollowBody = Type.Object({
  userId: Type.Integer({ minimum: 1, description: "The caller's own id" }),
  authorId: Type.Integer({ minimum: 1, description: 'The author to follow or unfollow' }),
});

const followAnswers = {
  200: Type.Object({
    success: Type.Literal(true),
    message: Type.String(),
    followersCount: Type.Integer({ minimum: 0, description: "The author's followers after the change" }),
  }),
  // Malformed JSON is refused by the framework as `{status, message}` before the route runs.
  400: Type.Union([SuccessAnswer, StatusAnswer]),
  401: SuccessAnswer,
  403: SuccessAnswer,
  404: SuccessAnswer,
};

export const followUser = endpoint({
  method: 'POST',
  path: 'pages/follow_user.php',
  summary: 'Follow an author',
  policy: 'payload-user',
  body: FollowBody,
  answers: followAnswers,
});

export const unfollowUser = endpoint({
  method: 'POST',
  path: 'pages/unfollow_user.php',
  summary: 'Stop following an author',
  policy: 'payload-user',
  body: FollowBody,
  answers: followAnswers,
});

/** A saved article, with the text of what was done. */
export const ArticleSaved = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  article: ArticleSchema,
});

export const createArticle = endpoint({
  method: 'POST',
  path: 'users/create_article.php',
  summary: 'Create an article (multipart); it waits as pending with 1 like',
  description:
    'Fields: user_id (the caller), article_name (max 20), description (max 300), category, ' +
    'subcategory (from get_categories.php); files: image1 (required), image2, image3, video1, video2. ' +
    'status and likes_count may be sent but are always pending and 1.',
  policy: 'payload-user',
  encoding: 'multipart',
  body: multipartForm(
    {
      user_id: "The caller's own id",
      article_name: 'At most 20 characters',
      description: 'At most 300 characters',
      category: 'A category from get_categories.php',
      subcategory: 'One of that category’s subcategories',
      status: 'Ignored: a new article is always pending',
      likes_count: 'Ignored: a new article starts with 1 like',
    },
    {
      image1: 'The main image (JPEG, PNG, WebP or GIF)',
      image2: 'A second image',
      image3: 'A third image',
      video1: 'A video (MP4, WebM or QuickTime)',
      video2: 'A second video',
    },
    ['user_id', 'article_name', 'description', 'category', 'subcategory', 'image1'],
  ),
  answers: { 201: ArticleSaved, ...refusals(StatusAnswer, 400, 401, 403, 413, 415) },
});

export const searchArticles = endpoint({
  method: 'GET',
  path: 'pages/search',
  summary: 'Published stories (articles) matching a search: title, then text',
  description: SEARCH_DESCRIPTION,
  policy: 'public',
  query: SiteSearchQuery,
  answers: { 200: SiteSearchAnswer, ...refusals(SearchRefusal, 400) },
});
