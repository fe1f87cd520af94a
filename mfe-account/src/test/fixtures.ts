/**
 * Account records as the API answers them (the contracts' types: a missing field fails to
 * compile, and the fake API checks every answer against its contract).
 */
import type { AnswerOf, FeaturedVideo, NewsItem } from 'shared-ui';
import type {
  Account,
  AdminAction,
  AdminListing,
  AdminTicket,
  ContentItem,
  ReportedItem,
  ReportEntry,
} from 'shared-ui/contracts/admin';
import type { ArticleEntity, FeaturedCommentEntity } from 'shared-ui/contracts/entities';
import type { getUserProfile, SignedInUser } from 'shared-ui/contracts/users';
import type { OwnArticle, OwnReel, OwnSong, OwnVideo } from '../features/content/api.ts';

const CREATED = '2026-06-01T10:00:00.000Z';

/** The signed-in member of the account pages. */
export const AMINA: SignedInUser = { id: 7, username: 'Amina', email: 'amina@example.com', role: 'member' };

export const signedInUser = (changes: Partial<SignedInUser> = {}): SignedInUser => ({ ...AMINA, ...changes });

export type Profile = AnswerOf<typeof getUserProfile>['profile'];

/** Amina's profile as get_user_profile.php answers it. */
export const profile = (changes: Partial<Profile> = {}): Profile => ({
  user_id: 7,
  username: 'Amina',
  age: 24,
  place_of_birth: 'Kaloleni',
  skills: 'Weaving',
  career: null,
  experience: null,
  education: 'Pwani University',
  profile_image: 'default-profile.svg',
  ...changes,
});

/** One page of an own list (`{status, data, message, page, hasMore}`). */
export const ownList = <T>(
  data: T[],
  message = 'Found.',
  changes: { page?: number; hasMore?: boolean } = {},
) => ({
  status: 'success' as const,
  data,
  message,
  page: 1,
  hasMore: false,
  ...changes,
});

export const ownArticle = (id: number, changes: Partial<OwnArticle> = {}): OwnArticle => ({
  id,
  article_name: `Article ${id}`,
  created_at: CREATED,
  status: 'pending',
  likes_count: 1,
  status_reason: null,
  moderation: null,
  ...changes,
});

export const ownReel = (id: number, changes: Partial<OwnReel> = {}): OwnReel => ({
  id,
  description: `Reel ${id}`,
  status: '',
  likes_count: 0,
  created_at: CREATED,
  video: `reel-${id}.mp4`,
  duration: 30,
  video_normal_url: null,
  video_low_url: null,
  poster: null,
  processing: { state: 'ready', progress: 100, error: null },
  moderation: null,
  ...changes,
});

export const song = (id: number, changes: Partial<OwnSong> = {}): OwnSong => ({
  id,
  song_title: `Song ${id}`,
  song_artist: 'Kaya Drummers',
  category: 'Traditional',
  small_description: 'Drums of the coast.',
  likes_count: 0,
  created_on: CREATED,
  updated_at: CREATED,
  song_image_url: `cover-${id}.webp`,
  song_url: `songs/song-${id}.mp3`,
  duration: 180,
  song_normal_url: null,
  song_low_url: null,
  user_id: 7,
  user_name: 'Amina',
  processing: { state: 'ready', progress: 100, error: null },
  moderation: null,
  ...changes,
});

export const youtubeEntry = (id: number, changes: Partial<OwnVideo> = {}): OwnVideo => ({
  id,
  video_id: 'dQw4w9WgXcQ',
  description: `Video ${id}`,
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  likes_count: 0,
  date_created: CREATED,
  ...changes,
});

