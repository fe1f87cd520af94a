import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isOwnerOrAdmin, signedIn, visibleStatuses } from '../../auth/policies.ts';
import { validateArticle } from 'shared-ui/validation';
import {
  ARTICLE_MEDIA,
  createArticle,
  deleteArticle,
  findArticle,
  findArticleAccess,
  listUserPosts,
  mediaInUse,
} from '../../db/articles.repository.ts';
import { listCategoryTree } from '../../db/categories.repository.ts';
import {
  ArticleIdBody,
  ArticleSaved,
  UserPostsAnswer,
  UserPostsQuery,
  articleMessages,
} from '../../schemas/articles.ts';
import { StatusAnswer, multipartForm } from '../../schemas/common.ts';
import { removeStoredFile } from '../../uploads/images.ts';
import { imageRule, videoRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { listRoute } from '../../builders/list-route.ts';
import { uploadRoute } from '../../builders/upload-route.ts';

const form = multipartForm(
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
);

/** The files of the article form (spec section 7) and the video columns of the Article entity. */
const ARTICLE_FILES = {
  image1: imageRule('The main image', 'images', true),
  image2: imageRule('Image 2', 'images'),
  image3: imageRule('Image 3', 'images'),
  video1: videoRule('Video 1'),
  video2: videoRule('Video 2'),
};

const security = [{ session: [] }];
const refusals = { 400: StatusAnswer, 401: StatusAnswer, 403: StatusAnswer };

/** `/api/users/*`: a member's own articles: list, create, delete (spec 'Own content'). */
const posts: FastifyPluginAsyncTypebox = async (app) => {
  listRoute(app, {
    query: UserPostsQuery,
    url: '/get_user_posts.php',
    schema: {
      summary: "An author's articles for the 'My articles' list, newest first",
      description: 'Every status for the author themself and administrators; published ones otherwise.',
      tags: ['articles'],
      response: { 200: UserPostsAnswer, 400: StatusAnswer },
    },
    page: ({ page, limit }) => ({ page, limit }),
    fetch: ({ userid: userId }, window, request) =>
      listUserPosts(app.db, { userId, statuses: visibleStatuses(request.user, userId), ...window }),
    answer: ({ items, page, hasMore }) => ({
      status: 'success' as const,
      data: items,
      message: items.length > 0 ? articleMessages.postsFound : articleMessages.noPosts,
      page,
      hasMore,
    }),
  });

  uploadRoute(app, {
    url: '/create_article.php',
    summary: 'Create an article (multipart); it waits as pending with 1 like',
    description:
      'Fields: user_id (the caller), article_name (max 20), description (max 300), category, ' +
      'subcategory (from get_categories.php); files: image1 (required), image2, image3, video1, video2. ' +
      'status and likes_count may be sent but are always pending and 1.',
    tags: ['articles'],
    form,
    files: ARTICLE_FILES,
    refusalSchema: StatusAnswer,
    answer: { status: 201, schema: ArticleSaved },
    payloadUser: { missing: articleMessages.userIdRequired, notCaller: articleMessages.postAsYourself },
    validate: async ({ fields, files }) => {
      const problem = firstProblem(
        validateArticle({
          article_name: fields.article_name ?? '',
          description: fields.description ?? '',
          category: fields.category ?? '',
          subcategory: fields.subcategory ?? '',
          image1: fileInfo(files.image1),
          image2: fileInfo(files.image2) ?? undefined,
          image3: fileInfo(files.image3) ?? undefined,
        }),
      );
      if (problem) return problem;
      const subcategories = (await listCategoryTree(app.db))[fields.category!.trim()];
      if (!subcategories) return articleMessages.unknownCategory;
      if (!subcategories.includes(fields.subcategory!.trim())) return articleMessages.unknownSubcategory;
      return null;
    },
    save: async ({ fields, stored, caller }) => {
      const now = app.now().toISOString();
      const id = await createArticle(app.db, {
        article_name: fields.article_name!.trim(),
        description: fields.description!.trim(),
        category: fields.category!.trim(),
        subcategory: fields.subcategory!.trim(),
        status: 'pending',
        likes_count: 1,
        user_id: caller.id,
        image_url1: stored.image1!.name,
        image_url2: stored.image2?.name ?? null,
        image_url3: stored.image3?.name ?? null,
        video_url1: stored.video1?.name ?? null,
        video_url2: stored.video2?.name ?? null,
        created_at: now,
        updated_at: now,
      });
      return (await findArticle(app.db, id))!;
    },
    reply: (article) => ({ status: 'success', message: articleMessages.created, article }),
  });

  app.post(
    '/delete_article.php',
    {
      schema: {
        summary: 'Delete an article and its media (its author or an administrator)',
        tags: ['articles'],
        security,
        body: ArticleIdBody,
        response: { 200: StatusAnswer, ...refusals, 404: StatusAnswer },
      },
      config: { policy: 'owner-or-admin' },
      onRequest: signedIn(),
    },
    async (request, reply) => {
      const { articleId } = request.body;
      const article = await findArticleAccess(app.db, articleId);
      if (!article) return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
      if (!isOwnerOrAdmin(request.user, article.user_id)) {
        return reply.code(403).send({ status: 'error', message: articleMessages.ownArticlesOnly });
      }
      const media = await deleteArticle(app.db, articleId);
      if (media) await removeArticleMedia(media);
      return { status: 'success' as const, message: articleMessages.deleted };
    },
  );

  /** Removes an article's stored files (and image variants) that no other article shows. */
  async function removeArticleMedia(media: Record<keyof typeof ARTICLE_MEDIA, string | null>) {
    const names = Object.values(media).filter((name) => name !== null);
    const shared = await mediaInUse(app.db, names);
    const removals: Promise<void>[] = [];
    for (const [column, kind] of Object.entries(ARTICLE_MEDIA)) {
      const name = media[column as keyof typeof ARTICLE_MEDIA];
      if (!name || shared.has(name)) continue;
      removals.push(removeStoredFile(app.media, kind, name));
    }
    await Promise.all(removals);
  }
};

export default posts;
