import type { Kysely } from 'kysely';
import type { ContentItem } from 'shared-ui/contracts';
import type { Database } from './schema.ts';

/** The most items of each kind listed. */
export const CONTENT_LIMIT = 100;

/** Everything a member has made (up to `CONTENT_LIMIT` of each kind), newest first. */
export async function listMemberContent(db: Kysely<Database>, userId: number): Promise<ContentItem[]> {
  const [articles, reels, songs, youtube, products] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['id', 'article_name as title', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(CONTENT_LIMIT)
      .execute(),
    db
      .selectFrom('reels')
      .select(['id', 'description as title', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(CONTENT_LIMIT)
      .execute(),
    db
      .selectFrom('songs')
      .select(['id', 'song_title as title', 'created_on as created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_on', 'desc')
      .limit(CONTENT_LIMIT)
      .execute(),
    db
      .selectFrom('youtube_entries')
      .select(['id', 'description as title', 'date_created as created_at'])
      .where('user_id', '=', userId)
      .orderBy('date_created', 'desc')
      .limit(CONTENT_LIMIT)
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'product_name as title', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(CONTENT_LIMIT)
      .execute(),
  ]);
  const items: ContentItem[] = [
    ...articles.map((row) => ({ kind: 'article' as const, ...row })),
    ...reels.map((row) => ({ kind: 'reel' as const, status: null, ...row })),
    ...songs.map((row) => ({ kind: 'song' as const, status: null, ...row })),
    ...youtube.map((row) => ({ kind: 'youtube' as const, status: null, ...row })),
    ...products.map((row) => ({ kind: 'product' as const, status: null, ...row })),
  ];
  return items.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
