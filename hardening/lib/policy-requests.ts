/**
 * A valid request for each route that declares an access policy (every route that changes
 * something, and the reads that need a session), keyed `METHOD /path` as the API document
 * names it (from the endpoint's contract). Each one acts on content of the owner (or, for the admin console, on
 * content the console manages), made through the API just before it is sent: a delete always
 * has a fresh item to delete, whoever tries it.
 */
import {
  addSong,
  assets,
  expectStatus,
  postJson,
  productFields,
  send,
  songFields,
  type Account,
  type FileField,
  type Member,
  type Sent,
} from './site.ts';
import { adminRequests } from './policy-requests-admin.ts';
import { addressOf, documentRouteOf as route } from '../../scripts/lib/api-address.ts';
import { createFeaturedVideo, createNews, setArticleStatus } from 'shared-ui/contracts/admin';
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
  getCategories,
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

export interface Actors {
  base: string;
  /** The member whose content the requests act on, and whom the payloads name. */
  owner: Member;
  /** A third member: the author the owner follows, the seller the owner reviews, the one logging in. */
  author: Member;
  admin: Account;
}

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

const image: FileField = { bytes: assets.webp, name: 'photo.webp', type: 'image/webp' };
const video: FileField = { bytes: assets.mp4, name: 'clip.mp4', type: 'video/mp4' };
const YOUTUBE_ID = 'dQw4w9WgXcQ';
let serial = 0;
const unique = (tag: string) => `${tag}-${process.pid}-${(serial += 1)}`;

/** The answer's body, once its status is the one expected. */
async function answer<T>(response: Response, status: number, what: string): Promise<T> {
  await expectStatus(response.clone(), status, what);
  return (await response.json()) as T;
}

/**
 * The requests, and the content they act on made through the API. The admin console's requests
 * are in `policy-requests-admin.ts`, merged here on the same content.
 */
