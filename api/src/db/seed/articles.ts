import { messages } from '../../messages.ts';
import { createArticle } from '../articles.repository.ts';
import { insertComments } from '../comments.repository.ts';
import { landscape, storeDrawing } from './art.ts';
import { ARTICLES, DRAWINGS } from './articles-content.ts';
import { oldestFirst, type Seeder } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo articles and stories with pictures and comments, by the demo members (SEED=demo). */
export const seedArticles: Seeder = async ({ db, media, now, members }) => {
  const pictures: string[] = [];
  for (const drawing of DRAWINGS) pictures.push(await storeDrawing(media, 'images', landscape(drawing)));
  const notAfterNow = (date: Date) => new Date(Math.min(date.getTime(), now.getTime())).toISOString();

  for (const article of oldestFirst(ARTICLES, (item) => item.date)) {
    const author = members[article.author % members.length]!;
    const createdAt = new Date(article.date);
    const id = await createArticle(db, {
      article_name: article.name,
      description: article.text,
      category: article.category,
      subcategory: article.subcategory,
      status: article.status ?? 'published',
      likes_count: article.likes,
      user_id: author.id,
      image_url1: pictures[article.images[0]!]!,
      image_url2: article.images[1] === undefined ? null : pictures[article.images[1]]!,
      image_url3: article.images[2] === undefined ? null : pictures[article.images[2]]!,
      video_url1: null,
      video_url2: null,
      created_at: notAfterNow(createdAt),
      updated_at: notAfterNow(createdAt),
    });
    await insertComments(
      db,
      (article.comments ?? []).map(([member, comment, days], index) => {
        const writer = member === null ? null : members[member % members.length]!;
        return {
          article_id: id,
          user_id: writer?.id ?? null,
          user_name: writer?.username ?? messages.guestName,
          comment,
          created_at: notAfterNow(new Date(createdAt.getTime() + days * DAY_MS + (index + 1) * 3_600_000)),
        };
      }),
    );
  }
};
