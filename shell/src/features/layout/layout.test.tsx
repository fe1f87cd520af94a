import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { texts, useSession } from 'shared-ui';
import { Layout } from './layout.tsx';
import { specHeaderLinks } from './test-layout.tsx';

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/home" element={<p>Home content</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('shared layout', () => {
  beforeEach(() => {
    window.matchMedia = () =>
      ({ matches: false, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  });

  it('has header, main and footer landmarks and the spec header links', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Home content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: texts.layout.mainNavigation });
    for (const [name, href] of specHeaderLinks) {
      expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name);
    }
  });

  it('shows the signed-in member in the header as soon as the session changes', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: texts.layout.profile })).toBeInTheDocument();
    act(() => useSession.getState().signIn({ id: 1, username: 'Kahindi', email: 'k@example.com' }));
    expect(screen.getByRole('link', { name: texts.layout.profileOf('Kahindi') })).toHaveTextContent(
      'Kahindi',
    );
    act(() => useSession.getState().signOut());
    expect(screen.getByRole('link', { name: texts.layout.profile })).not.toHaveTextContent('Kahindi');
  });

  it('keeps the footer year current', () => {
    jest.useFakeTimers({ now: new Date('2026-12-31T23:59:59') });
    renderLayout();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027');
    jest.useRealTimers();
  });
});
