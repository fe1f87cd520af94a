/**
 * The content the access matrix's requests act on (policy-requests.ts), made through the API
 * just before a request is sent: a delete always has a fresh item to delete, whoever tries it;
 * what no request uses up is made once and shared.
 */
import {
  addSong,
  assets,
  expectStatus,
  postJson,
  productFields,
  send,
  type Account,
  type FileField,
  type Member,
  type Sent,
} from './site.ts';
import { addressOf } from '../../scripts/lib/api-address.ts';
import { createFeaturedVideo, createNews, setArticleStatus } from 'shared-ui/contracts/admin';
import { contactSubmit } from 'shared-ui/contracts/contact';
import { listNotifications } from 'shared-ui/contracts/notifications';
import { createArticle, followUser, getCategories } from 'shared-ui/contracts/pages';
import { createReel } from 'shared-ui/contracts/reels';
import { sendReport } from 'shared-ui/contracts/reports';
import { addProduct } from 'shared-ui/contracts/shop';
import { createYoutube, postComment } from 'shared-ui/contracts/youtube';

export interface Actors {
  base: string;
  /** The member whose content the requests act on, and whom the payloads name. */
  owner: Member;
  /** A third member: the author the owner follows, the seller the owner reviews, the one logging in. */
  author: Member;
  admin: Account;
}

export const image: FileField = { bytes: assets.webp, name: 'photo.webp', type: 'image/webp' };
export const video: FileField = { bytes: assets.mp4, name: 'clip.mp4', type: 'video/mp4' };
const YOUTUBE_ID = 'dQw4w9WgXcQ';
let serial = 0;
export const unique = (tag: string) => `${tag}-${process.pid}-${(serial += 1)}`;

/** The answer's body, once its status is the one expected. */
async function answer<T>(response: Response, status: number, what: string): Promise<T> {
  await expectStatus(response.clone(), status, what);
  return (await response.json()) as T;
}

/** The makers of that content, for `actors`. */
export function policyContent({ base, owner, author, admin }: Actors) {
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
  };
}

/** The first category of articles and its first subcategory. */
async function firstCategory(base: string) {
  const response = await fetch(`${base}${addressOf(getCategories)}`);
  const categories = await answer<Record<string, string[]>>(response, 200, 'categories');
  const [category, subcategories] = Object.entries(categories)[0]!;
  return { category, subcategory: subcategories[0]! };
}
