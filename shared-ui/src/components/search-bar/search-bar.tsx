import type { ReactNode } from 'react';
import { texts } from 'shared-ui';
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
}

/**
 * The search landmark of a list page: a search box and the list's filters in one row that wraps
 * on small screens. Lists follow what is typed (see usePagedList), so Enter submits nothing.
 */
export function SearchBar({
  label,
  value,
  onChange,
  placeholder,
  showLabel,
  name,
  children,
}: SearchBarProps) {
  return (
    <form
      role="search"
      aria-label={name ?? texts.common.search}
      className="ui-search-bar"
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        className="ui-search-bar__box"
        name="search"
        type="search"
        label={label}
        hideLabel={!showLabel}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        autoComplete="off"
      />
      {children}
    </form>
  );
}
