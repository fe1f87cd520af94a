import { sql, type Kysely } from 'kysely';
import type { ArticlesQuery } from 'shared-ui/contracts/pages';
import type { ArticleRow, ArticleStatus, NewArticle } from './articles.table.ts';
import { nextLikes } from './likes.ts';
import { deleteTelling, notifyEach, reasonText, type Removal } from './notifications.repository.ts';
import type { Database } from './schema.ts';
import { preparedShapes } from './prepared.ts';
import { matchesInIdOrder, searchTerms, whereTextMatches } from './search.ts';
import { inTransaction } from './transaction.ts';

/**
 * An article as the API shows it: its row, its author's name and picture, and its comment count
 * (of the comments everyone sees); `moderation` for the checks (the answers' schemas leave it out).
 */
export interface ArticleView extends Omit<
  ArticleRow,
  'updated_at' | 'moderation_reason' | 'status_reason' | 'dismissals'
> {
  user_name: string;
  profile_image: string | null;
  comments_count: number;
}

/**
 * Which articles a list holds: the list's filters (its query's), the statuses shown, whether
 * those the moderators hid are listed too (the console's), a window.
 */
export interface ArticleFilter extends Pick<ArticlesQuery, 'search' | 'category' | 'subcategory' | 'sort'> {
  statuses: readonly ArticleStatus[];
  withHidden?: boolean;
  userId?: number;
  limit: number;
  offset: number;
}

const STATUS_COUNT = 3; // pending, published, rejected

/** The media columns of an article, with the media kind each is stored in. */
export const ARTICLE_MEDIA = {
  image_url1: 'images',
  image_url2: 'images',
  image_url3: 'images',
  video_url1: 'videos',
  video_url2: 'videos',
} as const;

const MEDIA_COLUMNS = Object.keys(ARTICLE_MEDIA) as (keyof typeof ARTICLE_MEDIA)[];

function articleViews(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .innerJoin('users', 'users.id', 'articles.user_id')
    .leftJoin('profiles', 'profiles.user_id', 'articles.user_id')
    .select((eb) => [
      'articles.id',
      'articles.article_name',
      'articles.description',
      'articles.category',
      'articles.subcategory',
      'articles.status',
      'articles.likes_count',
      'articles.created_at',
      'articles.user_id',
      'articles.moderation',
      'users.username as user_name',
      'profiles.profile_image',
      'articles.image_url1',
      'articles.image_url2',
      'articles.image_url3',
      'articles.video_url1',
      'articles.video_url2',
      eb
        .selectFrom('article_comments')
        .select(eb.fn.countAll().as('n'))
        .whereRef('article_comments.article_id', '=', 'articles.id')
        .where('article_comments.moderation', 'is', null)
        .as('comments_count'),
    ]);
}

// PostgreSQL returns count(*) as a bigint string.
const toView = <T extends { comments_count: unknown }>(row: T) => ({
  ...row,
  comments_count: Number(row.comments_count ?? 0),
});

/**
 * One page of articles, newest (or most liked) first; `limit` rows at most. A search by date is
 * driven from the search index; a list without a search runs a query compiled once per shape.
 */
export async function listArticles(db: Kysely<Database>, filter: ArticleFilter): Promise<ArticleView[]> {
  const rows =
    searchTerms(filter.search ?? '').length === 0
      ? await unsearchedArticles(shapeOf(filter))(
          db,
          filter.userId ?? 0,
          filter.category ?? '',
          filter.subcategory ?? '',
          filter.limit,
          filter.offset,
        )
      : await filtered(await searched(db, filter), shapeOf(filter), filter)
          .limit(filter.limit)
          .offset(filter.offset)
          .execute();
  return rows.map(toView);
}

type ArticleSelect = ReturnType<typeof articleViews>;

/** What decides a list's SQL, besides a search: its order, statuses and which filters it has. */
interface ArticleShape {
  trending: boolean;
  statuses: readonly ArticleStatus[];
  withHidden: boolean;
  user: boolean;
  category: boolean;
  subcategory: boolean;
}

