/**
 * A valid request for each route that declares an access policy (every route that changes
 * something, and the reads that need a session), keyed `METHOD /path` as the API document
 * names it (from the endpoint's contract). Each one acts on content of the owner (or, for the admin console, on
 * content the console manages), made through the API just before it is sent: a delete always
 * has a fresh item to delete, whoever tries it.
 */
import { assets, songFields, type Account, type Member, type Sent } from './site.ts';
import { adminRequests } from './policy-requests-admin.ts';
import { addressOf, documentRouteOf as route } from '../../scripts/lib/api-address.ts';

import { checkTicketStatus, contactSubmit, newsletterSubscribe } from 'shared-ui/contracts/contact';
import { addMusic, likeSong } from 'shared-ui/contracts/music';
import {
  getNotificationSettings,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationSettings,
  unreadNotifications,
} from 'shared-ui/contracts/notifications';
import {
  addComment,
  createArticle,
  followUser,
  likeArticle,
  unfollowUser,
  unlikeArticle,
} from 'shared-ui/contracts/pages';
import { createReel, likeReel } from 'shared-ui/contracts/reels';
import { sendReport } from 'shared-ui/contracts/reports';
import {
  addProduct,
  addReview,
  deleteFromMyProducts,
  deleteProduct,
  viewMyProducts,
} from 'shared-ui/contracts/shop';
import {
  deleteArticle,
  deleteMusic,
  deleteReel,
  getFollowing,
  login,
  logout,
  me,
  register,
  updateProfile,
  updateProfileImage,
} from 'shared-ui/contracts/users';
import { createYoutube, deleteYoutube, likeVideo, postComment, viewVideo } from 'shared-ui/contracts/youtube';

import { policyContent, image, video, unique, type Actors } from './policy-content.ts';

export type { Actors };

export interface PolicyRequest {
  /** Made just before it is sent by `caller` (a guest: null), when it names something of the caller's. */
  prepare: (caller: Account | null) => Promise<Sent>;
  /** It ends the caller's session (a logout, or a login, which ends the session it was sent with): send it with one of its own. */
  endsSession?: boolean;
}

/**
 * What the admin console's requests (`policy-requests-admin.ts`) act on: the content makers
 * they share with the others, so that an item made once is made once for all.
 */
export interface AdminContent {
  self: string;
  author: Member;
  read: (url: string) => () => Promise<Sent>;
  json: (url: string, body: unknown) => () => Promise<Sent>;
  /** A fresh article of the owner's. */
  article: () => Promise<number>;
  newsItem: { name: string; launches_on: string; short_description: string };
  /** A fresh news item. */
  news: () => Promise<number>;
  sharedNews: () => Promise<number>;
  featuredVideo: { video_name: string; video_url: string; description: string };
  /** A fresh featured video. */
  featured: () => Promise<number>;
  sharedFeatured: () => Promise<number>;
  /** A fresh guest comment on the shared featured video. */
  featuredComment: () => Promise<number>;
  sharedTicket: () => Promise<string>;
  /** An item of the author's with an open report (the owner's). */
  reported: () => Promise<{ subject: 'product'; subject_id: number }>;
}

/**
 * The requests, and the content they act on made through the API. The admin console's requests
 * are in `policy-requests-admin.ts`, merged here on the same content.
 */
