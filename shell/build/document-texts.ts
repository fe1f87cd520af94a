/**
 * The texts of the shell's documents (src/index.html, and each page's copy of it with its first
 * screen, documents.ts), from the catalogue: html-webpack-plugin fills the template's
 * `<%- key %>` with the English ones (`templateParameters`), escaped; each other language's copy
 * of a document has them replaced by its own (`inLanguage`).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from 'shared-ui/contracts';
import { PRODUCT_NAME } from 'shared-ui/texts';
import { documents } from '../src/texts/documents.ts';

const textsOf = (catalogue: DocumentCatalogue) => ({
  lang: catalogue.lang,
  title: PRODUCT_NAME,
  description: catalogue.description,
  noscript: catalogue.noscript,
});

export const DOCUMENT_TEXTS = textsOf(documents);

/** How html-webpack-plugin's `<%- %>` writes a text. */
const escaped = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A language's catalogue of document texts (`src/texts/<code>/documents.ts`). */
export interface DocumentCatalogue {
  lang: string;
  description: string;
  noscript: string;
  offline: Record<keyof typeof documents.offline, string>;
}

/** Each language's catalogue of document texts, loaded by the build (`src/texts/<code>/documents.ts`). */
export async function loadDocumentCatalogues(): Promise<Record<Language, DocumentCatalogue>> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (code) => {
      if (code === DEFAULT_LANGUAGE) return [code, documents] as const;
      const translated = (await import(`../src/texts/${code}/documents.ts`)) as {
        documents: DocumentCatalogue;
      };
      return [code, translated.documents] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Language, DocumentCatalogue>;
}

/** An English document (as the template made it) with `language`'s document texts instead. */
export function inLanguage(
  html: string,
  language: Language,
  catalogues: Record<Language, DocumentCatalogue>,
): string {
  const texts = textsOf(catalogues[language]);
  let result = html.replace(/<html lang=("[^"]*"|[^\s>]*)/, `<html lang="${escaped(texts.lang)}"`);
  for (const key of ['description', 'noscript'] as const) {
    result = result.replaceAll(escaped(DOCUMENT_TEXTS[key]), escaped(texts[key]));
  }
  // The installed app's name and description in the page's language: its manifest's copy.
  return result.replace(
    /href=("?)\/manifest\.webmanifest/,
    (_whole, quote: string) => `href=${quote}/${language}/manifest.webmanifest`,
  );
}
