import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { texts } from '../../texts/index.ts';
import { marketplace } from '../../texts/marketplace.ts';
import { Select } from '../select/select.tsx';
import { SearchBar } from './search-bar.tsx';

describe('SearchBar', () => {
  it('is a search landmark holding the box and the filters, and Enter sends nothing', async () => {
    const onChange = jest.fn();
    render(
      <SearchBar
        label="Search products"
        placeholder={marketplace.products.searchPlaceholder}
        value=""
        onChange={onChange}
      >
        <Select
          name="category"
          label="Category"
          hideLabel
          placeholder={marketplace.products.allCategories}
          options={['Food']}
          value=""
          onChange={() => undefined}
        />
      </SearchBar>,
    );
    const bar = screen.getByRole('search', { name: texts.common.search });
    const box = within(bar).getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', marketplace.products.searchPlaceholder);
    expect(within(bar).getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    await userEvent.type(box, 'k{Enter}');
    expect(onChange).toHaveBeenCalledWith('k');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  describe('with an action: a GET form, for a phone without script', () => {
    const bar = (onChange = jest.fn()) => (
      <SearchBar action="/marketplace" boxName="q" label="Search products" value="bag" onChange={onChange}>
        <Select name="category" label="Category" options={['Food']} value="Food" onChange={() => undefined} />
      </SearchBar>
    );

    it('sends its fields, by the names the page reads, to the page; with script Enter still sends nothing', async () => {
      const onChange = jest.fn();
      render(bar(onChange));
      const form = screen.getByRole('search');
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/marketplace');
      expect(form).toHaveFormValues({ q: 'bag', category: 'Food' });
      // Heard after React's own listener, as the browser would act on it.
      const submitted = jest.fn((event: Event) => event.defaultPrevented);
      document.addEventListener('submit', submitted);
      await userEvent.type(screen.getByRole('searchbox'), 's{Enter}');
      document.removeEventListener('submit', submitted);
      expect(onChange).toHaveBeenCalledWith('bags');
      expect(submitted.mock.results.map((result) => result.value)).toEqual([true]);
      // The Apply button is for browsers that run no script: React renders none inside <noscript>.
      expect(screen.queryByRole('button', { name: texts.common.apply })).not.toBeInTheDocument();
    });

    it("has an Apply button only inside <noscript>, in the server's markup", () => {
      const markup = renderToStaticMarkup(bar());
      expect(markup).toMatch(
        new RegExp(
          `<noscript><button type="submit" class="[^"]*">${texts.common.apply}</button></noscript></form>$`,
        ),
      );
      expect(
        renderToStaticMarkup(<SearchBar label="Search" value="" onChange={() => undefined} />),
      ).not.toMatch(/noscript|method=|action=/);
    });
  });
});
