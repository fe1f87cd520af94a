import './skeleton.css';

export interface SkeletonProps {
  /** Read out while the content loads, e.g. 'Loading products…'. */
  label: string;
  /** How many placeholders: one per expected card or row. */
  count?: number;
  /** 'card' (image and lines, for grids), 'row' (a list line) or 'text' (a paragraph). */
  variant?: 'card' | 'row' | 'text';
  /** Lay the placeholders out as a grid of cards. */
  grid?: boolean;
}

/** Grey placeholders in the shape of the content to come, so the page does not jump when it arrives. */
export function Skeleton({ label, count = 3, variant = 'row', grid = variant === 'card' }: SkeletonProps) {
  return (
    <div role="status" className={grid ? 'ui-skeleton ui-skeleton--grid' : 'ui-skeleton'}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`ui-skeleton__item ui-skeleton__item--${variant}`} aria-hidden="true">
          {variant === 'card' && <span className="ui-skeleton__block" />}
          <span className="ui-skeleton__line" />
          <span className="ui-skeleton__line ui-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
