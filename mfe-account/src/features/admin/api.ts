/**
 * The admin console's calls (`/api/admin/*`, and the delete calls administrators may make on any
 * member's content). Each answers `{ ok, body }`: a refusal's `message` is shown as the server
 * words it; a network failure throws.
 */
import {
  apiRead,
  http,
  readJson,
  type Account,
  type AdminAction,
  type AdminListing,
  type AdminTicket,
  type ContentItem,
  type ContentKind,
  type FeaturedVideo,
  type NewsItem,
  type TicketStatus,
} from 'shared-ui';
import type { ArticleSchema, ArticleStatus, PageSchema } from 'shared-ui/contracts/entities';
import type { Static } from 'typebox';

export type {
  Account,
  AdminAction,
  AdminListing as Listing,
  AdminTicket,
  ContentItem,
  ContentKind,
  FeaturedVideo,
};

export type { ArticleStatus };
export const ARTICLE_STATUSES: readonly ArticleStatus[] = ['pending', 'published', 'rejected'];

/** An article as GET /admin/articles lists it: the fields the console shows. */
export type AdminArticle = Pick<
  Static<typeof ArticleSchema>,
  | 'id'
  | 'article_name'
  | 'description'
  | 'category'
  | 'subcategory'
  | 'status'
  | 'created_at'
  | 'user_name'
  | 'image_url1'
  | 'image_url2'
  | 'image_url3'
  | 'video_url1'
  | 'video_url2'
>;

export interface Answer<T> {
  ok: boolean;
  body: Partial<T> & { message?: string; error?: string };
}

async function answer<T extends object>(response: Response): Promise<Answer<T>> {
  return { ok: response.ok, body: await readJson<T & { message: string; error: string }>(response) };
}

const get = async <T extends object>(path: string, query?: Record<string, string | number>) =>
  answer<T>(await http().get(apiRead(path, query)));

const post = async <T extends object>(path: string, json?: unknown) =>
  answer<T>(await http().post(path, json === undefined ? {} : { json }));

export type Paged = Static<typeof PageSchema>;

/** Who the session cookie belongs to: the server's word on the role. */
export const whoAmI = async () => {
  const response = await http().get('users/me.php');
  const { user } = await readJson<{ user: Account }>(response);
  return { code: response.status, user };
};

export const getArticles = (status: ArticleStatus, page: number) =>
  get<{ articles: AdminArticle[] } & Paged>('admin/articles', { status, page });
export const getArticleCounts = () => get<{ counts: Record<ArticleStatus, number> }>('admin/articles/counts');
export const setArticleStatus = (id: number, status: ArticleStatus, reason?: string) =>
  post(`admin/articles/${id}`, { status, ...(reason ? { reason } : {}) });
export const setArticlesStatus = (ids: number[], status: ArticleStatus, reason?: string) =>
  post<{ ids: number[] }>('admin/articles/bulk', { ids, status, ...(reason ? { reason } : {}) });

export const getTickets = (status: TicketStatus | '', page: number) =>
  get<{ tickets: AdminTicket[] } & Paged>('admin/tickets', status ? { status, page } : { page });
export const answerTicket = (ticketNo: string, status: TicketStatus, response: string) =>
  post<{ ticket: AdminTicket }>(`admin/tickets/${encodeURIComponent(ticketNo)}`, {
    status,
    ...(response.trim() ? { response } : {}),
  });

export type NewsFields = Omit<NewsItem, 'id'>;
export const getNews = () => get<{ data: NewsItem[] }>('news/getNews.php');
export const saveNews = (fields: NewsFields, id?: number) =>
  post<{ news: NewsItem }>(id ? `admin/news/${id}` : 'admin/news', fields);
export const deleteNews = (id: number) => post(`admin/news/${id}/delete`);

export const getVideos = () => get<{ videos: FeaturedVideo[] }>('youtube/fetch_metadata.php');
export type VideoFields = Pick<FeaturedVideo, 'video_name' | 'video_url' | 'description'>;
export const saveVideo = (fields: VideoFields, id?: number) =>
  post<{ video: FeaturedVideo }>(id ? `admin/featured-videos/${id}` : 'admin/featured-videos', fields);
export const deleteVideo = (id: number) => post(`admin/featured-videos/${id}/delete`);
export const orderVideos = (ids: number[]) => post('admin/featured-videos/order', { ids });
export const deleteComment = (id: number) => post(`admin/featured-comments/${id}/delete`);

export const getMembers = (search: string, page: number) =>
  get<{ users: Account[]; total: number; pageSize: number; page: number }>(
    'admin/users',
    search.trim() ? { search: search.trim(), page } : { page },
  );
export const setRole = (userId: number, role: Account['role']) =>
  post<{ user: Account }>('admin/roles', { user_id: userId, role });
export const getContent = (userId: number, page: number) =>
  get<{ user: Account; content: ContentItem[] } & Paged>(`admin/users/${userId}/content`, { page });

/** The delete call of each kind of content, and the body it takes. */
const REMOVALS: Record<ContentKind, (id: number) => [string, object]> = {
  article: (id) => ['users/delete_article.php', { articleId: id }],
  reel: (id) => ['users/delete_reel.php', { reelId: id }],
  song: (id) => ['users/delete_music.php', { musicId: id }],
  youtube: (id) => ['youtube/delete_youtube.php', { videoId: id }],
  product: (id) => ['shop/delete_product.php', { product_id: id }],
};
export const removeContent = (kind: ContentKind, id: number) => post(...REMOVALS[kind](id));

export const getListings = (expired: boolean, page: number) =>
  get<{ products: AdminListing[] } & Paged>('admin/products', expired ? { expired: 'true', page } : { page });

export const getActions = (page: number) =>
  get<{ actions: AdminAction[] } & Paged>('admin/actions', { page });