export function policyRequests(actors: Actors): Record<string, PolicyRequest> {
  const { owner, author } = actors;
  const {
    self,
    articleForm,
    article,
    song,
    reel,
    youtubeEntry,
    youtubeForm,
    productForm,
    product,
    newsItem,
    news,
    featuredVideo,
    featured,
    featuredComment,
    contact,
    reportOf,
    reported,
    sharedArticle,
    sharedSong,
    sharedReel,
    sharedFeatured,
    sharedTicket,
    sharedProduct,
    sharedNews,
    ownNotification,
    json,
    read,
  } = policyContent(actors);
  return {
    [route(me)]: { prepare: read(addressOf(me)) },
    [route(getFollowing)]: { prepare: read(addressOf(getFollowing)) },
    [route(viewMyProducts)]: { prepare: read(addressOf(viewMyProducts, { query: { user_id: self } })) },
    [route(sendReport)]: { prepare: json(addressOf(sendReport), reportOf) },
    [route(listNotifications)]: {
      prepare: read(addressOf(listNotifications, { query: { page: 1, limit: 20 } })),
    },
    [route(unreadNotifications)]: { prepare: read(addressOf(unreadNotifications)) },
    [route(getNotificationSettings)]: { prepare: read(addressOf(getNotificationSettings)) },
    [route(setNotificationSettings)]: {
      prepare: json(addressOf(setNotificationSettings), { off: ['review'] }),
    },
    [route(markAllNotificationsRead)]: { prepare: json(addressOf(markAllNotificationsRead), undefined) },
    [route(markNotificationRead)]: {
      prepare: async (caller) => ({
        url: addressOf(markNotificationRead, { params: { id: await ownNotification(caller) } }),
      }),
    },
    [route(register)]: {
      prepare: async () => {
        const name = unique('joiner');
        return {
          url: addressOf(register),
          json: { username: name, email: `${name}@example.org`, password: 'pwani-2026' },
        };
      },
    },
    [route(login)]: {
      prepare: json(addressOf(login), { email: author.email, password: author.password }),
      endsSession: true,
    },
    [route(logout)]: { prepare: json(addressOf(logout), undefined), endsSession: true },
    [route(updateProfile)]: {
      prepare: json(addressOf(updateProfile), { user_id: owner.id, skills: 'Weaving' }),
    },
    [route(updateProfileImage)]: {
      prepare: async () => ({
        url: addressOf(updateProfileImage),
        multipart: { fields: { user_id: self }, files: { profile_image: image } },
      }),
    },
    [route(createArticle)]: { prepare: () => articleForm(owner) },
    [route(deleteArticle)]: {
      prepare: json(addressOf(deleteArticle), async () => ({ articleId: await article() })),
    },
    [route(deleteMusic)]: {
      prepare: json(addressOf(deleteMusic), async () => ({ musicId: await song() })),
    },
    [route(deleteReel)]: {
      prepare: json(addressOf(deleteReel), async () => ({ reelId: await reel() })),
    },
    [route(followUser)]: {
      prepare: json(addressOf(followUser), { userId: owner.id, authorId: author.id }),
    },
    [route(unfollowUser)]: {
      prepare: json(addressOf(unfollowUser), { userId: owner.id, authorId: author.id }),
    },
    [route(addComment)]: {
      prepare: json(addressOf(addComment), async () => ({
        articleId: await sharedArticle(),
        comment: 'Asante sana',
        userId: owner.id,
      })),
    },
    [route(likeArticle)]: {
      prepare: json(addressOf(likeArticle), async () => ({ articleId: await sharedArticle() })),
    },
    [route(unlikeArticle)]: {
      prepare: json(addressOf(unlikeArticle), async () => ({ articleId: await sharedArticle() })),
    },
    [route(contactSubmit)]: {
      prepare: json(addressOf(contactSubmit), async () => contact()),
    },
    [route(checkTicketStatus)]: {
      prepare: json(addressOf(checkTicketStatus), async () => ({ ticket_no: await sharedTicket() })),
    },
    [route(newsletterSubscribe)]: {
      prepare: json(addressOf(newsletterSubscribe), async () => ({
        email: `${unique('reader')}@example.org`,
      })),
    },
    [route(addReview)]: {
      prepare: async () => ({
        url: addressOf(addReview),
        form: {
          product_id: String(await sharedProduct()),
          user_id: self,
          review_text: 'Good cloth',
          rating: '5',
        },
      }),
    },
    [route(addProduct)]: { prepare: async () => productForm(owner) },
    [route(deleteFromMyProducts)]: {
      prepare: async () => ({
        url: addressOf(deleteFromMyProducts, { query: { user_id: self } }),
        form: { product_id: String(await product(owner)) },
      }),
    },
    [route(deleteProduct)]: {
      prepare: json(addressOf(deleteProduct), async () => ({ product_id: await product(owner) })),
    },
    [route(likeSong)]: {
      prepare: async () => ({
        url: addressOf(likeSong, { params: { id: await sharedSong() } }),
        json: { liked: true },
      }),
    },
    [route(addMusic)]: {
      prepare: async () => ({
        url: addressOf(addMusic),
        multipart: {
          fields: songFields(owner.id, 'Ngoma'),
          files: {
            song_image: image,
            song_file: { bytes: assets.mp3, name: 'song.mp3', type: 'audio/mpeg' },
          },
        },
      }),
    },
    [route(createReel)]: {
      prepare: async () => ({
        url: addressOf(createReel),
        multipart: { fields: { user_id: self, description: 'Dance' }, files: { video1: video } },
      }),
    },
    [route(likeReel)]: {
      prepare: json(addressOf(likeReel), async () => ({ reelId: await sharedReel(), liked: true })),
    },
    [route(createYoutube)]: { prepare: async () => youtubeForm() },
    [route(deleteYoutube)]: {
      prepare: json(addressOf(deleteYoutube), async () => ({ videoId: await youtubeEntry() })),
    },
    [route(likeVideo)]: {
      prepare: json(addressOf(likeVideo), async () => ({ video_id: await sharedFeatured() })),
    },
    [route(viewVideo)]: {
      prepare: json(addressOf(viewVideo), async () => ({ video_id: await sharedFeatured() })),
    },
    [route(postComment)]: {
      prepare: json(addressOf(postComment), async () => ({
        video_id: await sharedFeatured(),
        comment: 'Asante',
        user_id: owner.id,
      })),
    },
    ...adminRequests({
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
    }),
  };
}
