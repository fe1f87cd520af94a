/**
 * The offline page (public/offline.html), which the service worker shows for a page it has not
 * saved: its texts come from the catalogue, written into the file as the build copies it.
 */
import { documents } from '../src/texts/documents.ts';
import { escapeHtml, fillTexts } from './text-templates.ts';

/** A language's catalogue of the documents' texts (`src/texts/<code>/documents.ts`). */
type Catalogue =
  | Pick<typeof documents, 'lang' | 'offline'>
  | { lang: string; offline: Record<keyof typeof documents.offline, string> };

const textsOf = (catalogue: Catalogue) => ({ lang: catalogue.lang, ...catalogue.offline });

export const OFFLINE_PAGE_TEXTS = textsOf(documents);

/** The offline page with the texts of `catalogue` (English by default; each language has its copy). */
export const fillOfflinePage = (template: string, catalogue: Catalogue = documents) =>
  fillTexts(template, textsOf(catalogue), escapeHtml);