const shapeOf = (filter: ArticleFilter): ArticleShape => ({
  trending: filter.sort === 'trending',
  statuses: filter.statuses,
  withHidden: filter.withHidden ?? false,
  user: filter.userId !== undefined,
  category: !!filter.category,
  subcategory: !!filter.subcategory,
});

const byRecent = (query: ArticleSelect) =>
  query.orderBy('articles.created_at', 'desc').orderBy('articles.id', 'desc');
const byLikes = (query: ArticleSelect) =>
  query.orderBy('articles.likes_count', 'desc').orderBy('articles.id', 'desc');

async function searched(db: Kysely<Database>, filter: ArticleFilter): Promise<ArticleSelect> {
  const query = articleViews(db);
  if (filter.sort === 'trending') {
    const match = whereTextMatches(db, 'articles', filter.search);
    return byLikes(match ? query.where(match) : query);
  }
  return (await matchesInIdOrder(db, query, 'articles', filter.search)) ?? byRecent(query);
}

/** The shape's filters, with these values. */
function filtered(
  query: ArticleSelect,
  shape: ArticleShape,
  values: { userId?: number; category?: string; subcategory?: string },
): ArticleSelect {
  // Every status is no filter at all (and lets an author's list use the user_id index).
  if (shape.statuses.length < STATUS_COUNT) query = query.where('articles.status', 'in', [...shape.statuses]);
  // A residual filter: the rows' order still follows an index.
  if (!shape.withHidden) query = query.where('articles.moderation', 'is', null);
  if (shape.user) query = query.where('articles.user_id', '=', values.userId!);
  if (shape.category) query = query.where('articles.category', '=', values.category!);
  if (shape.subcategory) query = query.where('articles.subcategory', '=', values.subcategory!);
  return query;
}

const unsearchedArticles = preparedShapes(
  (shape: ArticleShape) =>
    [
      shape.trending,
      shape.statuses.join(','),
      shape.withHidden,
      shape.user,
      shape.category,
      shape.subcategory,
    ].join('|'),
  (shape, db, userId: number, category: string, subcategory: string, limit: number, offset: number) =>
    filtered((shape.trending ? byLikes : byRecent)(articleViews(db)), shape, {
      userId,
      category,
      subcategory,
    })
      .limit(limit)
      .offset(offset),
);

export async function findArticle(db: Kysely<Database>, id: number): Promise<ArticleView | undefined> {
  const row = await articleViews(db).where('articles.id', '=', id).executeTakeFirst();
  return row && toView(row);
}

