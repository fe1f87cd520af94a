/**
 * The server page 'View My Products' opens (spec section 2, Sell): a seller's
 * products, live and expired. Plain HTML, no scripts; every user text escaped.
 */
import { PRODUCT_NAME } from 'shared-ui/texts';
import type { Language } from 'shared-ui/contracts';
import { viewMyProducts } from 'shared-ui/contracts/shop';
import { myProducts } from 'shared-ui/texts/my-products';
import { textsIn } from '../i18n/server-texts.ts';
import type { ProductRow } from '../db/products.table.ts';
import { IMAGE_WIDTHS, variantName } from '../uploads/images.ts';
import { MEDIA_KINDS } from '../uploads/media-kinds.ts';
import { escapeHtml } from './html.ts';
import { marketplace } from 'shared-ui/texts/marketplace';

export { escapeHtml } from './html.ts';

const price = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
nav { display: flex; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
a { color: #0b6e4f; } @media (prefers-color-scheme: dark) { a { color: #6fd3a8; } }
ul.products { list-style: none; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
.product { border: 1px solid #8886; border-radius: 0.75rem; overflow: hidden; }
.product img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; display: block; background: #8882; }
.product div { padding: 0.75rem 1rem; }
.product h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
.product p { margin: 0.15rem 0; }
.expired, .hidden { opacity: 0.7; }
.badge { display: inline-block; font-size: 0.8rem; font-weight: 700; padding: 0 0.5rem; border-radius: 1rem; background: #b3261e; color: #fff; }
.badge.review { background: #8a5a00; }
a.delete { color: #b3261e; } @media (prefers-color-scheme: dark) { a.delete { color: #ff8a80; } }
.notice { padding: 0.5rem 1rem; border-radius: 0.5rem; font-weight: 600; }
.notice.success { background: #dcfce7; color: #14532d; } .notice.danger { background: #fee2e2; color: #7f1d1d; }
.confirm { border: 2px solid #b3261e; border-radius: 0.75rem; padding: 0.5rem 1rem 1rem; margin: 1rem 0; }
.confirm form { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
.confirm button { font: inherit; font-weight: 700; padding: 0.5rem 1rem; border: 0; border-radius: 0.5rem; background: #b3261e; color: #fff; cursor: pointer; }
`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** This page's texts (`myProducts`, in the visitor's language). */
type Texts = typeof myProducts;

const nav = (t: Texts) => `<nav aria-label="${t.navigation}">
<a href="/marketplace">${t.backToMarketplace}</a>
<a href="/sell">${t.addProduct}</a>
</nav>`;

/** This page's own address for the seller, with more query parameters. */
export const selfUrl = (userId: number, extra = '') => `${PAGE_FILE}?user_id=${userId}${extra}`;
/** The page's address beside the API's others (relative: it is served under /api/shop/). */
const PAGE_FILE = viewMyProducts.path.slice(viewMyProducts.path.lastIndexOf('/') + 1);

/** Where a listing stands with the moderators, when they hid it: under review, or removed and why. */
function moderationNote(t: Texts, product: ProductRow): string {
  if (product.moderation === 'review') return `<p><span class="badge review">${t.underReview}</span></p>`;
  if (product.moderation === 'removed') {
    return `<p><span class="badge">${escapeHtml(t.removed(product.moderation_reason))}</span></p>`;
  }
  return '';
}

function productCard(t: Texts, product: ProductRow, today: string, userId: number): string {
  const expired = product.expiry_date < today;
  const hidden = product.moderation !== null;
  const thumbnail = `${MEDIA_KINDS.shop.url}${variantName(product.image_1, IMAGE_WIDTHS.small)}`;
  const expiry = expired
    ? `<p><span class="badge">${t.expired}</span>${escapeHtml(t.expiredOn(product.expiry_date))}</p>`
    : `<p>${escapeHtml(t.listedUntil(product.expiry_date))}</p>`;
  return `<li class="product${expired ? ' expired' : ''}${hidden ? ' hidden' : ''}">
<img src="${escapeHtml(thumbnail)}" alt="${escapeHtml(product.product_name)}" width="480" height="320" loading="lazy">
<div>
<h2><a href="/product/${product.id}">${escapeHtml(product.product_name)}</a></h2>
<p>${marketplace.currency} ${price.format(product.price)}</p>
<p>${escapeHtml(t.category(product.category))}</p>
${moderationNote(t, product)}${expiry}
<p><a class="delete" href="${selfUrl(userId, `&amp;delete=${product.id}`)}" aria-label="${escapeHtml(t.deleteNamed(product.product_name))}">${t.delete}</a></p>
</div>
</li>`;
}

/** The question Delete asks first, as a form that posts back to this page. */
function confirmation(t: Texts, product: ProductRow, userId: number): string {
  return `<section class="confirm" role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-question">
<h2 id="confirm-title">${t.confirmTitle}</h2>
<p id="confirm-question">${t.confirmQuestion} ${escapeHtml(t.confirmDetail(product.product_name))}</p>
<form method="post" action="${selfUrl(userId)}">
<input type="hidden" name="product_id" value="${product.id}">
<button type="submit">${t.confirm}</button>
<a href="${selfUrl(userId)}">${t.cancel}</a>
</form>
</section>`;
}

export interface MyProductsOptions {
  /** The seller's id, for the page's own links. */
  userId: number;
  /** The product whose Delete was chosen: the page asks first. */
  confirm?: ProductRow;
  /** What the last action did. */
  notice?: { tone: 'success' | 'danger'; text: string };
  /** The visitor's language (English by default). */
  language?: Language;
}

/** The seller's page: every product they listed, newest first. */
export function myProductsPage(
  username: string,
  products: ProductRow[],
  today: string,
  { userId, confirm, notice, language = 'en' }: MyProductsOptions,
): string {
  const t = textsIn(myProducts, language);
  const live = products.filter((product) => product.expiry_date >= today).length;
  const summary =
    products.length === 0
      ? `<p>${t.none}</p>`
      : `<p>${t.summary(products.length, live)}</p>
<ul class="products">
${products.map((product) => productCard(t, product, today, userId)).join('\n')}
</ul>`;
  const banner = notice
    ? `<p class="notice ${notice.tone}" role="${notice.tone === 'danger' ? 'alert' : 'status'}">${escapeHtml(notice.text)}</p>\n`
    : '';
  return layout(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p>${escapeHtml(t.signedInAs(username))}</p>
${nav(t)}
${banner}${confirm ? `${confirmation(t, confirm, userId)}\n` : ''}${summary}`,
  );
}

/** The page a visitor gets instead: why, and where to log in. */
export function refusalPage(heading: string, message: string, language: Language = 'en'): string {
  const t = textsIn(myProducts, language);
  return layout(
    language,
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<nav aria-label="${t.nextSteps}">
<a href="/login">${t.logIn}</a>
<a href="/marketplace">${t.backToMarketplace}</a>
</nav>`,
  );
}
