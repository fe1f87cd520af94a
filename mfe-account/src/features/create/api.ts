import { http, readJson } from 'shared-ui';
import { limits } from 'shared-ui/validation';
import { sendForm, type SendFormAnswer, type SendFormOptions } from 'shared-ui/upload';

/** What every create call answers (spec: status; the server adds its message and the new item). */
export interface CreateAnswer {
  status: string;
  message: string;
}

export type CreateResult = SendFormAnswer<CreateAnswer>;

/** GET /pages/get_categories.php: category → its subcategories. Throws when it cannot be read. */
export async function getCategories(): Promise<Record<string, string[]>> {
  const response = await http().get('pages/get_categories.php');
  const body = await readJson<Record<string, string[]>>(response);
  if (!response.ok) throw new Error('No categories');
  return Object.fromEntries(Object.entries(body).filter(([, list]) => Array.isArray(list))) as Record<
    string,
    string[]
  >;
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

/** POST /users/create_article.php: status 'pending' and likes_count 1, fixed (spec section 4). */
export const createArticle = (userId: number, article: NewArticle, options?: SendFormOptions) =>
  sendForm<CreateAnswer>(
    'users/create_article.php',
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

/** POST /reels/create_reel.php: the description sent cut to 300 (spec). */
export const createReel = (userId: number, reel: NewReel, options?: SendFormOptions) =>
  sendForm<CreateAnswer>(
    'reels/create_reel.php',
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

/** POST /music/add_music.php (the caller applies the spec's cuts with prepareMusic). */
export const addMusic = (userId: number, song: NewSong, options?: SendFormOptions) =>
  sendForm<CreateAnswer>('music/add_music.php', multipart(userId, { ...song }), options);

export interface NewYoutube {
  videoId: string;
  youtubedescription: string;
}

/** POST /youtube/create_youtube.php: the description sent cut to 300 (spec). */
export const createYoutube = (userId: number, entry: NewYoutube, options?: SendFormOptions) =>
  sendForm<CreateAnswer>(
    'youtube/create_youtube.php',
    multipart(userId, {
      videoId: entry.videoId.trim(),
      youtubedescription: entry.youtubedescription.trim().slice(0, limits.youtubeDescriptionSentMax),
    }),
    options,
  );
