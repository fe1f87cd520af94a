import type { ReactNode } from 'react';
import { legal } from 'shared-ui/texts/legal';
import './legal.css';

/** A legal page, under its date (May 2025, spec section 9). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="ui-page legal-page">
      <h1>{title}</h1>
      <p className="legal-page__date">{legal.lastUpdated}</p>
      {children}
    </article>
  );
}
