/**
 * The web app manifest (public/manifest.webmanifest): its name, short name, description and
 * language come from the catalogue, written into the file as the build copies it.
 */
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from 'shared-ui/texts';
import { documents } from '../src/texts/documents.ts';
import { escapeJson, fillTexts } from './text-templates.ts';

/** A language's catalogue of the documents' texts (`src/texts/<code>/documents.ts`). */
type Catalogue = Pick<typeof documents, 'description' | 'lang'> | { description: string; lang: string };

const textsOf = (catalogue: Catalogue) => ({
  name: PRODUCT_NAME,
  shortName: PRODUCT_SHORT_NAME,
  description: catalogue.description,
  lang: catalogue.lang,
});

export const MANIFEST_TEXTS = textsOf(documents);

/** The manifest with the texts of `catalogue` (English by default; each language has its copy). */
export const fillManifest = (template: string, catalogue: Catalogue = documents) =>
  fillTexts(template, textsOf(catalogue), escapeJson);
