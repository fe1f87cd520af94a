/**
 * Link previews for the pages people share (a product on WhatsApp, an article, a song, a reel):
 * the page's document gets its own title, description and picture (Open Graph and Twitter tags),
 * because a preview bot runs no script. They are made from the answer the page is rendered with
 * (its first read: the item it shows), as a guest gets it, so a preview says what the page says,
 * and an item a guest cannot see (unpublished, hidden by the moderators, gone) has none. Any
 * other page keeps the document as built.
 */
import { PAGES } from 'shared-ui/contracts';
import { PRODUCT_NAME } from 'shared-ui/texts';
import { IMAGE_WIDTHS, variantName } from '../uploads/images.ts';
import { MEDIA_KINDS } from '../uploads/media-kinds.ts';
import { escapeHtml } from '../views/html.ts';
import { parsedJson } from './json-file.ts';

export interface Preview {
  title: string;
  description: string;
  /** A path on this site (`/api/...`), made absolute with the page's origin. */
  image?: string;
  type: 'website' | 'article' | 'music.song' | 'video.other' | 'product';
}

/** Descriptions are cut for previews: apps show two or three lines. */
const DESCRIPTION_MAX = 200;
const cut = (text: string) =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;

type Fields = Record<string, unknown>;

/** The object at `key` of an answer (the answer itself without a key), or undefined. */
function objectAt(answer: unknown, key?: string): Fields | undefined {
  const value = key === undefined ? answer : (answer as Fields | null)?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
}

const text = (fields: Fields, key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined);

/** A stored picture's name, as the upload code writes it, or undefined. */
const picture = (fields: Fields, key: string) => {
  const name = text(fields, key);
  return name && /^[\w-]+\.webp$/.test(name) ? name : undefined;
};

/** How each page with a preview makes it from the answer to its first read (the API's contract). */
const PREVIEWS: Record<string, (answer: unknown) => Preview | undefined> = {
  [PAGES.product]: (answer) => {
    const product = objectAt(answer, 'product');
    const title = product && text(product, 'product_name');
    if (!product || title === undefined) return undefined;
    const image = picture(product, 'image_1');
    return {
      title,
      description: text(product, 'description') ?? '',
      image: image && `${MEDIA_KINDS.shop.url}${variantName(image, IMAGE_WIDTHS.full)}`,
      type: 'product',
    };
  },
  ...Object.fromEntries(
    [PAGES.article, PAGES.post].map((route) => [
      route,
      (answer: unknown): Preview | undefined => {
        const article = objectAt(answer, 'article');
        const title = article && text(article, 'article_name');
        if (!article || title === undefined || article.status !== 'published') return undefined;
        const image = picture(article, 'image_url1');
        return {
          title,
          description: text(article, 'description') ?? '',
          image: image && `${MEDIA_KINDS.images.url}${image}`,
          type: 'article',
        };
      },
    ]),
  ),
  [PAGES.song]: (answer) => {
    const song = objectAt(answer);
    const title = song && text(song, 'song_title');
    if (!song || title === undefined) return undefined;
    const image = picture(song, 'song_image_url');
    return {
      title: `${title} · ${text(song, 'song_artist') ?? ''}`,
      description: text(song, 'small_description') ?? '',
      image: image && `${MEDIA_KINDS.images.url}${image}`,
      type: 'music.song',
    };
  },
  [PAGES.shareReel]: (answer) => {
    const reel = objectAt(answer, 'reel');
    const title = reel && text(reel, 'user_name');
    return reel && title !== undefined
      ? { title, description: text(reel, 'description') ?? '', type: 'video.other' }
      : undefined;
  },
};

/** Whether the pages of `route` (a route pattern, pages.ts) have a preview. */
export const hasPreview = (route: string) => Object.hasOwn(PREVIEWS, route);

/**
 * The preview of a page of `route`, from `answer`, the API's JSON text answering its first read,
 * or null when the page has none (or the answer holds no item: none when the read failed).
 */
export function previewFrom(route: string, answer: string | undefined): Preview | null {
  if (!hasPreview(route)) return null;
  const parsed = parsedJson(answer);
  return parsed === undefined ? null : (PREVIEWS[route]?.(parsed) ?? null);
}

/** The document with the preview's tags in its head, in place of its own title. */
export function withPreview(html: string, preview: Preview, pageUrl: URL): string {
  const title = `${preview.title} | ${PRODUCT_NAME}`;
  const description = cut(preview.description.replace(/\s+/g, ' ').trim());
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl.href),
    ...(preview.image ? [meta('property', 'og:image', new URL(preview.image, pageUrl).href)] : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
  ].join('\n    ');
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    // The built documents are minified: the attribute may come with or without its quotes.
    .replace(/<meta\s+name=(["']?)description\1(?=[\s/>])[^>]*>/i, '');
  // After the charset, which must come within the document's first kilobyte.
  const anchor = [/<meta\s+charset[^>]*>/i, /<head>/i, /<!doctype html>/i].find((tag) =>
    tag.test(withoutOwn),
  );
  return anchor ? withoutOwn.replace(anchor, (found) => `${found}\n    ${tags}`) : `${tags}\n${withoutOwn}`;
}
