import { Link, NavLink } from 'react-router-dom';

/** The marketplace's own top bar: brand link, Marketplace link and the Sell button. */
export function TopBar() {
  return (
    <nav className="market-top-bar" aria-label="Marketplace">
      <Link to="/marketplace" className="market-top-bar__brand">
        Mijikenda Market
      </Link>
      <NavLink to="/marketplace" end>
        Marketplace
      </NavLink>
      <Link to="/sell" className="ui-button market-top-bar__sell">
        Sell
      </Link>
    </nav>
  );
}
