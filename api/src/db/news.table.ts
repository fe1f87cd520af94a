import type { Generated, Insertable, Selectable } from 'kysely';
import type { NewsItem } from 'shared-ui/contracts';

/** The news table holds exactly the contract's news item (launches_on as 'YYYY-MM-DD'). */
export interface NewsTable extends Omit<NewsItem, 'id'> {
  id: Generated<number>;
}

export type News = Selectable<NewsTable>;
export type NewNews = Insertable<NewsTable>;
