import { useState } from 'react';
import { stories } from 'shared-ui/texts/stories';
import { Button } from 'shared-ui/button';
import { Select } from 'shared-ui/select';
import { useRead } from 'shared-ui/use-read';
import { documentCategories, getCategories, NO_FILTERS, type ArticleFilters } from './api.ts';

const t = stories.filters;

/** The categories and their subcategories; an empty map until (or unless) they arrive. */
function useCategories(): Record<string, string[]> {
  const read = useRead(
    'categories',
    () =>
      getCategories().catch((error: unknown) => {
        console.error('Could not load the article categories', error);
        throw error;
      }),
    documentCategories,
  );
  return read.value ?? {};
}

/** The options of a select, with the chosen value kept even before (or without) the list. */
const optionsWith = (list: readonly string[], chosen: string) =>
  chosen && !list.includes(chosen) ? [chosen, ...list] : list;

export interface FilterPanelProps {
  filters: ArticleFilters;
  onChange: (next: ArticleFilters) => void;
}

/**
 * The side panel: category, then its subcategory once a category is chosen, Recent or
 * Trending, and Reset Filters. Folded behind a button on a small screen.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const categories = useCategories();
  const [open, setOpen] = useState(false);
  const subcategories = filters.category ? (categories[filters.category] ?? []) : [];
  const active = [filters.category, filters.subcategory, filters.sort !== NO_FILTERS.sort].filter(
    Boolean,
  ).length;

  return (
    <aside className="stories-filters" data-open={open || undefined} aria-labelledby="stories-filters-title">
      <h2 id="stories-filters-title" className="stories-filters__title">
        {t.title}
      </h2>
      <button
        type="button"
        className="stories-filters__toggle"
        aria-expanded={open}
        aria-controls="stories-filters-body"
        onClick={() => setOpen(!open)}
      >
        {open ? t.hide : active > 0 ? t.showActive(active) : t.show}
      </button>
      <div id="stories-filters-body" className="stories-filters__body">
        <Select
          name="category"
          label={t.category}
          placeholder={t.allCategories}
          options={optionsWith(Object.keys(categories), filters.category)}
          value={filters.category}
          onChange={(category) => onChange({ ...filters, category, subcategory: '' })}
        />
        {filters.category && (
          <Select
            name="subcategory"
            label={t.subcategory}
            placeholder={t.allSubcategories}
            options={optionsWith(subcategories, filters.subcategory)}
            value={filters.subcategory}
            onChange={(subcategory) => onChange({ ...filters, subcategory })}
          />
        )}
        <fieldset className="stories-filters__sort">
          <legend>{t.sort}</legend>
          {(['recent', 'trending'] as const).map((sort) => (
            <label key={sort}>
              <input
                type="radio"
                name="sort"
                value={sort}
                checked={filters.sort === sort}
                onChange={() => onChange({ ...filters, sort })}
              />{' '}
              {t[sort]}
            </label>
          ))}
        </fieldset>
        <Button variant="ghost" size="small" onClick={() => onChange(NO_FILTERS)}>
          {t.reset}
        </Button>
      </div>
    </aside>
  );
}
