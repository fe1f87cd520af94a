/**
 * The items members report, as the moderators' console lists them: each kind's table, its
 * details (title, the item it is under, owner), and the page of items with open reports, those
 * their owners deleted included, with what the reports weigh and the owner's record.
 */
import { sql, type Kysely } from 'kysely';
import type { ReportedItem } from 'shared-ui/contracts/admin';
import type { Moderation } from 'shared-ui/contracts/entities';
import { weightToHide, type ReportSubject } from 'shared-ui/contracts/reports';
import { fetchPage, type Page, type PageRequest } from './paging.ts';
import type { Database } from './schema.ts';

/** The table of each kind of item members report. */
export const TABLES = {
  product: 'products',
  article: 'articles',
  comment: 'article_comments',
  video_comment: 'featured_video_comments',
  reel: 'reels',
  song: 'songs',
} as const satisfies Record<ReportSubject, keyof Database>;

type ItemTable = (typeof TABLES)[ReportSubject];

/** What every reported table has: its owner (null for a guest's comment) and its standing. */
interface ItemColumns {
  id: number;
  user_id: number | null;
  moderation: Moderation;
  moderation_reason: string | null;
  dismissals: number;
}

/** The reported tables seen through the columns they share, so one query serves each kind. */
export const items = (db: Kysely<Database>) => db as unknown as Kysely<Record<ItemTable, ItemColumns>>;

/** The longest start of a comment shown as its title. */
export const EXCERPT_LENGTH = 80;

/** The start of a comment's text, cut at a word where it can be. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A reel's title: its description, or its number when it has none. */
const reelTitle = (id: number, description: string) => description.trim() || `Reel ${id}`;

/** An item as the console shows it, before its reports are added. */
interface ItemDetail {
  id: number;
  title: string;
  parent_id: number | null;
  owner_id: number | null;
  owner_name: string;
  moderation: Moderation;
  dismissals: number;
}

/** A kind's items by id, as the console shows them. */
type Details = (db: Kysely<Database>, ids: number[]) => Promise<ItemDetail[]>;

/** The kinds titled by a column of their own, and that column. */
const TITLE_COLUMNS = {
  product: 'product_name',
  article: 'article_name',
  reel: 'description',
  song: 'song_title',
} as const satisfies { [S in ReportSubject]?: keyof Database[(typeof TABLES)[S]] & string };

type TitledSubject = keyof typeof TITLE_COLUMNS;

/**
 * A titled kind's items by id, with the title its column holds (as `toTitle` shows it). The
 * tables are seen through the columns they share, the title column checked by `TITLE_COLUMNS`.
 */
function titledDetails(subject: TitledSubject, toTitle = (_id: number, title: string) => title): Details {
  return async (db, ids) =>
    (
      await (db as unknown as Kysely<Pick<Database, 'users'> & Record<ItemTable, ItemColumns>>)
        .selectFrom(`${TABLES[subject]} as i`)
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          sql.ref<string>(`i.${TITLE_COLUMNS[subject]}`).as('title'),
          'i.user_id',
          'u.username',
          'i.moderation',
          'i.dismissals',
        ])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, toTitle(row.id, row.title), null));
}

/** Each kind's items by id, with their title, the item they are under, and their owner. */
export const DETAILS: Record<ReportSubject, Details> = {
  product: titledDetails('product'),
  article: titledDetails('article'),
  comment: async (db, ids) =>
    (
      await db
        .selectFrom('article_comments as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.comment',
          'i.article_id',
          'i.user_id',
          'i.user_name as stored_name',
          'u.username',
          'i.moderation',
          'i.dismissals',
        ])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, excerpt(row.comment), row.article_id, row.stored_name)),
  video_comment: async (db, ids) =>
    (
      await db
        .selectFrom('featured_video_comments as i')
        .leftJoin('users as u', 'u.id', 'i.user_id')
        .select([
          'i.id',
          'i.comment',
          'i.video_id',
          'i.user_id',
          'i.username as stored_name',
          'u.username',
          'i.moderation',
          'i.dismissals',
        ])
        .where('i.id', 'in', ids)
        .execute()
    ).map((row) => owned(row, excerpt(row.comment), row.video_id, row.stored_name)),
  reel: titledDetails('reel', reelTitle),
  song: titledDetails('song'),
};

/** An item's detail: a member's by their account, a guest's comment by the name it was left with. */
function owned(
  row: {
    id: number;
    user_id: number | null;
    username: string | null;
    moderation: Moderation;
    dismissals: number;
  },
  title: string,
  parentId: number | null,
  storedName = '',
): ItemDetail {
  return {
    id: row.id,
    title,
    parent_id: parentId,
    owner_id: row.user_id,
    owner_name: row.user_id === null ? storedName : (row.username ?? storedName),
    moderation: row.moderation,
    dismissals: row.dismissals,
  };
}

/** An item with open reports: its kind and id, its oldest open report, how many. */
interface ReportedKey {
  subject: ReportSubject;
  subject_id: number;
  first_reported_at: string;
  reports_count: number | string;
}

