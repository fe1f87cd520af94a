/**
 * Link previews for the pages people share (a product on WhatsApp, an article, a song, a reel):
 * the page's document gets its own title, description and picture (Open Graph and Twitter tags),
 * read on the server, because a preview bot runs no script. Only published articles and existing
 * items get one, and none the moderators hid; any other page keeps the document as built.
 */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_NAME } from 'shared-ui/texts';
import { matchRoute, PAGES } from 'shared-ui/contracts';
import { findArticle } from '../db/articles.repository.ts';
import { findProductView } from '../db/products.repository.ts';
import { findReel } from '../db/reels.repository.ts';
import { findSong } from '../db/songs.repository.ts';
import { parseId } from '../auth/policies.ts';
import { IMAGE_WIDTHS, variantName } from '../uploads/images.ts';
import { MEDIA_KINDS } from '../uploads/media-kinds.ts';
import { escapeHtml } from '../views/html.ts';

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

type Reader = (app: FastifyInstance, id: number) => Promise<Preview | null>;

/** The pages with a preview: their pattern (pages.ts), and where their address holds the item's id. */
const PREVIEWS: { route: string; id: { param: string } | { query: string }; read: Reader }[] = [
  {
    route: PAGES.product,
    id: { param: 'productId' },
    read: async (app, id) => {
      const product = await findProductView(app.db, id);
      if (!product || product.moderation !== null) return null;
      const image = `${MEDIA_KINDS.shop.url}${variantName(product.image_1, IMAGE_WIDTHS.full)}`;
      return { title: product.product_name, description: product.description, image, type: 'product' };
    },
  },
  ...[PAGES.article, PAGES.post].map((route) => ({
    route,
    id: { param: 'id' },
    read: (async (app, id) => {
      const article = await findArticle(app.db, id);
      if (!article || article.status !== 'published' || article.moderation !== null) return null;
      const image = article.image_url1 ? `${MEDIA_KINDS.images.url}${article.image_url1}` : undefined;
      return { title: article.article_name, description: article.description, image, type: 'article' };
    }) satisfies Reader,
  })),
  {
    route: PAGES.song,
    id: { query: 'id' },
    read: async (app, id) => {
      const song = await findSong(app.db, id);
      if (!song || song.moderation !== null) return null;
      return {
        title: `${song.song_title} · ${song.song_artist}`,
        description: song.small_description,
        image: `${MEDIA_KINDS.images.url}${song.song_image_url}`,
        type: 'music.song',
      };
    },
  },
  {
    route: PAGES.shareReel,
    id: { param: 'reelId' },
    read: async (app, id) => {
      const reel = await findReel(app.db, id);
      if (!reel || reel.moderation !== null) return null;
      return { title: reel.user_name, description: reel.description, type: 'video.other' };
    },
  },
];

/** The preview of the page at `url` (path and query), or null when it has none. */
export async function previewFor(app: FastifyInstance, url: URL): Promise<Preview | null> {
  for (const preview of PREVIEWS) {
    const params = matchRoute(preview.route, url.pathname);
    if (!params) continue;
    const id = parseId(
      'query' in preview.id
        ? (url.searchParams.get(preview.id.query) ?? undefined)
        : params[preview.id.param],
    );
    return id === null ? null : preview.read(app, id);
  }
  return null;
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
