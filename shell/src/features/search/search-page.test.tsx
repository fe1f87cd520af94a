import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { search as t } from 'shared-ui/texts/search';
import { embeddedModulesAt } from '../remotes/embedded-modules.ts';
import { SEARCH_PAUSE_MS, SearchPage } from './search-page.tsx';
import { searchModules } from './search-modules.ts';

// Each group comes from its remote (loaded for real in the end-to-end suite, e2e/tests/search.spec.ts).
jest.mock('../remotes/remote-module.tsx', () => ({
  RemoteModule: ({ id, props }: { id: string; props: { q: string; kinds: string[]; limit: number } }) => (
    <p>
      {id} {props.kinds.join(',')} {props.q} {props.limit}
    </p>
  ),
}));

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <SearchPage />
      <Address />
    </MemoryRouter>,
  );

const box = () => screen.getByRole('searchbox', { name: t.box });

describe('search page', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows nothing but the box without words, as a GET form of the page', () => {
    renderAt('/search');
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('name', 'q');
    const form = screen.getByRole('search', { name: t.title });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.queryByText(/SearchResults/)).not.toBeInTheDocument();
    expect(screen.queryByText(t.nothingFound(''))).not.toBeInTheDocument();
  });

  it("embeds each remote's groups, in the page's order, with the words", () => {
    renderAt('/search?q=+ngoma+');
    expect(box()).toHaveValue(' ngoma ');
    expect(screen.getAllByText(/SearchResults/).map((group) => group.textContent)).toEqual([
      'stories/SearchResults stories,news ngoma 5',
      'media/SearchResults music,reels ngoma 5',
      'marketplace/SearchResults marketplace ngoma 5',
      'stories/SearchResults people ngoma 5',
    ]);
    // Shown by its stylesheet only while no group shows anything.
    expect(screen.getByText(t.nothingFound('ngoma'))).toHaveClass('shell-search__nothing');
  });

  it("shows one kind's fuller list, with the way back to every group", () => {
    renderAt('/search?q=ngoma&kind=people');
    expect(screen.getAllByText(/SearchResults/).map((group) => group.textContent)).toEqual([
      'stories/SearchResults people ngoma 20',
    ]);
    expect(screen.getByRole('link', { name: t.allResults })).toHaveAttribute('href', '/search?q=ngoma');
    expect(document.querySelector('input[type="hidden"][name="kind"]')).toHaveValue('people');
  });

  it('follows what is typed once typing pauses, replacing the address; typing on waits', () => {
    jest.useFakeTimers();
    renderAt('/search?q=ng');
    fireEvent.change(box(), { target: { value: 'ngo' } });
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 50));
    fireEvent.change(box(), { target: { value: 'ngoma' } });
    act(() => jest.advanceTimersByTime(SEARCH_PAUSE_MS - 50));
    expect(screen.getByTestId('address')).toHaveTextContent('/search?q=ng');
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByTestId('address')).toHaveTextContent('/search?q=ngoma');
    expect(screen.getAllByText(/SearchResults/)[0]).toHaveTextContent('ngoma');
  });

  it('searches at once when the form is sent', async () => {
    // React reads a form sent during a navigation's transition into a FormData: the test
    // environment's is Node's, which cannot read a jsdom form.
    jest.spyOn(globalThis, 'FormData').mockImplementation(() => ({}) as FormData);
    renderAt('/search');
    await userEvent.type(box(), 'kikapu{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/search?q=kikapu');
  });
});

describe('the modules the search page embeds', () => {
  it('are named by its address alone, for the server to render the same', () => {
    const query = new URLSearchParams('q=ngoma&kind=music');
    expect(searchModules(query)).toEqual([
      { id: 'media/SearchResults', props: { q: 'ngoma', kinds: ['music'], limit: 20, seeAll: false } },
    ]);
    expect(embeddedModulesAt('/search?q=ngoma&kind=music')).toEqual(searchModules(query));
    // An unknown kind shows every group; no words, none; words cut to what the API takes.
    expect(searchModules(new URLSearchParams('q=a&kind=bogus'))).toHaveLength(4);
    expect(searchModules(new URLSearchParams('q=+&kind=music'))).toEqual([]);
    expect(searchModules(new URLSearchParams({ q: 'x'.repeat(150) }))[0]?.props.q).toHaveLength(100);
    expect(embeddedModulesAt('/about?q=ngoma')).toEqual([]);
  });
});
