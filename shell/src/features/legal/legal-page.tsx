import type { ReactNode } from 'react';
import './legal.css';

/** The legal pages are dated May 2025 (spec section 9). */
export const LEGAL_DATE = 'May 2025';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="ui-page legal-page">
      <h1>{title}</h1>
      <p className="legal-page__date">Last updated: {LEGAL_DATE}</p>
      {children}
    </article>
  );
}
