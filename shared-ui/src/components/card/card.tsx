import type { ReactNode } from 'react';
import './card.css';

export interface CardProps {
  /** The element: 'li' inside a list, 'article' for an item that stands alone, else 'div'. */
  as?: 'div' | 'li' | 'article' | 'section';
  /** The card's heading (a link to the item's page, often). */
  title?: ReactNode;
  /** Its level in the page's outline: 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** An image or carousel above the title. */
  media?: ReactNode;
  /** Small facts under the title (date, price, location). */
  meta?: ReactNode;
  /** Buttons and links at the bottom (View Details, Like, Delete). */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A surface for one item of a list or one block of a page. */
export function Card({
  as: Element = 'div',
  title,
  headingLevel = 2,
  media,
  meta,
  actions,
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={['ui-card', className].filter(Boolean).join(' ')}>
      {media && <div className="ui-card__media">{media}</div>}
      {title && <Heading className="ui-card__title">{title}</Heading>}
      {meta && <div className="ui-card__meta">{meta}</div>}
      {children}
      {actions && <div className="ui-card__actions">{actions}</div>}
    </Element>
  );
}
