/**
 * The server page 'View My Products' opens (spec section 2, Sell): a seller's
 * products, live and expired. Plain HTML, no scripts; every user text escaped.
 */
import { PRODUCT_NAME, texts } from 'shared-ui/texts';
import type { ProductRow } from '../db/products.table.ts';
import { IMAGE_WIDTHS, variantName } from '../uploads/images.ts';
import { MEDIA_KINDS } from '../uploads/media-kinds.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

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
.expired { opacity: 0.7; }
.badge { display: inline-block; font-size: 0.8rem; font-weight: 700; padding: 0 0.5rem; border-radius: 1rem; background: #b3261e; color: #fff; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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

const NAV = `<nav aria-label="Marketplace">
<a href="/marketplace">Back to the marketplace</a>
<a href="/sell">Add a new product</a>
</nav>`;

function productCard(product: ProductRow, today: string): string {
  const expired = product.expiry_date < today;
  const thumbnail = `${MEDIA_KINDS.shop.url}${variantName(product.image_1, IMAGE_WIDTHS.small)}`;
  const expiry = expired
    ? `<p><span class="badge">Expired</span> on ${escapeHtml(product.expiry_date)}: no longer listed</p>`
    : `<p>Listed until ${escapeHtml(product.expiry_date)}</p>`;
  return `<li class="product${expired ? ' expired' : ''}">
<img src="${escapeHtml(thumbnail)}" alt="${escapeHtml(product.product_name)}" width="480" height="320" loading="lazy">
<div>
<h2><a href="/product/${product.id}">${escapeHtml(product.product_name)}</a></h2>
<p>${texts.marketplace.currency} ${price.format(product.price)}</p>
<p>Category: ${escapeHtml(product.category)}</p>
${expiry}
</div>
</li>`;
}

/** The seller's page: every product they listed, newest first. */
export function myProductsPage(username: string, products: ProductRow[], today: string): string {
  const live = products.filter((product) => product.expiry_date >= today).length;
  const summary =
    products.length === 0
      ? '<p>You have not listed any products yet.</p>'
      : `<p>${products.length} product(s): ${live} listed, ${products.length - live} expired.</p>
<ul class="products">
${products.map((product) => productCard(product, today)).join('\n')}
</ul>`;
  return layout(
    'My products',
    `<h1>My products</h1>
<p>Signed in as ${escapeHtml(username)}.</p>
${NAV}
${summary}`,
  );
}

/** The page a visitor gets instead: why, and where to log in. */
export function refusalPage(heading: string, message: string): string {
  return layout(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<nav aria-label="Next steps">
<a href="/login">Log in</a>
<a href="/marketplace">Back to the marketplace</a>
</nav>`,
  );
}
