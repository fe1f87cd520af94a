import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGES, pageAddress, pagePath, type QueryOf } from 'shared-ui';
import type { fetchProducts } from 'shared-ui/contracts/shop';
import { marketplace } from 'shared-ui/texts/marketplace';
import { Card } from 'shared-ui/card';
import { MessageBanner } from 'shared-ui/message-banner';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { SearchBar } from 'shared-ui/search-bar';
import { Select } from 'shared-ui/select';
import { useRead } from 'shared-ui/use-read';
import { limits } from 'shared-ui/validation';
import { product as productTexts } from '../../texts/product.ts';
import { CARD_SIZES, productImage, productImageSet } from '../product/api.ts';
import {
  documentCategories,
  documentProducts,
  getProductCategories,
  getProducts,
  listQueryOf,
  listStartPage,
  PRICE_ORDERS,
  RECENT_ORDERS,
} from './api.ts';
import { formatPrice } from './format-price.ts';
import { useEmbedded } from '../../shared/embedded.ts';

type Price = NonNullable<QueryOf<typeof fetchProducts>['price']>;
type Recent = NonNullable<QueryOf<typeof fetchProducts>['recent']>;

/** The first characters of a description (spec: 50), with an ellipsis when there is more. */
const preview = (text: string) =>
  text.length > limits.productPreview ? `${text.slice(0, limits.productPreview).trimEnd()}…` : text;
const t = marketplace.products;
/**
 * The sorts' options, labelled as the page renders: this code can load before the remote's
 * texts are put in the page's language, so a label read once here would stay in English.
 */
const priceSorts = () => PRICE_ORDERS.map((value) => ({ value, label: t[value] }));
const recentSorts = () => RECENT_ORDERS.map((value) => ({ value, label: productTexts[value] }));

/** The categories, with the chosen one kept even before (or without) the list, so the form sends it. */
const optionsWith = (list: readonly string[], chosen: string) =>
  chosen && !list.includes(chosen) ? [chosen, ...list] : list;

/**
 * The list's query, kept in the page's address (`?q=&category=&price=&recent=&page=&pages=`, and
 * `seller=` for one seller's listings) so a filtered list can be shared, Back finds it as it
 * was, as far down as it was loaded, and a phone without script pages and searches by links and
 * the search form (the same names).
 */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(params);
  const startPage = listStartPage(params);
  const pages = Math.min(Math.max(Number(params.get('pages')) || 1, 1), MAX_RESTORED_PAGES);
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value && !(name === 'pages' && value === '1')) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  /** A new query starts from the first page again. */
  const change = (changes: Partial<Record<'q' | 'category' | 'price' | 'recent', string>>) =>
    update({ ...changes, page: '', pages: '' });
  return {
    query,
    startPage,
    pages,
    change,
    setPages: (count: number) => update({ pages: String(count) }),
    /** A link's address of one page of the list, with this query. */
    addressOfPage: (page: number) => pageAddress(params, page),
  };
}

/** Pages read again at most when coming back (a shared link may say any number). */
const MAX_RESTORED_PAGES = 10;

/**
 * The product list with search, category and the sorts, all kept in the address. The search is a
 * GET form of this page and the list links to its pages, so a phone without script gets by too.
 */
export function MarketplacePage() {
  const { query, startPage, pages, change, setPages, addressOfPage } = useListQuery();
  const embedded = useEmbedded();
  const categoriesRead = useRead('categories', getProductCategories, documentCategories);
  const categories = categoriesRead.value ?? [];
  const categoriesFailed = categoriesRead.failed;

  const products = usePagedList({
    load: (page) => getProducts({ ...query, page }),
    firstPage: () => documentProducts({ ...query, page: startPage }),
    key: JSON.stringify({ ...query, page: startPage }),
    initialPages: pages,
    startPage,
  });
  const shownPages = products.pages;
  useEffect(() => {
    if (shownPages > 0 && shownPages !== pages) setPages(shownPages);
    // Only the count of pages shown is written back; the query is already in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPages]);

  const sellerName = products.items?.find((product) => product.seller_name)?.seller_name;
  return (
    <section className="ui-page">
      <h1>{t.title}</h1>
      {query.seller_id !== undefined && (
        <div className="market-seller-heading">
          <h2>{sellerName ? t.sellerListings(sellerName) : t.sellerListingsUnnamed}</h2>
          <Link to={PAGES.marketplace}>{t.showAll}</Link>
        </div>
      )}
      {embedded ? (
        <a href={new URL(PAGES.sell, embedded.siteUrl).href} target="_blank" rel="noopener">
          {t.listYourProducts}
        </a>
      ) : (
        <Link to={PAGES.sell}>{t.listYourProducts}</Link>
      )}
      <SearchBar
        action={PAGES.marketplace}
        boxName="q"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={query.search}
        onChange={(q) => change({ q })}
      >
        {query.seller_id !== undefined && <input type="hidden" name="seller" value={query.seller_id} />}
        <Select
          name="category"
          label={t.category}
          hideLabel
          placeholder={t.allCategories}
          options={optionsWith(categories, query.category)}
          value={query.category}
          onChange={(category) => change({ category })}
        />
        <Select<Price>
          name="price"
          label={t.priceSort}
          hideLabel
          placeholder={t.sortByPrice}
          options={priceSorts()}
          value={query.price}
          onChange={(price) => change({ price })}
        />
        <Select<Recent>
          name="recent"
          label={productTexts.recentSort}
          hideLabel
          placeholder={productTexts.recentSort}
          options={recentSorts()}
          value={query.recent}
          onChange={(recent) => change({ recent })}
        />
      </SearchBar>
      {categoriesFailed && <MessageBanner tone="danger">{t.categoriesFailed}</MessageBanner>}
      <PagedList
        list={products}
        label={t.list}
        layout="grid"
        getKey={(product) => product.product_id}
        loadingLabel={t.loading}
        emptyText={t.noneFound}
        errorText={t.fetchFailed}
        noMoreText={t.noMore}
        loadMoreLabel={t.loadMore}
        // The embed keeps its address in memory: a link would lead its host page away.
        pageAddress={embedded ? undefined : addressOfPage}
        renderItem={(product, index) => (
          <Card
            title={
              <Link to={pagePath(PAGES.product, { productId: product.product_id })}>
                {product.product_name}
              </Link>
            }
            media={
              product.image_1 && (
                <img
                  className="market-card__image"
                  src={productImage(product.image_1, 480)}
                  srcSet={productImageSet(product.image_1)}
                  sizes={CARD_SIZES}
                  alt=""
                  width={480}
                  height={360}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  // The first card's picture is the page's largest paint on a phone.
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              )
            }
            meta={
              <>
                <span>
                  {marketplace.currency} {formatPrice(product.price)}
                </span>
                <span>{product.location}</span>
              </>
            }
            actions={
              <Link
                className="market-card__details"
                to={pagePath(PAGES.product, { productId: product.product_id })}
                aria-label={productTexts.detailsOf(product.product_name)}
              >
                {marketplace.viewDetails}
              </Link>
            }
          >
            <p>{preview(product.description)}</p>
          </Card>
        )}
      />
    </section>
  );
}
