import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as admin from 'shared-ui/contracts/admin';
import type { NewsChanges as Changes, NewsInput } from 'shared-ui/contracts/admin';
import { texts } from 'shared-ui/texts';
import type { RoutesOf } from '../../builders/router.ts';
import { createNews, deleteNews, updateNews } from '../../db/news.repository.ts';
import { adminMessages } from '../../schemas/admin.ts';

const REQUIRED_TEXT = ['name', 'short_description', 'full_description'] as const;
const WEB_ADDRESSES = ['link', 'video_url'] as const;
const IMAGES = ['image_1', 'image_2'] as const;

const isWebAddress = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const OPTIONAL = [...WEB_ADDRESSES, ...IMAGES] as const;

/** The known fields only, texts trimmed, empty optional addresses as null. */
function normalise(input: Changes): Changes {
  const result: Changes = {};
  for (const field of [...REQUIRED_TEXT, 'launches_on'] as const) {
    const value = input[field];
    if (value !== undefined) result[field] = value.trim();
  }
  for (const field of OPTIONAL) {
    const value = input[field];
    if (value !== undefined) result[field] = value?.trim() || null;
  }
  return result;
}

/** The first problem of a (normalised) news item or edit, or null. */
function newsProblem(item: Changes): string | null {
  for (const field of REQUIRED_TEXT) {
    if (item[field] !== undefined && !item[field]) return texts.validation.required(field);
  }
  if (item.launches_on !== undefined && !isCalendarDate(item.launches_on)) {
    return texts.validation.invalidDate('launches_on');
  }
  for (const field of WEB_ADDRESSES) {
    const value = item[field];
    if (value && !isWebAddress(value)) return adminMessages.badWebAddress(field);
  }
  for (const field of IMAGES) {
    const value = item[field];
    if (value && !(/^\/[^/\\]/.test(value) || isWebAddress(value))) return adminMessages.badImage(field);
  }
  return null;
}

const missing = () => ({ status: 'error', message: adminMessages.newsNotFound }) as const;

/** `/api/admin/news…`: publishing news (spec section 3 news item). */
export const news = (
  app: FastifyInstance,
): Pick<RoutesOf<typeof admin>, 'createNews' | 'updateNews' | 'deleteNews' | 'removeNews'> => {
  const handleRemove = async (id: number, reply: FastifyReply) =>
    (await deleteNews(app.db, id))
      ? reply.send({ status: 'success', message: adminMessages.newsDeleted })
      : reply.code(404).send(missing());

  return {
    createNews: {
      tags: ['admin'],
      handler: async (request, reply) => {
        const item = normalise(request.body) as NewsInput;
        const problem = newsProblem(item);
        if (problem) return reply.code(400).send({ status: 'error', message: problem });
        const created = await createNews(app.db, {
          ...item,
          link: item.link ?? null,
          image_1: item.image_1 ?? null,
          image_2: item.image_2 ?? null,
          video_url: item.video_url ?? null,
        });
        return reply.code(201).send({ status: 'success', message: adminMessages.newsCreated, news: created });
      },
    },

    updateNews: {
      tags: ['admin'],
      handler: async (request, reply) => {
        const changes = normalise(request.body);
        const problem = newsProblem(changes);
        if (problem) return reply.code(400).send({ status: 'error', message: problem });
        const updated = await updateNews(app.db, request.params.id, changes);
        if (!updated) return reply.code(404).send(missing());
        return { status: 'success' as const, message: adminMessages.newsUpdated, news: updated };
      },
    },

    deleteNews: { tags: ['admin'], handler: (request, reply) => handleRemove(request.params.id, reply) },
    removeNews: { tags: ['admin'], handler: (request, reply) => handleRemove(request.params.id, reply) },
  };
};
