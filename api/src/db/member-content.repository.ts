import { sql, type Kysely } from 'kysely';
import type { ContentItem, ContentKind } from 'shared-ui/contracts/admin';
import type { Window } from './paging.ts';
import type { Database } from './schema.ts';

const kind = (name: ContentKind) => sql.lit(name).as('kind');
const noStatus = sql<string | null>`null`.as('status');
/** An article's status, typed as the union's column: a status for articles, null for the rest. */
const articleStatus = sql<string | null>`status`.as('status');

/**
 * A window of everything a member has made (articles, reels, songs, YouTube entries, listings),
 * newest first across the kinds: one query over their union, so a page holds the newest items
 * whatever their kind, and every item can be reached page by page.
 */
export async function listMemberContent(
  db: Kysely<Database>,
  userId: number,
  window: Window,
): Promise<ContentItem[]> {
  const content = db
    .selectFrom('articles')
    .select([kind('article'), 'id', 'article_name as title', articleStatus, 'created_at'])
    .where('user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('reels')
        .select([kind('reel'), 'id', 'description as title', noStatus, 'created_at'])
        .where('user_id', '=', userId),
    )
    .unionAll(
      db
        .selectFrom('songs')
        .select([kind('song'), 'id', 'song_title as title', noStatus, 'created_on as created_at'])
        .where('user_id', '=', userId),
    )
    .unionAll(
      db
        .selectFrom('youtube_entries')
        .select([kind('youtube'), 'id', 'description as title', noStatus, 'date_created as created_at'])
        .where('user_id', '=', userId),
    )
    .unionAll(
      db
        .selectFrom('products')
        .select([kind('product'), 'id', 'product_name as title', noStatus, 'created_at'])
        .where('user_id', '=', userId),
    );
  const rows = await db
    .selectFrom(content.as('content'))
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('kind')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows as ContentItem[];
}
