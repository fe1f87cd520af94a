import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  getProductCategories,
  getProducts,
  LoadingState,
  texts,
  useListResults,
  type ProductQuery,
} from 'shared-ui';
import { formatPrice } from './format-price.ts';

/** The product list with search, category and price sort. */
export function MarketplacePage() {
  const [query, setQuery] = useState<Required<Pick<ProductQuery, 'search' | 'category' | 'price'>>>({
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

  const products = useListResults(() => getProducts({ ...query, page: 1 }), JSON.stringify(query));

  return (
    <section className="ui-page">
      <h1>Marketplace</h1>
      <Link to="/sell">{texts.products.listYourProducts}</Link>
      <div className="market-filters">
        <input
          className="ui-input"
          type="search"
          aria-label="Search products"
          placeholder={texts.products.searchPlaceholder}
          value={query.search}
          onChange={(event) => setQuery({ ...query, search: event.target.value })}
        />
        <select
          className="ui-input"
          aria-label="Category"
          value={query.category}
          onChange={(event) => setQuery({ ...query, category: event.target.value })}
        >
          <option value="">{texts.products.allCategories}</option>
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
        <select
          className="ui-input"
          aria-label="Sort by price"
          value={query.price}
          onChange={(event) =>
            setQuery({ ...query, price: event.target.value as ProductQuery['price'] & string })
          }
        >
          <option value="">{texts.products.sortByPrice}</option>
          <option value="lowToHigh">Price: low to high</option>
          <option value="highToLow">Price: high to low</option>
        </select>
      </div>
      {products === null ? (
        <LoadingState label="Loading products…" />
      ) : products.length === 0 ? (
        <p>{texts.products.noneFound}</p>
      ) : (
        <ul className="market-grid">
          {products.map((product) => (
            <li key={product.product_id} className="ui-card">
              <h2>{product.product_name}</h2>
              <p>Ksh {formatPrice(product.price)}</p>
              <p>{product.location}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
