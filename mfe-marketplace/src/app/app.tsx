import { Route, Routes } from 'react-router-dom';
import { MarketplacePage } from '../features/products/marketplace-page.tsx';
import { TopBar } from '../features/top-bar/top-bar.tsx';
import '../shared/marketplace.css';
import { paths } from './routes.ts';

/** The marketplace group: its own top bar above every marketplace page. */
export default function App() {
  return (
    <div className="market">
      <TopBar />
      <Routes>
        <Route path={paths.marketplace} element={<MarketplacePage />} />
      </Routes>
    </div>
  );
}
