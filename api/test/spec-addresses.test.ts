/**
 * The one place the API's addresses are spelled: every other test calls an endpoint through its
 * contract (contract-call.ts), so this test holds each contract to its exact address. The calls
 * of the spec's section 7 ("The calls it makes") must keep the address the spec gives, to the
 * letter; the calls the API adds (sessions, single items, moderation, administration…) keep the
 * one the apps and the API document were given.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Endpoint } from 'shared-ui/contracts';
import { DOMAINS, ENDPOINTS } from 'shared-ui/contracts/all';

/** Section 7 of the spec, in its order (a call it lists twice, with two queries, once). */
const SPEC_ADDRESSES = {
  'news.getNews': 'GET /api/news/getNews.php',
  'contact.newsletterSubscribe': 'POST /api/contact/newsletter_subscribe.php',
  'contact.contactSubmit': 'POST /api/contact/contactSubmit.php',
  'contact.checkTicketStatus': 'POST /api/contact/checkTicketStatus.php',
  'users.login': 'POST /api/users/login.php',
  'users.register': 'POST /api/users/register.php',
  'users.getUserStats': 'GET /api/users/get_user_stats.php',
  'users.getUserProfile': 'GET /api/users/get_user_profile.php',
  'users.updateProfile': 'POST /api/users/update_profile.php',
  'users.updateProfileImage': 'POST /api/users/update_profile-image.php',
  'users.getUserPosts': 'GET /api/users/get_user_posts.php',
  'users.getUserReels': 'GET /api/users/get_user_reels.php',
  'users.getUserMusic': 'GET /api/users/get_user_music.php',
  'youtube.getUserYoutube': 'GET /api/youtube/get_user_youtube.php',
  'users.deleteReel': 'POST /api/users/delete_reel.php',
  'users.deleteMusic': 'POST /api/users/delete_music.php',
  'youtube.deleteYoutube': 'POST /api/youtube/delete_youtube.php',
  'pages.createArticle': 'POST /api/users/create_article.php',
  'reels.createReel': 'POST /api/reels/create_reel.php',
  'music.addMusic': 'POST /api/music/add_music.php',
  'youtube.createYoutube': 'POST /api/youtube/create_youtube.php',
  'shop.fetchProducts': 'GET /api/shop/fetch_products.php',
  'shop.getFilters': 'GET /api/shop/get_filters.php',
  'shop.addReview': 'POST /api/shop/add_review.php',
  'shop.addProduct': 'POST /api/shop/add_product.php',
  'shop.viewMyProducts': 'GET /api/shop/view_my_products.php',
  'pages.followUser': 'POST /api/pages/follow_user.php',
  'pages.unfollowUser': 'POST /api/pages/unfollow_user.php',
  'pages.getComments': 'GET /api/pages/get_comments.php',
  'pages.addComment': 'POST /api/pages/add_comment.php',
  'pages.likeArticle': 'POST /api/pages/like_article.php',
  'pages.unlikeArticle': 'POST /api/pages/unlike_article.php',
  'pages.getCategories': 'GET /api/pages/get_categories.php',
  'pages.getArticles': 'GET /api/pages/get_articles.php',
  'music.getMusic': 'GET /api/music/get-music.php',
  'music.likeSong': 'POST /api/music/get-music.php/:id/like',
  'youtube.fetchMetadata': 'GET /api/youtube/fetch_metadata.php',
  'youtube.likeVideo': 'POST /api/youtube/like_video.php',
  'youtube.postComment': 'POST /api/youtube/post_comment.php',
} as const;

