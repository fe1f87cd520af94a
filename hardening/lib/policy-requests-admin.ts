/**
 * The admin console's requests for the access matrix: every `/api/admin/...` route, the reports
 * ones too, keyed `METHOD /path` as the API document names it. `policyRequests` merges them
 * with the rest, and makes the content they act on.
 */
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
    'GET /api/admin/users': { prepare: read('/api/admin/users') },
    'GET /api/admin/articles': { prepare: read('/api/admin/articles') },
    'GET /api/admin/tickets': { prepare: read('/api/admin/tickets') },
    'GET /api/admin/articles/counts': { prepare: read('/api/admin/articles/counts') },
    'GET /api/admin/users/{id}/content': { prepare: read(`/api/admin/users/${self}/content`) },
    'GET /api/admin/products': { prepare: read('/api/admin/products?expired=true') },
    'GET /api/admin/actions': { prepare: read('/api/admin/actions') },
    'GET /api/admin/reports': { prepare: read('/api/admin/reports?page=1') },
    'POST /api/admin/reports/decide': {
      prepare: json('/api/admin/reports/decide', async () => ({
        ...(await reported()),
        decision: 'hide',
        reason: 'Counterfeit',
      })),
    },
    'POST /api/admin/news': {
      prepare: json('/api/admin/news', { ...newsItem, full_description: 'Drums' }),
    },
    'POST /api/admin/news/{id}': {
      prepare: async () => ({ url: `/api/admin/news/${await sharedNews()}`, json: { name: 'Kaya day' } }),
    },
    'POST /api/admin/news/{id}/delete': {
      prepare: async () => ({ url: `/api/admin/news/${await news()}/delete` }),
    },
    'DELETE /api/admin/news/{id}': {
      prepare: async () => ({ method: 'DELETE', url: `/api/admin/news/${await news()}` }),
    },
    'POST /api/admin/roles': {
      prepare: json('/api/admin/roles', { user_id: author.id, role: 'member' }),
    },
    'POST /api/admin/articles/{id}': {
      prepare: async () => ({ url: `/api/admin/articles/${await article()}`, json: { status: 'published' } }),
    },
    'POST /api/admin/articles/bulk': {
      prepare: json('/api/admin/articles/bulk', async () => ({ ids: [await article()], status: 'rejected' })),
    },
    'POST /api/admin/featured-videos': { prepare: json('/api/admin/featured-videos', featuredVideo) },
    'POST /api/admin/featured-videos/{id}': {
      prepare: async () => ({
        url: `/api/admin/featured-videos/${await sharedFeatured()}`,
        json: { description: 'Gonda, Sengenya and Mabumbumbu' },
      }),
    },
    'POST /api/admin/featured-videos/order': {
      prepare: json('/api/admin/featured-videos/order', async () => ({
        ids: [await featured(), await sharedFeatured()],
      })),
    },
    'POST /api/admin/featured-comments/{id}/delete': {
      prepare: async () => ({ url: `/api/admin/featured-comments/${await featuredComment()}/delete` }),
    },
    'DELETE /api/admin/featured-comments/{id}': {
      prepare: async () => ({
        method: 'DELETE',
        url: `/api/admin/featured-comments/${await featuredComment()}`,
      }),
    },
    'POST /api/admin/featured-videos/{id}/delete': {
      prepare: async () => ({ url: `/api/admin/featured-videos/${await featured()}/delete` }),
    },
    'DELETE /api/admin/featured-videos/{id}': {
      prepare: async () => ({ method: 'DELETE', url: `/api/admin/featured-videos/${await featured()}` }),
    },
    'POST /api/admin/tickets/{ticket_no}': {
      prepare: async () => ({
        url: `/api/admin/tickets/${encodeURIComponent(await sharedTicket())}`,
        json: { status: 'in_progress', response: 'Tunashughulikia' },
      }),
    },
  };
}
