import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
