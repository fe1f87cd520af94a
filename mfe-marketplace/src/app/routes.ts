/**
 * The marketplace remote's route table: the pages it owns, each loaded when opened, with the
 * API reads it starts with (from the same functions the page fetches with). `./App` renders
 * from it; the build publishes it in `remote.json`, so the server preloads those reads with the page.
 */
import { lazyPage, type PageRoute } from 'shared-ui';
import { productRead } from '../features/product/api.ts';
import { categoriesRead, productsRead } from '../features/products/api.ts';

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

export const routes: readonly PageRoute[] = [
  {
    path: '/marketplace',
    page: marketplace,
    firstReads: () => [categoriesRead(), productsRead({ page: 1 })],
  },
  {
    path: '/product/:productId',
    page: product,
    firstReads: ({ productId = '' }) => [productRead(productId)],
  },
  { path: '/sell', page: sell },
];