/** The author, status and moderation of an article: what the visibility and ownership checks need. */
export function findArticleAccess(
  db: Kysely<Database>,
  id: number,
): Promise<Pick<ArticleRow, 'id' | 'user_id' | 'status' | 'moderation'> | undefined> {
  return db
    .selectFrom('articles')
    .select(['id', 'user_id', 'status', 'moderation'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function createArticle(db: Kysely<Database>, article: NewArticle): Promise<number> {
  const row = await db.insertInto('articles').values(article).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Deletes an article (its comments go with it) and, in the same transaction, tells its author
 * when someone else (an administrator) removed it; answers its media names, or undefined when
 * unknown.
 */
export function deleteArticle(
  db: Kysely<Database>,
  id: number,
  removal: Removal,
): Promise<Pick<ArticleRow, keyof typeof ARTICLE_MEDIA> | undefined> {
  return deleteTelling(db, removal, { subject: 'article', id }, async (trx) => {
    const row = await trx
      .deleteFrom('articles')
      .where('id', '=', id)
      .returning(['user_id', 'article_name', ...MEDIA_COLUMNS])
      .executeTakeFirst();
    if (!row) return undefined;
    const { user_id, article_name, ...media } = row;
    return { owner: user_id, title: article_name, kept: media };
  });
}

/** Which of these stored names some article still shows (demo articles share pictures). */
export async function mediaInUse(db: Kysely<Database>, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('articles')
    .select(MEDIA_COLUMNS)
    .where((eb) => eb.or(Object.keys(ARTICLE_MEDIA).map((column) => eb(sql.ref(column), 'in', names))))
    .execute();
  return new Set(rows.flatMap((row) => Object.values(row)).filter((name) => name !== null));
}

/**
 * Adds (+1) or takes back (-1, never below 0) a like in one statement; undefined for no such
 * published article everyone sees (one the moderators hid takes no likes).
 */
export async function changeLikes(
  db: Kysely<Database>,
  id: number,
  step: 1 | -1,
): Promise<number | undefined> {
  const row = await db
    .updateTable('articles')
    .set({ likes_count: nextLikes(step === 1) })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('moderation', 'is', null)
    .returning('likes_count')
    .executeTakeFirst();
  return row?.likes_count;
}

/**
 * A moderator's decision on articles: the new status, who decided, why (a rejection's reason,
 * kept with the article for its author), when.
 */
export interface Decision {
  status: ArticleStatus;
  by: number;
  reason?: string | null;
  now: Date;
}

/**
 * Gives these articles the decision's status and, in the same transaction, tells each author
 * whose article it publishes or rejects (its status changed). A rejection keeps its reason
 * (`status_reason`); any other status clears it. The rows are locked first (a no-op update) so
 * the status each had is the one this decision changes. The ids of those that exist.
 */
function decide(db: Kysely<Database>, ids: readonly number[], decision: Decision): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .updateTable('articles')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', 'in', [...ids])
      .returning(['id', 'user_id', 'article_name', 'status'])
      .execute();
    const found = before.map((row) => row.id);
    if (found.length === 0) return [];
    const { status, by, now } = decision;
    const reason = status === 'rejected' ? reasonText(decision.reason) : null;
    await trx
      .updateTable('articles')
      .set({ status, status_reason: reason, updated_at: now.toISOString() })
      .where('id', 'in', found)
      .execute();
    if (status === 'published' || status === 'rejected') {
      await notifyEach(
        trx,
        before
          .filter((row) => row.status !== status)
          .map((row) => ({
            user_id: row.user_id,
            kind: status,
            by,
            subject: 'article' as const,
            subject_id: row.id,
            subject_title: row.article_name,
            reason,
            created_at: now.toISOString(),
          })),
      );
    }
    return found.sort((a, b) => a - b);
  });
}

/** Gives an article a moderator's decision (see `decide`); false when there is no such article. */
export async function setArticleStatus(
  db: Kysely<Database>,
  id: number,
  decision: Decision,
): Promise<boolean> {
  return (await decide(db, [id], decision)).length > 0;
}

/** How many articles there are of each status. */
export async function countArticlesByStatus(db: Kysely<Database>): Promise<Record<ArticleStatus, number>> {
  const rows = await db
    .selectFrom('articles')
    .select((eb) => ['status', eb.fn.countAll().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ArticleStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Gives these articles a moderator's decision at once (see `decide`); the ids of those that exist. */
export function setArticlesStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  decision: Decision,
): Promise<number[]> {
  return decide(db, ids, decision);
}

/**
 * A page of one author's articles as the 'My articles' list shows them, newest first: with
 * why one was not published and where each stands with the moderators; those the moderators
 * hid only `withHidden` (for the author and administrators).
 */
export function listUserPosts(
  db: Kysely<Database>,
  filter: {
    userId: number;
    statuses: readonly ArticleStatus[];
    withHidden: boolean;
    limit: number;
    offset: number;
  },
): Promise<
  Pick<
    ArticleRow,
    'id' | 'article_name' | 'created_at' | 'status' | 'likes_count' | 'status_reason' | 'moderation'
  >[]
> {
  return db
    .selectFrom('articles')
    .select(['id', 'article_name', 'created_at', 'status', 'likes_count', 'status_reason', 'moderation'])
    .where('user_id', '=', filter.userId)
    .$if(filter.statuses.length < STATUS_COUNT, (qb) => qb.where('status', 'in', [...filter.statuses]))
    .$if(!filter.withHidden, (qb) => qb.where('moderation', 'is', null))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}