/** An article as the API answers it everywhere (the moderation queue, a saved article). */
export const article = (id: number, changes: Partial<ArticleEntity> = {}): ArticleEntity => ({
  id,
  article_name: `Article ${id}`,
  description: 'A walk through the sacred forest, told in full.',
  category: 'Culture',
  subcategory: 'Forests',
  status: 'pending',
  likes_count: 1,
  created_at: CREATED,
  user_id: 7,
  user_name: 'Amina',
  profile_image: null,
  image_url1: `article-${id}.webp`,
  image_url2: null,
  image_url3: null,
  video_url1: null,
  video_url2: null,
  comments_count: 0,
  ...changes,
});

export const account = (id: number, changes: Partial<Account> = {}): Account => ({
  id,
  username: `Member ${id}`,
  email: `member${id}@example.org`,
  role: 'member',
  created_at: CREATED,
  ...changes,
});

export const contentItem = (id: number, changes: Partial<ContentItem> = {}): ContentItem => ({
  kind: 'reel',
  id,
  title: `Item ${id}`,
  status: null,
  created_at: CREATED,
  ...changes,
});

export const ticket = (ticketNo: string, changes: Partial<AdminTicket> = {}): AdminTicket => ({
  ticket_no: ticketNo,
  name: 'Neema',
  phone: '',
  email: 'neema@example.org',
  message: 'When is the next workshop?',
  status: 'open',
  response: null,
  responded_at: null,
  created_at: CREATED,
  ...changes,
});

export const listing = (id: number, changes: Partial<AdminListing> = {}): AdminListing => ({
  id,
  product_name: `Listing ${id}`,
  price: 1500,
  category: 'Crafts',
  location: 'Kilifi',
  expiry_date: '2026-05-31',
  image_1: `listing-${id}.webp`,
  user_id: 2,
  seller_name: 'Kadzo',
  created_at: CREATED,
  ...changes,
});

export const adminAction = (id: number, changes: Partial<AdminAction> = {}): AdminAction => ({
  id,
  user_id: 1,
  username: 'admin',
  action: 'Publish a news item',
  method: 'POST',
  path: '/api/admin/news',
  detail: null,
  created_at: CREATED,
  ...changes,
});

export const newsItem = (id: number, changes: Partial<NewsItem> = {}): NewsItem => ({
  id,
  name: `News ${id}`,
  launches_on: '2026-08-15',
  short_description: 'Soon',
  full_description: 'Songs and walks',
  link: null,
  image_1: null,
  image_2: null,
  video_url: null,
  ...changes,
});

export const featuredComment = (
  id: number,
  changes: Partial<FeaturedCommentEntity> = {},
): FeaturedCommentEntity => ({
  comment_id: id,
  user_id: 12,
  username: 'Baraka',
  comment: `Comment ${id}`,
  created_at: CREATED,
  ...changes,
});

export const featuredVideo = (id: number, changes: Partial<FeaturedVideo> = {}): FeaturedVideo => ({
  video_id: id,
  video_name: `Video ${id}`,
  video_url: 'https://www.youtube.com/embed/Kx9pR2mTq4A',
  description: 'A film',
  views: 3,
  total_likes: 1,
  created_at: CREATED,
  comments: [],
  ...changes,
});

/** A report as the Reports section lists it under its item. */
export const report = (changes: Partial<ReportEntry> = {}): ReportEntry => ({
  reason: 'scam',
  details: null,
  reporter_id: 3,
  reporter_name: 'Baraka',
  weight: 1,
  created_at: CREATED,
  ...changes,
});

/** An item with open reports, as the Reports section lists it. */
export const reportedItem = (subjectId: number, changes: Partial<ReportedItem> = {}): ReportedItem => ({
  subject: 'product',
  subject_id: subjectId,
  parent_id: null,
  title: `Listing ${subjectId}`,
  owner_id: 2,
  owner_name: 'Kadzo',
  hidden: false,
  deleted: false,
  weight: 1,
  weight_to_hide: 3,
  owner_record: { removed: 0, deleted: 0 },
  reports_count: 1,
  first_reported_at: CREATED,
  reports: [report()],
  ...changes,
});
