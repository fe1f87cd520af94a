import type { AdminActionsTable } from './admin-actions.table.ts';
import type { ArticlesTable } from './articles.table.ts';
import type { CategoriesTable, SubcategoriesTable } from './categories.table.ts';
import type { ArticleCommentsTable } from './comments.table.ts';
import type { FeaturedVideoCommentsTable, FeaturedVideosTable } from './featured-videos.table.ts';
import type { FollowsTable } from './follows.table.ts';
import type { LoginFailuresTable } from './login-failures.table.ts';
import type { NewsTable } from './news.table.ts';
import type { NewsletterSubscriptionsTable } from './newsletter.table.ts';
import type {
  NotificationCountsTable,
  NotificationKindsOffTable,
  NotificationsTable,
} from './notifications.table.ts';
import type { ProductsTable } from './products.table.ts';
import type { ProfilesTable } from './profiles.table.ts';
import type { ReelsTable } from './reels.table.ts';
import type { ProductReviewsTable } from './reviews.table.ts';
import type { ReportsTable } from './reports.table.ts';
import type { SessionsTable } from './sessions.table.ts';
import type { ChangesTable, RateLimitsTable } from './shared-state.table.ts';
import type { SongsTable } from './songs.table.ts';
import type { MediaJobsTable } from '../media/media.table.ts';
import type { TicketsTable } from './tickets.table.ts';
import type { UsersTable } from './users.table.ts';
import type { YoutubeEntriesTable } from './youtube.table.ts';

/** Every table Kysely knows about. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  news: NewsTable;
  tickets: TicketsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  profiles: ProfilesTable;
  follows: FollowsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  articles: ArticlesTable;
  article_comments: ArticleCommentsTable;
  products: ProductsTable;
  product_reviews: ProductReviewsTable;
  reports: ReportsTable;
  songs: SongsTable;
  reels: ReelsTable;
  youtube_entries: YoutubeEntriesTable;
  featured_videos: FeaturedVideosTable;
  featured_video_comments: FeaturedVideoCommentsTable;
  admin_actions: AdminActionsTable;
  notifications: NotificationsTable;
  notification_kinds_off: NotificationKindsOffTable;
  notification_counts: NotificationCountsTable;
  rate_limits: RateLimitsTable;
  changes: ChangesTable;
  media_jobs: MediaJobsTable;
}
