import { Link, NavLink } from 'react-router-dom';
import { MARKET_NAME, PAGES } from 'shared-ui';
import { marketplace } from 'shared-ui/texts/marketplace';

/** The marketplace's own top bar: brand link, Marketplace link and the Sell button. */
export function TopBar() {
  return (
    <nav className="market-top-bar" aria-label={marketplace.products.title}>
      <Link to={PAGES.marketplace} className="market-top-bar__brand">
        {MARKET_NAME}
      </Link>
      <NavLink to={PAGES.marketplace} end>
        {marketplace.products.title}
      </NavLink>
      <Link to={PAGES.sell} className="ui-button market-top-bar__sell">
        {marketplace.sell}
      </Link>
    </nav>
  );
}
