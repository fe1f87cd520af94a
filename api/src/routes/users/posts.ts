import type { FastifyInstance } from 'fastify';
import { isOwnerOrAdmin, seesHidden, visibleStatuses } from '../../auth/policies.ts';
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
import { articleMessages } from '../../schemas/articles.ts';
import type * as pages from 'shared-ui/contracts/pages';
import type * as users from 'shared-ui/contracts/users';
import { removeStoredFile } from '../../uploads/images.ts';
import { imageRule, videoRule } from '../../uploads/rules.ts';
import { fileInfo, firstProblem } from '../../uploads/upload-fields.ts';
import { list } from '../../builders/list-route.ts';
import type { RoutesOf } from '../../builders/router.ts';
import { upload } from '../../builders/upload-route.ts';
import { fieldNames } from 'shared-ui/texts/fields';

/** The files of the article form (spec section 7) and the video columns of the Article entity. */
const ARTICLE_FILES = {
  image1: imageRule(() => fieldNames.mainImage, 'images', true),
  image2: imageRule(() => fieldNames.image(2), 'images'),
  image3: imageRule(() => fieldNames.image(3), 'images'),
  video1: videoRule(() => fieldNames.videoN(1)),
  video2: videoRule(() => fieldNames.videoN(2)),
};

/** `/api/users/*`: a member's own articles: list, create, delete (spec 'Own content'). */
export const posts = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof users>, 'getUserPosts' | 'deleteArticle'> &
  Pick<RoutesOf<typeof pages>, 'createArticle'> => {
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

  return {
    getUserPosts: list({
      tags: ['articles'],
      page: ({ page, limit }) => ({ page, limit }),
      fetch: ({ userid: userId }, window, request) =>
        listUserPosts(app.db, {
          userId,
          statuses: visibleStatuses(request.user, userId),
          withHidden: seesHidden(request.user, userId),
          ...window,
        }),
      answer: ({ items, page, hasMore }) => ({
        status: 'success' as const,
        data: items,
        message: items.length > 0 ? articleMessages.postsFound : articleMessages.noPosts,
        page,
        hasMore,
      }),
    }),

    createArticle: upload({
      tags: ['articles'],
      files: ARTICLE_FILES,
      payloadUser: {
        missing: () => articleMessages.userIdRequired,
        notCaller: () => articleMessages.postAsYourself,
      },
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
    }),

    deleteArticle: {
      tags: ['articles'],
      handler: async (request, reply, caller) => {
        const { articleId, reason } = request.body;
        const article = await findArticleAccess(app.db, articleId);
        if (!article) return reply.code(404).send({ status: 'error', message: articleMessages.notFound });
        if (!isOwnerOrAdmin(caller, article.user_id)) {
          return reply.code(403).send({ status: 'error', message: articleMessages.ownArticlesOnly });
        }
        const media = await deleteArticle(app.db, articleId, { by: caller.id, reason, now: app.now() });
        if (media) await removeArticleMedia(media);
        return { status: 'success' as const, message: articleMessages.deleted };
      },
    },
  };
};
