import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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
});
