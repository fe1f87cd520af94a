/**
 * The marketplace remote's route table: the pages it owns, each loaded when opened, with the
 * API reads it starts with (from the same functions the page fetches with). `./App` renders
 * from it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, PAGES, type PageRoute } from 'shared-ui';
import type { FirstImage } from 'shared-ui/contracts';
import { CARD_SIZES, PICTURE_SIZES, PRODUCT_IMAGES, productRead } from '../features/product/api.ts';
import { categoriesRead, listQueryOf, listStartPage, productsRead } from '../features/products/api.ts';

const marketplace = lazyPage('marketplace-page', () =>
  import(/* webpackChunkName: "marketplace-page" */ '../features/products/marketplace-page.tsx').then(
    (module) => ({
      default: module.MarketplacePage,
    }),
  ),
);

const product = lazyPage('product-page', () =>
  import(/* webpackChunkName: "product-page" */ '../features/product/product-page.tsx').then((module) => ({
    default: module.ProductPage,
  })),
);

const sell = lazyPage('sell-page', () =>
  import(/* webpackChunkName: "sell-page" */ '../features/sell/sell-page.tsx').then((module) => ({
    default: module.SellPage,
  })),
);

// The first card's picture and the product's first: each page's largest paint on a phone.
const listPicture: FirstImage = {
  read: 1,
  field: 'products.0.image_1',
  folder: PRODUCT_IMAGES,
  sizes: CARD_SIZES,
};
const productPicture: FirstImage = {
  read: 0,
  field: 'product.image_1',
  folder: PRODUCT_IMAGES,
  sizes: PICTURE_SIZES,
};

export const routes: readonly PageRoute[] = [
  {
    path: PAGES.marketplace,
    page: marketplace,
    // The list as the address asks for it (`?q=bag&category=3&page=2`), read as the page reads it.
    firstReads: (_params, query) => [
      categoriesRead(),
      productsRead({ ...listQueryOf(query), page: listStartPage(query) }),
    ],
    firstImage: listPicture,
  },
  {
    path: PAGES.product,
    page: product,
    firstReads: ({ productId = '' }) => [productRead(productId)],
    firstImage: productPicture,
  },
  { path: PAGES.sell, page: sell },
];
