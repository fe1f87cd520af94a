/**
 * The admin console's calls (`/api/admin/*`, and the delete calls administrators may make on any
 * member's content). A write answers `{ ok, body }`: a refusal's `message` is shown as the server
 * words it. A read answers its value and throws when it cannot be read. A network failure throws.
 */
import {
  answerOf,
  call,
  pageFrom,
  read,
  ReadFailed,
  replyOf,
  type AnswerOf,
  type AnyAnswerOf,
  type CallInput,
  type Endpoint,
  type FeaturedVideo,
  type ListPage,
  type Loose,
  type NewsItem,
} from 'shared-ui';
import * as admin from 'shared-ui/contracts/admin';
import type {
  Account,
  AdminAction,
  AdminListing,
  AdminTicket,
  ContentItem,
  ContentKind,
  ReportDecision,
  ReportedItem,
} from 'shared-ui/contracts/admin';
import type { ArticleStatus } from 'shared-ui/contracts/entities';
import { getNews as getNewsEndpoint } from 'shared-ui/contracts/news';
import { deleteProduct } from 'shared-ui/contracts/shop';
import type { TicketStatus } from 'shared-ui/contracts/contact';
import { deleteArticle, deleteMusic, deleteReel, me } from 'shared-ui/contracts/users';
import { deleteYoutube, fetchMetadata } from 'shared-ui/contracts/youtube';
import { present } from './answers.ts';

export type {
  Account,
  AdminAction,
  AdminListing as Listing,
  AdminTicket,
  ArticleStatus,
  ContentItem,
  ContentKind,
  FeaturedVideo,
  ReportDecision,
  ReportedItem,
};

/** The statuses the moderation queue lists articles by (its query's). */
export const ARTICLE_STATUSES = admin.MODERATION_STATUSES;

/** An article as the moderation queue lists it. */
export type AdminArticle = AnswerOf<typeof admin.listArticles>['articles'][number];

/** What a write answered: whether it succeeded, and its answer (success or refusal), each field optional. */
export interface Answer<E extends Endpoint> {
  ok: boolean;
  body: Loose<AnyAnswerOf<E>>;
}

async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Answer<E>> {
  const response = await call(endpoint, input);
  return { ok: response.ok, body: await replyOf(endpoint, response) };
}

/** Who the session cookie belongs to: the server's word on the role. */
export const whoAmI = async () => {
  const response = await read(me);
  const { user } = await replyOf(me, response);
  return { code: response.status, user };
};

export const getArticles = async (status: ArticleStatus, page: number) =>
  pageFrom(
    admin.listArticles,
    await read(admin.listArticles, {
      query: { status, page, limit: admin.ADMIN_ARTICLE_PAGE.default },
    }),
    'articles',
  );
export const getArticleCounts = async () =>
  present((await answerOf(admin.countArticles, await read(admin.countArticles))).counts);
export const setArticleStatus = (id: number, status: ArticleStatus, reason?: string) =>
  send(admin.setArticleStatus, { params: { id }, body: { status, ...(reason ? { reason } : {}) } });
export const setArticlesStatus = (ids: number[], status: ArticleStatus, reason?: string) =>
  send(admin.setArticlesStatus, { body: { ids, status, ...(reason ? { reason } : {}) } });

export const getTickets = async (status: TicketStatus | '', page: number) => {
  const query = { page, limit: admin.TICKETS_PAGE.default };
  const response = await read(admin.listTickets, { query: status ? { ...query, status } : query });
  return pageFrom(admin.listTickets, response, 'tickets');
};
export const answerTicket = (ticketNo: string, status: TicketStatus, response: string) =>
  send(admin.answerTicket, {
    params: { ticket_no: ticketNo },
    body: { status, ...(response.trim() ? { response } : {}) },
  });

export type NewsFields = Omit<NewsItem, 'id'>;
export const getNews = async () =>
  present((await answerOf(getNewsEndpoint, await read(getNewsEndpoint))).data);
export const saveNews = (fields: NewsFields, id?: number) =>
  id ? send(admin.updateNews, { params: { id }, body: fields }) : send(admin.createNews, { body: fields });
export const deleteNews = (id: number) => send(admin.deleteNews, { params: { id } });

export const getVideos = async () =>
  present((await answerOf(fetchMetadata, await read(fetchMetadata))).videos);
export type VideoFields = Pick<FeaturedVideo, 'video_name' | 'video_url' | 'description'>;
export const saveVideo = (fields: VideoFields, id?: number) =>
  id
    ? send(admin.updateFeaturedVideo, { params: { id }, body: fields })
    : send(admin.createFeaturedVideo, { body: fields });
export const deleteVideo = (id: number) => send(admin.deleteFeaturedVideo, { params: { id } });
export const orderVideos = (ids: number[]) => send(admin.orderFeaturedVideos, { body: { ids } });
export const deleteComment = (id: number) => send(admin.deleteFeaturedComment, { params: { id } });

/** Accounts, a page at a time; throws when they cannot be read. */
export async function getMembers(search: string, page: number): Promise<ListPage<Account>> {
  const response = await read(admin.listAccounts, {
    query: search.trim() ? { search: search.trim(), page } : { page },
  });
  const { users, total, pageSize } = await answerOf(admin.listAccounts, response);
  if (!Array.isArray(users)) throw new ReadFailed(response.status, response.url);
  // This answer counts the accounts instead of saying whether more follow.
  return { items: users, hasMore: page * pageSize < total };
}
export const setRole = (userId: number, role: Account['role']) =>
  send(admin.setRole, { body: { user_id: userId, role } });
export const getContent = async (userId: number, page: number) =>
  pageFrom(
    admin.getMemberContent,
    await read(admin.getMemberContent, { params: { id: userId }, query: { page } }),
    'content',
  );

/** The delete call of each kind of content, with the body it takes. */
const REMOVALS: Record<ContentKind, (id: number) => Promise<{ ok: boolean; body: { message?: string } }>> = {
  article: (id) => send(deleteArticle, { body: { articleId: id } }),
  reel: (id) => send(deleteReel, { body: { reelId: id } }),
  song: (id) => send(deleteMusic, { body: { musicId: id } }),
  youtube: (id) => send(deleteYoutube, { body: { videoId: id } }),
  product: (id) => send(deleteProduct, { body: { product_id: id } }),
};
export const removeContent = (kind: ContentKind, id: number) => REMOVALS[kind](id);

export const getListings = async (expired: boolean, page: number) =>
  pageFrom(
    admin.listProducts,
    await read(admin.listProducts, { query: expired ? { expired, page } : { page } }),
    'products',
  );

export const getActions = async (page: number) =>
  pageFrom(admin.listActions, await read(admin.listActions, { query: { page } }), 'actions');

/** Items with open reports, oldest report first, a page at a time. */
export const getReports = async (page: number) =>
  pageFrom(admin.listReports, await read(admin.listReports, { query: { page } }), 'items');
/** Hides a reported item (its owner is told the reason) or dismisses its reports. */
export const decideReports = (item: ReportedItem, decision: ReportDecision, reason?: string) =>
  send(admin.decideReports, {
    body: { subject: item.subject, subject_id: item.subject_id, decision, ...(reason ? { reason } : {}) },
  });
