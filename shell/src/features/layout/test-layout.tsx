import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { texts } from 'shared-ui';
import { Layout } from './layout.tsx';

function Where() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The layout around a page that shows its path, starting at `path`. */
export function renderLayout(path = '/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** The header links the spec names (section 2): label and target. */
export const specHeaderLinks: readonly (readonly [string, string])[] = [
  [texts.nav.home, '/home'],
  [texts.nav.about, '/about'],
  [texts.nav.stories, '/articles'],
  [texts.nav.contact, '/contact-us'],
  [texts.nav.shop, '/marketplace'],
  [texts.nav.music, '/music'],
  [texts.nav.reels, '/reels'],
];
