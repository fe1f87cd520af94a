import type { ReactNode } from 'react';
import { legalTexts } from './legal-texts.ts';
import './legal.css';

/** A legal page, under its date (May 2025, spec section 9). */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="ui-page legal-page">
      <h1>{title}</h1>
      <p className="legal-page__date">{legalTexts.legal.lastUpdated}</p>
      {children}
    </article>
  );
}
