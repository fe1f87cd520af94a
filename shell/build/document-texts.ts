/**
 * The texts of the shell's documents (src/index.html, and each page's copy of it with its first
 * screen, documents.ts), from the catalogue: html-webpack-plugin fills the template's
 * `<%- key %>` with them (`templateParameters`), escaped.
 */
import { PRODUCT_NAME } from 'shared-ui/texts';
import { documents } from 'shared-ui/texts/documents';

export const DOCUMENT_TEXTS = {
  lang: documents.lang,
  title: PRODUCT_NAME,
  description: documents.description,
  noscript: documents.noscript,
};
