import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { mockMatchMedia } from '../../test/browser.ts';
import { renderLayout, specHeaderLinks } from './test-layout.tsx';

const t = texts.layout;
const moreItems = [
  [texts.nav.myAccount, '/profile'],
  [texts.nav.news, '/news'],
  [texts.nav.privacy, '/privacy-policy'],
  [texts.nav.cookies, '/cookie-policy'],
  [texts.nav.terms, '/terms-conditions'],
  [texts.nav.settings, '/settings'],
  [texts.nav.language, '/settings#language'],
] as const;

describe('header', () => {
  beforeEach(() => mockMatchMedia());

  it('gives every icon-only control an accessible name', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: t.notifications })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(banner).getByRole('link', { name: t.profile })).toHaveAttribute('href', '/profile');
    // Search is a plain link: the search page's code loads when it opens.
    expect(within(banner).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    expect(within(banner).getByRole('button', { name: texts.theme.toDark })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: t.more })).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).getByRole('button', { name: t.menu })).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes style once the page has scrolled past 50px', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('shell-header--scrolled');
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(banner).toHaveClass('shell-header--scrolled');
    act(() => {
      window.scrollY = 50;
      fireEvent.scroll(window);
    });
    expect(banner).not.toHaveClass('shell-header--scrolled');
  });

  it('opens the More drawer with its links, focus inside, and Escape returns focus to its button', async () => {
    const user = userEvent.setup();
    renderLayout();
    const button = screen.getByRole('button', { name: t.more });
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: t.more });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (const [name, href] of moreItems) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(drawer).getByText(texts.nav.careers)).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /Careers/ })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside an open drawer', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: t.more }));
    const drawer = await screen.findByRole('dialog', { name: t.more });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes a drawer on a click outside it, on its close button, and on its button again', async () => {
    const user = userEvent.setup();
    renderLayout();
    const more = screen.getByRole('button', { name: t.more });
    await user.click(more);
    await screen.findByRole('dialog', { name: t.more });
    await user.click(screen.getByTestId('path'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(more);
    await user.click(await screen.findByRole('button', { name: t.closeMore }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await screen.findByRole('dialog', { name: t.more });
    await user.click(more);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every link in the hamburger drawer and closes it on navigation', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: t.menu }));
    const drawer = await screen.findByRole('dialog', { name: t.menu });
    for (const [name, href] of [[t.search, '/search'], ...specHeaderLinks, ...moreItems]) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(within(drawer).getByRole('link', { name: texts.nav.about }));
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles the theme and remembers the choice', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: texts.theme.toDark }));
    expect(screen.getByRole('button', { name: texts.theme.toLight })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').state.choice).toBe('dark');
    await user.click(screen.getByRole('button', { name: texts.theme.toLight }));
  });
});