export function policyRequests({ base, owner, author, admin }: Actors): Record<string, PolicyRequest> {
  const self = String(owner.id);
  const asOwner = (sent: Sent) => send(base, sent, owner.cookie);
  const asAdmin = (sent: Sent) => send(base, sent, admin.cookie);

  const articleForm = async (member: Member): Promise<Sent> => ({
    url: addressOf(createArticle),
    multipart: {
      fields: {
        user_id: String(member.id),
        article_name: 'Kaya forests',
        description: 'Sacred groves of the coast',
        ...(await firstCategory(base)),
      },
      files: { image1: image },
    },
  });
  const article = async (member: Member = owner) => {
    const created = await send(base, await articleForm(member), member.cookie);
    return (await answer<{ article: { id: number } }>(created, 201, 'article')).article.id;
  };
  const publishedArticle = async () => {
    const id = await article(author);
    const published = await asAdmin({
      url: addressOf(setArticleStatus, { params: { id } }),
      json: { status: 'published' },
    });
    await expectStatus(published, 200, 'publish');
    return id;
  };
  const song = async () =>
    (await answer<{ song: { id: number } }>(await addSong(base, owner, unique('song')), 201, 'song')).song.id;
  const reel = async () => {
    const created = await asOwner({
      url: addressOf(createReel),
      multipart: { fields: { user_id: self, description: 'Dance' }, files: { video1: video } },
    });
    return (await answer<{ reel: { id: number } }>(created, 201, 'reel')).reel.id;
  };
  const youtubeEntry = async () => {
    const created = await asOwner(youtubeForm());
    return (await answer<{ entry: { id: number } }>(created, 201, 'youtube')).entry.id;
  };
  const youtubeForm = (): Sent => ({
    url: addressOf(createYoutube),
    multipart: { fields: { user_id: self, videoId: YOUTUBE_ID, youtubedescription: 'Chakacha' } },
  });
  const productForm = (member: Member): Sent => ({
    url: addressOf(addProduct),
    multipart: {
      fields: productFields(member.id),
      files: { image_1: image },
    },
  });
  const product = async (member: Member) => {
    const created = await send(base, productForm(member), member.cookie);
    return (await answer<{ product_id: number }>(created, 201, 'product')).product_id;
  };
  const newsItem = { name: 'Kaya festival', launches_on: '2026-12-01', short_description: 'Soon' };
  const news = async () => {
    const created = await asAdmin({
      url: addressOf(createNews),
      json: { ...newsItem, full_description: 'Drums and dances' },
    });
    return (await answer<{ news: { id: number } }>(created, 201, 'news')).news.id;
  };
  const featuredVideo = {
    video_name: 'Mijikenda dances',
    video_url: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    description: 'Gonda and Sengenya',
  };
  const featured = async () => {
    const created = await asAdmin({ url: addressOf(createFeaturedVideo), json: featuredVideo });
    return (await answer<{ video: { video_id: number } }>(created, 201, 'featured video')).video.video_id;
  };
  const featuredComment = async () => {
    const created = await postJson(base, addressOf(postComment), {
      video_id: await sharedFeatured(),
      comment: 'Rude words',
      user_id: null,
    });
    return (await answer<{ new_comment_id: number }>(created, 201, 'comment')).new_comment_id;
  };
  const ticket = async () => {
    const created = await postJson(base, addressOf(contactSubmit), contact());
    return (await answer<{ ticket_no: string }>(created, 201, 'ticket')).ticket_no;
  };
  const contact = () => ({
    name: 'Neema',
    phone: '+254712345678',
    email: 'neema@example.org',
    message: 'Habari',
  });
  /**
   * A report of a fresh listing of the author's: a member may not report their own item (403),
   * and the owner is one of the callers a signed-in call lets through.
   */
  const reportOf = async (): Promise<{ subject: 'product'; subject_id: number; reason: 'scam' }> => ({
    subject: 'product',
    subject_id: await product(author),
    reason: 'scam',
  });
  /** An item of the author's with an open report (the owner's), for the console to decide on. */
  const reported = async () => {
    const body = await reportOf();
    await expectStatus(await asOwner({ url: addressOf(sendReport), json: body }), 201, 'report');
    return { subject: body.subject, subject_id: body.subject_id };
  };
  /** Content that no request uses up, made once. */
  const once = <T>(make: () => Promise<T>) => {
    let made: Promise<T> | undefined;
    return () => (made ??= make());
  };
  const sharedArticle = once(publishedArticle);
  const sharedSong = once(song);
  const sharedReel = once(reel);
  const sharedFeatured = once(featured);
  const sharedTicket = once(ticket);
  const sharedProduct = once(() => product(author));
  const sharedNews = once(news);

  /**
   * The id of one of the caller's own notifications: the author follows them (the first time
   * it notifies them) and the newest of their list is taken. A guest's call names any id.
   */
  const ownNotification = async (caller: Account | null): Promise<number> => {
    if (!caller) return 1;
    await expectStatus(
      await postJson(base, addressOf(followUser), { userId: author.id, authorId: caller.id }, author.cookie),
      200,
      'follow',
    );
    const list = await send(
      base,
      { method: 'GET', url: addressOf(listNotifications, { query: { limit: 1 } }) },
      caller.cookie,
    );
    return (await answer<{ notifications: { id: number }[] }>(list, 200, 'notifications')).notifications[0]!
      .id;
  };

  /** A JSON request to `url`; a body that needs items made first is a function. */
  const json = (url: string, body: unknown) => async (): Promise<Sent> => ({
    url,
    json: typeof body === 'function' ? await body() : body,
  });
  const read = (url: string) => async (): Promise<Sent> => ({ method: 'GET', url });
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

/** The first category of articles and its first subcategory. */
async function firstCategory(base: string) {
  const response = await fetch(`${base}${addressOf(getCategories)}`);
  const categories = await answer<Record<string, string[]>>(response, 200, 'categories');
  const [category, subcategories] = Object.entries(categories)[0]!;
  return { category, subcategory: subcategories[0]! };
}