/** The calls the API has beyond the spec's. */
const ADDED_ADDRESSES = {
  'shop.deleteFromMyProducts': 'POST /api/shop/view_my_products.php',
  'shop.deleteProduct': 'POST /api/shop/delete_product.php',
  'pages.getArticle': 'GET /api/pages/get_article.php',
  'reels.getReel': 'GET /api/reels/get_reel.php',
  'reels.getReels': 'GET /api/reels/get_reels.php',
  'reels.likeReel': 'POST /api/reels/like_reel.php',
  'youtube.viewVideo': 'POST /api/youtube/view_video.php',
  'users.deleteArticle': 'POST /api/users/delete_article.php',
  'users.getFollowing': 'GET /api/users/get_following.php',
  'users.logout': 'POST /api/users/logout.php',
  'users.me': 'GET /api/users/me.php',
  'admin.answerTicket': 'POST /api/admin/tickets/:ticket_no',
  'admin.countArticles': 'GET /api/admin/articles/counts',
  'admin.createFeaturedVideo': 'POST /api/admin/featured-videos',
  'admin.createNews': 'POST /api/admin/news',
  'admin.decideReports': 'POST /api/admin/reports/decide',
  'admin.deleteFeaturedComment': 'POST /api/admin/featured-comments/:id/delete',
  'admin.deleteFeaturedVideo': 'POST /api/admin/featured-videos/:id/delete',
  'admin.deleteNews': 'POST /api/admin/news/:id/delete',
  'admin.getMemberContent': 'GET /api/admin/users/:id/content',
  'admin.listAccounts': 'GET /api/admin/users',
  'admin.listActions': 'GET /api/admin/actions',
  'admin.listArticles': 'GET /api/admin/articles',
  'admin.listProducts': 'GET /api/admin/products',
  'admin.listReports': 'GET /api/admin/reports',
  'admin.listTickets': 'GET /api/admin/tickets',
  'admin.orderFeaturedVideos': 'POST /api/admin/featured-videos/order',
  'admin.removeFeaturedComment': 'DELETE /api/admin/featured-comments/:id',
  'admin.removeFeaturedVideo': 'DELETE /api/admin/featured-videos/:id',
  'admin.removeNews': 'DELETE /api/admin/news/:id',
  'admin.setArticleStatus': 'POST /api/admin/articles/:id',
  'admin.setArticlesStatus': 'POST /api/admin/articles/bulk',
  'admin.setRole': 'POST /api/admin/roles',
  'admin.updateFeaturedVideo': 'POST /api/admin/featured-videos/:id',
  'admin.updateNews': 'POST /api/admin/news/:id',
  'health.health': 'GET /api/health',
  'notifications.getNotificationSettings': 'GET /api/notifications/settings',
  'notifications.listNotifications': 'GET /api/notifications/list',
  'notifications.markAllNotificationsRead': 'POST /api/notifications/read-all',
  'notifications.markNotificationRead': 'POST /api/notifications/:id/read',
  'notifications.setNotificationSettings': 'POST /api/notifications/settings',
  'notifications.unreadNotifications': 'GET /api/notifications/unread',
  'reports.sendReport': 'POST /api/reports/send',
  'pages.searchArticles': 'GET /api/pages/search',
  'news.searchNews': 'GET /api/news/search',
  'music.searchSongs': 'GET /api/music/search',
  'reels.searchReels': 'GET /api/reels/search',
  'shop.searchProducts': 'GET /api/shop/search',
  'users.searchMembers': 'GET /api/users/search',
} as const;

/** Every contract by `domain.name` (its module and export), with its address. */
function contractAddresses(): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const [domain, contracts] of Object.entries(DOMAINS)) {
    for (const [name, value] of Object.entries<unknown>(contracts)) {
      if (!ENDPOINTS.includes(value as Endpoint)) continue;
      const endpoint = value as Endpoint;
      addresses[`${domain}.${name}`] = `${endpoint.method} /api/${endpoint.path}`;
    }
  }
  return addresses;
}

test("each of the spec's calls is a contract at the very address the spec gives", () => {
  const addresses = contractAddresses();
  for (const [name, address] of Object.entries(SPEC_ADDRESSES)) {
    assert.equal(addresses[name], address, `${name} is the spec's ${address}`);
  }
});

test("every contract's address is the one listed here, and every one listed is a contract", () => {
  const addresses = contractAddresses();
  assert.equal(Object.keys(addresses).length, ENDPOINTS.length, 'each contract is exported once');
  assert.deepEqual(
    Object.entries(addresses).sort(),
    Object.entries({ ...SPEC_ADDRESSES, ...ADDED_ADDRESSES }).sort(),
  );
});
