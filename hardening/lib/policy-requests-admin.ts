/**
 * The admin console's requests for the access matrix: every `/api/admin/...` route, the reports
 * ones too, keyed `METHOD /path` as the API document names it. `policyRequests` merges them
 * with the rest, and makes the content they act on.
 */
import {
  answerTicket,
  countArticles,
  createFeaturedVideo,
  createNews,
  decideReports,
  deleteFeaturedComment,
  deleteFeaturedVideo,
  deleteNews,
  getMemberContent,
  listAccounts,
  listActions,
  listArticles,
  listProducts,
  listReports,
  listTickets,
  orderFeaturedVideos,
  removeFeaturedComment,
  removeFeaturedVideo,
  removeNews,
  setArticlesStatus,
  setArticleStatus,
  setRole,
  updateFeaturedVideo,
  updateNews,
} from 'shared-ui/contracts/admin';
import { addressOf, documentRouteOf as route } from '../../scripts/lib/api-address.ts';
import type { AdminContent, PolicyRequest } from './policy-requests.ts';

/** The admin console's requests, on content shared with the other requests. */
export function adminRequests({
  self,
  author,
  read,
  json,
  article,
  newsItem,
  news,
  sharedNews,
  featuredVideo,
  featured,
  sharedFeatured,
  featuredComment,
  sharedTicket,
  reported,
}: AdminContent): Record<string, PolicyRequest> {
  return {
    [route(listAccounts)]: { prepare: read(addressOf(listAccounts)) },
    [route(listArticles)]: { prepare: read(addressOf(listArticles)) },
    [route(listTickets)]: { prepare: read(addressOf(listTickets)) },
    [route(countArticles)]: { prepare: read(addressOf(countArticles)) },
    [route(getMemberContent)]: { prepare: read(addressOf(getMemberContent, { params: { id: self } })) },
    [route(listProducts)]: { prepare: read(addressOf(listProducts, { query: { expired: true } })) },
    [route(listActions)]: { prepare: read(addressOf(listActions)) },
    [route(listReports)]: { prepare: read(addressOf(listReports, { query: { page: 1 } })) },
    [route(decideReports)]: {
      prepare: json(addressOf(decideReports), async () => ({
        ...(await reported()),
        decision: 'hide',
        reason: 'Counterfeit',
      })),
    },
    [route(createNews)]: {
      prepare: json(addressOf(createNews), { ...newsItem, full_description: 'Drums' }),
    },
    [route(updateNews)]: {
      prepare: async () => ({
        url: addressOf(updateNews, { params: { id: await sharedNews() } }),
        json: { name: 'Kaya day' },
      }),
    },
    [route(deleteNews)]: {
      prepare: async () => ({ url: addressOf(deleteNews, { params: { id: await news() } }) }),
    },
    [route(removeNews)]: {
      prepare: async () => ({
        method: 'DELETE',
        url: addressOf(removeNews, { params: { id: await news() } }),
      }),
    },
    [route(setRole)]: {
      prepare: json(addressOf(setRole), { user_id: author.id, role: 'member' }),
    },
    [route(setArticleStatus)]: {
      prepare: async () => ({
        url: addressOf(setArticleStatus, { params: { id: await article() } }),
        json: { status: 'published' },
      }),
    },
    [route(setArticlesStatus)]: {
      prepare: json(addressOf(setArticlesStatus), async () => ({
        ids: [await article()],
        status: 'rejected',
      })),
    },
    [route(createFeaturedVideo)]: { prepare: json(addressOf(createFeaturedVideo), featuredVideo) },
    [route(updateFeaturedVideo)]: {
      prepare: async () => ({
        url: addressOf(updateFeaturedVideo, { params: { id: await sharedFeatured() } }),
        json: { description: 'Gonda, Sengenya and Mabumbumbu' },
      }),
    },
    [route(orderFeaturedVideos)]: {
      prepare: json(addressOf(orderFeaturedVideos), async () => ({
        ids: [await featured(), await sharedFeatured()],
      })),
    },
    [route(deleteFeaturedComment)]: {
      prepare: async () => ({
        url: addressOf(deleteFeaturedComment, { params: { id: await featuredComment() } }),
      }),
    },
    [route(removeFeaturedComment)]: {
      prepare: async () => ({
        method: 'DELETE',
        url: addressOf(removeFeaturedComment, { params: { id: await featuredComment() } }),
      }),
    },
    [route(deleteFeaturedVideo)]: {
      prepare: async () => ({ url: addressOf(deleteFeaturedVideo, { params: { id: await featured() } }) }),
    },
    [route(removeFeaturedVideo)]: {
      prepare: async () => ({
        method: 'DELETE',
        url: addressOf(removeFeaturedVideo, { params: { id: await featured() } }),
      }),
    },
    [route(answerTicket)]: {
      prepare: async () => ({
        url: addressOf(answerTicket, { params: { ticket_no: await sharedTicket() } }),
        json: { status: 'in_progress', response: 'Tunashughulikia' },
      }),
    },
  };
}