/** Which of a kind's items, by id, are still there. */
async function existing(db: Kysely<Database>, subject: ReportSubject, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await items(db).selectFrom(TABLES[subject]).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The ids of each kind among these keys. */
function idsByKind(keys: readonly { subject: ReportSubject; subject_id: number }[]) {
  const ids = new Map<ReportSubject, number[]>();
  for (const key of keys) ids.set(key.subject, [...(ids.get(key.subject) ?? []), key.subject_id]);
  return ids;
}

/**
 * Each owner's record over all their reported items: how many moderators hid (a report upheld),
 * and how many the owner deleted while reports of it were open.
 */
export async function ownerRecords(
  db: Kysely<Database>,
  ownerIds: number[],
): Promise<Map<number, ReportedItem['owner_record']>> {
  const records = new Map<number, ReportedItem['owner_record']>();
  if (ownerIds.length === 0) return records;
  const reported = await db
    .selectFrom('reports')
    .select([
      'owner_id',
      'subject',
      'subject_id',
      sql<number | string>`max(case when status = 'upheld' then 1 else 0 end)`.as('upheld'),
    ])
    .where('owner_id', 'in', ownerIds)
    .where('status', 'in', ['open', 'upheld'])
    .groupBy(['owner_id', 'subject', 'subject_id'])
    .execute();
  const open = reported.filter((row) => Number(row.upheld) === 0);
  const left = new Map<ReportSubject, Set<number>>();
  for (const [subject, ids] of idsByKind(open)) left.set(subject, await existing(db, subject, ids));
  for (const row of reported) {
    const record = records.get(row.owner_id!) ?? { removed: 0, deleted: 0 };
    if (Number(row.upheld) > 0) record.removed += 1;
    else if (!left.get(row.subject)!.has(row.subject_id)) record.deleted += 1;
    records.set(row.owner_id!, record);
  }
  return records;
}

/**
 * A page of the items with open reports, the item whose oldest open report is oldest first,
 * each with its open reports oldest first: an item deleted since stays, as it was when reported.
 * Four kinds of query: the page's items, each kind's items on the page, their reports, and
 * their owners' records.
 */
export async function listReportedItems(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<Page<ReportedItem>> {
  const page = await fetchPage<ReportedKey>(request, (window) =>
    db
      .selectFrom('reports as r')
      .select((eb) => [
        'r.subject',
        'r.subject_id',
        eb.fn.min('r.created_at').as('first_reported_at'),
        eb.fn.countAll<number | string>().as('reports_count'),
      ])
      .where('r.status', '=', 'open')
      .groupBy(['r.subject', 'r.subject_id'])
      .orderBy((eb) => eb.fn.min('r.created_at'))
      .orderBy((eb) => eb.fn.min('r.id'))
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
  if (page.items.length === 0) return { ...page, items: [] };

  const kinds = [...idsByKind(page.items)];
  const details = new Map<string, ItemDetail>();
  for (const [subject, ids] of kinds) {
    for (const detail of await DETAILS[subject](db, ids)) details.set(`${subject}:${detail.id}`, detail);
  }
  const reports = await db
    .selectFrom('reports as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as o', 'o.id', 'r.owner_id')
    .select([
      'r.subject',
      'r.subject_id',
      'r.reason',
      'r.details',
      'r.user_id as reporter_id',
      'u.username as reporter_name',
      'r.weight',
      'r.created_at',
      'r.owner_id',
      'o.username as owner_name',
      'r.subject_title',
    ])
    .where('r.status', '=', 'open')
    .where((eb) =>
      eb.or(
        kinds.map(([subject, ids]) => eb.and([eb('r.subject', '=', subject), eb('r.subject_id', 'in', ids)])),
      ),
    )
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  const reportsOf = new Map<string, typeof reports>();
  for (const row of reports) {
    const key = `${row.subject}:${row.subject_id}`;
    reportsOf.set(key, [...(reportsOf.get(key) ?? []), row]);
  }

  // An item deleted since it was reported is shown as its latest report saw it.
  const shown = page.items.flatMap((key) => {
    const id = `${key.subject}:${key.subject_id}`;
    const open = reportsOf.get(id) ?? [];
    if (open.length === 0) return []; // decided between the queries
    const latest = open[open.length - 1]!;
    const detail: ItemDetail = details.get(id) ?? {
      id: key.subject_id,
      title: latest.subject_title,
      parent_id: null,
      owner_id: latest.owner_id,
      owner_name: latest.owner_name ?? '',
      moderation: null,
      dismissals: 0,
    };
    return [{ key, detail, deleted: !details.has(id), open }];
  });
  const ownerIds = [
    ...new Set(shown.flatMap(({ detail }) => (detail.owner_id === null ? [] : [detail.owner_id]))),
  ];
  const records = await ownerRecords(db, ownerIds);
  const listed = shown.map(({ key, detail, deleted, open }): ReportedItem => {
    const { moderation, dismissals, id: _id, ...item } = detail;
    return {
      subject: key.subject,
      subject_id: key.subject_id,
      ...item,
      hidden: moderation === 'review',
      deleted,
      weight: open.reduce((sum, report) => sum + report.weight, 0),
      weight_to_hide: weightToHide(dismissals),
      owner_record: (detail.owner_id !== null && records.get(detail.owner_id)) || { removed: 0, deleted: 0 },
      reports_count: open.length,
      first_reported_at: open[0]!.created_at,
      reports: open.map((report) => ({
        reason: report.reason,
        details: report.details,
        reporter_id: report.reporter_id,
        reporter_name: report.reporter_name ?? '',
        weight: report.weight,
        created_at: report.created_at,
      })),
    };
  });
  return { ...page, items: listed };
}
