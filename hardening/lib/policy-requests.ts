/**
 * A valid request for each route that declares an access policy (every route that changes
 * something, and the reads that need a session), keyed `METHOD /path` as the API document
 * names it. Each one acts on content of the owner (or, for the admin console, on
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
    url: '/api/users/create_article.php',
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
    const published = await asAdmin({ url: `/api/admin/articles/${id}`, json: { status: 'published' } });
    await expectStatus(published, 200, 'publish');
    return id;
  };
  const song = async () =>
    (await answer<{ song: { id: number } }>(await addSong(base, owner, unique('song')), 201, 'song')).song.id;
  const reel = async () => {
    const created = await asOwner({
      url: '/api/reels/create_reel.php',
      multipart: { fields: { user_id: self, description: 'Dance' }, files: { video1: video } },
    });
    return (await answer<{ reel: { id: number } }>(created, 201, 'reel')).reel.id;
  };
  const youtubeEntry = async () => {
    const created = await asOwner(youtubeForm());
    return (await answer<{ entry: { id: number } }>(created, 201, 'youtube')).entry.id;
  };
  const youtubeForm = (): Sent => ({
    url: '/api/youtube/create_youtube.php',
    multipart: { fields: { user_id: self, videoId: YOUTUBE_ID, youtubedescription: 'Chakacha' } },
  });
  const productForm = (member: Member): Sent => ({
    url: '/api/shop/add_product.php',
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
      url: '/api/admin/news',
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
    const created = await asAdmin({ url: '/api/admin/featured-videos', json: featuredVideo });
    return (await answer<{ video: { video_id: number } }>(created, 201, 'featured video')).video.video_id;
  };
  const featuredComment = async () => {
    const created = await postJson(base, '/api/youtube/post_comment.php', {
      video_id: await sharedFeatured(),
      comment: 'Rude words',
      user_id: null,
    });
    return (await answer<{ new_comment_id: number }>(created, 201, 'comment')).new_comment_id;
  };
  const ticket = async () => {
    const created = await postJson(base, '/api/contact/contactSubmit.php', contact());
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
    await expectStatus(await asOwner({ url: '/api/reports/send', json: body }), 201, 'report');
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
      await postJson(
        base,
        '/api/pages/follow_user.php',
        { userId: author.id, authorId: caller.id },
        author.cookie,
      ),
      200,
      'follow',
    );
    const list = await send(base, { method: 'GET', url: '/api/notifications/list?limit=1' }, caller.cookie);
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
    'GET /api/users/me.php': { prepare: read('/api/users/me.php') },
    'GET /api/users/get_following.php': { prepare: read('/api/users/get_following.php') },
    'GET /api/shop/view_my_products.php': { prepare: read(`/api/shop/view_my_products.php?user_id=${self}`) },
    'POST /api/reports/send': { prepare: json('/api/reports/send', reportOf) },
    'GET /api/notifications/list': { prepare: read('/api/notifications/list?page=1&limit=20') },
    'GET /api/notifications/unread': { prepare: read('/api/notifications/unread') },
    'GET /api/notifications/settings': { prepare: read('/api/notifications/settings') },
    'POST /api/notifications/settings': {
      prepare: json('/api/notifications/settings', { off: ['review'] }),
    },
    'POST /api/notifications/read-all': { prepare: json('/api/notifications/read-all', undefined) },
    'POST /api/notifications/{id}/read': {
      prepare: async (caller) => ({ url: `/api/notifications/${await ownNotification(caller)}/read` }),
    },
    'POST /api/users/register.php': {
      prepare: async () => {
        const name = unique('joiner');
        return {
          url: '/api/users/register.php',
          json: { username: name, email: `${name}@example.org`, password: 'pwani-2026' },
        };
      },
    },
    'POST /api/users/login.php': {
      prepare: json('/api/users/login.php', { email: author.email, password: author.password }),
      endsSession: true,
    },
    'POST /api/users/logout.php': { prepare: json('/api/users/logout.php', undefined), endsSession: true },
    'POST /api/users/update_profile.php': {
      prepare: json('/api/users/update_profile.php', { user_id: owner.id, skills: 'Weaving' }),
    },
    'POST /api/users/update_profile-image.php': {
      prepare: async () => ({
        url: '/api/users/update_profile-image.php',
        multipart: { fields: { user_id: self }, files: { profile_image: image } },
      }),
    },
    'POST /api/users/create_article.php': { prepare: () => articleForm(owner) },
    'POST /api/users/delete_article.php': {
      prepare: json('/api/users/delete_article.php', async () => ({ articleId: await article() })),
    },
    'POST /api/users/delete_music.php': {
      prepare: json('/api/users/delete_music.php', async () => ({ musicId: await song() })),
    },
    'POST /api/users/delete_reel.php': {
      prepare: json('/api/users/delete_reel.php', async () => ({ reelId: await reel() })),
    },
    'POST /api/pages/follow_user.php': {
      prepare: json('/api/pages/follow_user.php', { userId: owner.id, authorId: author.id }),
    },
    'POST /api/pages/unfollow_user.php': {
      prepare: json('/api/pages/unfollow_user.php', { userId: owner.id, authorId: author.id }),
    },
    'POST /api/pages/add_comment.php': {
      prepare: json('/api/pages/add_comment.php', async () => ({
        articleId: await sharedArticle(),
        comment: 'Asante sana',
        userId: owner.id,
      })),
    },
    'POST /api/pages/like_article.php': {
      prepare: json('/api/pages/like_article.php', async () => ({ articleId: await sharedArticle() })),
    },
    'POST /api/pages/unlike_article.php': {
      prepare: json('/api/pages/unlike_article.php', async () => ({ articleId: await sharedArticle() })),
    },
    'POST /api/contact/contactSubmit.php': {
      prepare: json('/api/contact/contactSubmit.php', async () => contact()),
    },
    'POST /api/contact/checkTicketStatus.php': {
      prepare: json('/api/contact/checkTicketStatus.php', async () => ({ ticket_no: await sharedTicket() })),
    },
    'POST /api/contact/newsletter_subscribe.php': {
      prepare: json('/api/contact/newsletter_subscribe.php', async () => ({
        email: `${unique('reader')}@example.org`,
      })),
    },
    'POST /api/shop/add_review.php': {
      prepare: async () => ({
        url: '/api/shop/add_review.php',
        form: {
          product_id: String(await sharedProduct()),
          user_id: self,
          review_text: 'Good cloth',
          rating: '5',
        },
      }),
    },
    'POST /api/shop/add_product.php': { prepare: async () => productForm(owner) },
    'POST /api/shop/view_my_products.php': {
      prepare: async () => ({
        url: `/api/shop/view_my_products.php?user_id=${self}`,
        form: { product_id: String(await product(owner)) },
      }),
    },
    'POST /api/shop/delete_product.php': {
      prepare: json('/api/shop/delete_product.php', async () => ({ product_id: await product(owner) })),
    },
    'POST /api/music/get-music.php/{id}/like': {
      prepare: async () => ({
        url: `/api/music/get-music.php/${await sharedSong()}/like`,
        json: { liked: true },
      }),
    },
    'POST /api/music/add_music.php': {
      prepare: async () => ({
        url: '/api/music/add_music.php',
        multipart: {
          fields: songFields(owner.id, 'Ngoma'),
          files: {
            song_image: image,
            song_file: { bytes: assets.mp3, name: 'song.mp3', type: 'audio/mpeg' },
          },
        },
      }),
    },
    'POST /api/reels/create_reel.php': {
      prepare: async () => ({
        url: '/api/reels/create_reel.php',
        multipart: { fields: { user_id: self, description: 'Dance' }, files: { video1: video } },
      }),
    },
    'POST /api/reels/like_reel.php': {
      prepare: json('/api/reels/like_reel.php', async () => ({ reelId: await sharedReel(), liked: true })),
    },
    'POST /api/youtube/create_youtube.php': { prepare: async () => youtubeForm() },
    'POST /api/youtube/delete_youtube.php': {
      prepare: json('/api/youtube/delete_youtube.php', async () => ({ videoId: await youtubeEntry() })),
    },
    'POST /api/youtube/like_video.php': {
      prepare: json('/api/youtube/like_video.php', async () => ({ video_id: await sharedFeatured() })),
    },
    'POST /api/youtube/view_video.php': {
      prepare: json('/api/youtube/view_video.php', async () => ({ video_id: await sharedFeatured() })),
    },
    'POST /api/youtube/post_comment.php': {
      prepare: json('/api/youtube/post_comment.php', async () => ({
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
  const response = await fetch(`${base}/api/pages/get_categories.php`);
  const categories = await answer<Record<string, string[]>>(response, 200, 'categories');
  const [category, subcategories] = Object.entries(categories)[0]!;
  return { category, subcategory: subcategories[0]! };
}
