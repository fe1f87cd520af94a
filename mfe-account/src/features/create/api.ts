import { answerOf, read } from 'shared-ui';
import { addMusic as addMusicEndpoint } from 'shared-ui/contracts/music';
import {
  createArticle as createArticleEndpoint,
  getCategories as getCategoriesEndpoint,
} from 'shared-ui/contracts/pages';
import { createReel as createReelEndpoint } from 'shared-ui/contracts/reels';
import { createYoutube as createYoutubeEndpoint } from 'shared-ui/contracts/youtube';
import { limits } from 'shared-ui/validation';
import { sendForm, type SendFormAnswer, type SendFormOptions } from 'shared-ui/upload';

/** What a create form's upload answered (spec: status; the server adds its message and the new item). */
export type CreateResult =
  | SendFormAnswer<typeof createArticleEndpoint>
  | SendFormAnswer<typeof createReelEndpoint>
  | SendFormAnswer<typeof addMusicEndpoint>
  | SendFormAnswer<typeof createYoutubeEndpoint>;

/** The article categories: category → its subcategories. Throws when they cannot be read. */
export async function getCategories(): Promise<Record<string, string[]>> {
  const categories = await answerOf(getCategoriesEndpoint, await read(getCategoriesEndpoint));
  return Object.fromEntries(Object.entries(categories).filter(([, list]) => Array.isArray(list)));
}

type Part = string | File | null | undefined;

function multipart(userId: number, parts: Record<string, Part>): FormData {
  const form = new FormData();
  form.append('user_id', String(userId));
  for (const [name, value] of Object.entries(parts)) if (value) form.append(name, value);
  return form;
}

export interface NewArticle {
  article_name: string;
  description: string;
  category: string;
  subcategory: string;
  image1: File | null;
  image2: File | null;
  image3: File | null;
}

/** Sends an article: status 'pending' and likes_count 1, fixed (spec section 4). */
export const createArticle = (userId: number, article: NewArticle, options?: SendFormOptions) =>
  sendForm(
    createArticleEndpoint,
    multipart(userId, {
      ...article,
      article_name: article.article_name.trim().slice(0, limits.articleNameMax),
      description: article.description.trim(),
      status: 'pending',
      likes_count: '1',
    }),
    options,
  );

export interface NewReel {
  description: string;
  video1: File | null;
}

/** Sends a reel: the description sent cut to 300 (spec). */
export const createReel = (userId: number, reel: NewReel, options?: SendFormOptions) =>
  sendForm(
    createReelEndpoint,
    multipart(userId, {
      description: reel.description.trim().slice(0, limits.reelDescriptionSentMax),
      video1: reel.video1,
    }),
    options,
  );

export interface NewSong {
  song_title: string;
  song_artist: string;
  small_description: string;
  category: string;
  song_image: File | null;
  song_file: File | null;
}

/** Uploads a song (the caller applies the spec's cuts with prepareMusic). */
export const addMusic = (userId: number, song: NewSong, options?: SendFormOptions) =>
  sendForm(addMusicEndpoint, multipart(userId, { ...song }), options);

export interface NewYoutube {
  videoId: string;
  youtubedescription: string;
}

/** Adds a YouTube video: the description sent cut to 300 (spec). */
export const createYoutube = (userId: number, entry: NewYoutube, options?: SendFormOptions) =>
  sendForm(
    createYoutubeEndpoint,
    multipart(userId, {
      videoId: entry.videoId.trim(),
      youtubedescription: entry.youtubedescription.trim().slice(0, limits.youtubeDescriptionSentMax),
    }),
    options,
  );
