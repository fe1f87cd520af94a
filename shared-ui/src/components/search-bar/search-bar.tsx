import type { ReactNode } from 'react';
import { texts } from 'shared-ui';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import './search-bar.css';

export interface SearchBarProps {
  /** The search box's label (visually hidden unless `showLabel`), e.g. 'Search products'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  showLabel?: boolean;
  /** The landmark's name (texts.common.search by default). */
  name?: string;
  /** Filters and sorts beside the box: Select fields, usually. */
  children?: ReactNode;
  /**
   * Where the form goes where no script runs: a GET of the list's page, its fields (the box as
   * `boxName`, each filter by its `name`) as the query the page reads. It then has an Apply
   * button, shown only there (`<noscript>`). Without it the form sends nothing anywhere.
   */
  action?: string;
  /** The box's field name (default 'search'): the query value the list's page reads it from. */
  boxName?: string;
}

/**
 * The search landmark of a list page: a search box and the list's filters in one row that wraps
 * on small screens. Lists follow what is typed (see usePagedList), so with script Enter submits
 * nothing; without it, a form with an `action` is an ordinary GET form.
 */
export function SearchBar({
  label,
  value,
  onChange,
  placeholder,
  showLabel,
  name,
  children,
  action,
  boxName = 'search',
}: SearchBarProps) {
  return (
    <form
      role="search"
      aria-label={name ?? texts.common.search}
      className="ui-search-bar"
      {...(action !== undefined && { method: 'get', action })}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className="ui-search-bar__box"
        name={boxName}
        type="search"
        label={label}
        hideLabel={!showLabel}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        autoComplete="off"
      />
      {children}
      {action !== undefined && (
        <noscript>
          <Button type="submit" variant="secondary">
            {texts.common.apply}
          </Button>
        </noscript>
      )}
    </form>
  );
}
