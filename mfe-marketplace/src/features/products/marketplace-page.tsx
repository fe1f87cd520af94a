import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { texts } from 'shared-ui';
import { Card } from 'shared-ui/card';
import { PagedList, usePagedList } from 'shared-ui/paged-list';
import { SearchBar } from 'shared-ui/search-bar';
import { Select } from 'shared-ui/select';
import { limits } from 'shared-ui/validation';
import { productImage } from '../product/api.ts';
import { getProductCategories, getProducts, type ProductQuery } from './api.ts';
import { formatPrice } from './format-price.ts';
import { product as productTexts } from 'shared-ui/texts/product';

type Price = NonNullable<ProductQuery['price']>;

/** The first characters of a description (spec: 50), with an ellipsis when there is more. */
const preview = (text: string) =>
  text.length > limits.productPreview ? `${text.slice(0, limits.productPreview).trimEnd()}…` : text;
const t = texts.products;
const priceSorts = [
  { value: 'lowToHigh', label: t.lowToHigh },
  { value: 'highToLow', label: t.highToLow },
] as const;

/** The product list with search, category and price sort. */
export function MarketplacePage() {
  const [query, setQuery] = useState<{ search: string; category: string; price: Price }>({
    search: '',
    category: '',
    price: '',
  });
  const [categories, setCategories] = useState<string[]>([]);

  useEffect(() => {
    getProductCategories()
      .then(setCategories)
      .catch(() => setCategories([]));
  }, []);

  const products = usePagedList({
    load: (page) => getProducts({ ...query, page }),
    key: JSON.stringify(query),
  });

  return (
    <section className="ui-page">
      <h1>{t.title}</h1>
      <Link to="/sell">{t.listYourProducts}</Link>
      <SearchBar
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={query.search}
        onChange={(search) => setQuery({ ...query, search })}
      >
        <Select
          name="category"
          label={t.category}
          hideLabel
          placeholder={t.allCategories}
          options={categories}
          value={query.category}
          onChange={(category) => setQuery({ ...query, category })}
        />
        <Select<Price>
          name="price"
          label={t.priceSort}
          hideLabel
          placeholder={t.sortByPrice}
          options={priceSorts}
          value={query.price}
          onChange={(price) => setQuery({ ...query, price })}
        />
      </SearchBar>
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
        renderItem={(product, index) => (
          <Card
            title={<Link to={`/product/${product.product_id}`}>{product.product_name}</Link>}
            media={
              product.image_1 && (
                <img
                  className="market-card__image"
                  src={productImage(product.image_1, 480)}
                  alt=""
                  width={480}
                  height={360}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                />
              )
            }
            meta={
              <>
                <span>
                  {texts.marketplace.currency} {formatPrice(product.price)}
                </span>
                <span>{product.location}</span>
              </>
            }
            actions={
              <Link
                className="market-card__details"
                to={`/product/${product.product_id}`}
                aria-label={productTexts.detailsOf(product.product_name)}
              >
                {texts.marketplace.viewDetails}
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
