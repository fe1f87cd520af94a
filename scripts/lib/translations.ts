/**
 * A language's texts as PO files, the format translators' tools read (Weblate, Pontoon, Poedit):
 * one file per catalogue module, and back into the language's TypeScript catalogue files.
 *
 * An entry is one text: msgctxt its key path in the module (`products.loadMore`, `terms()[2].p`),
 * msgid the English, msgstr the translation. A function's values are numbered placeholders `{0}`,
 * `{1}`. A text that reads otherwise for one value (a count of 1, a role the English compares) is an
 * entry of its own, `key#one` or `key#role=admin`: the catalogues branch on exact values, not on
 * a language's plural rules, so PO plural forms would have nowhere to go. Rich text (a sentence
 * with emphasis or a link) is one entry whose pieces are marked `<strong>`, `<code>`, `<link>`, so
 * a translation may move them within the sentence.
 */
export {
  catalogueRoots,
  englishModules,
  type CatalogueRoot,
  type Catalogues,
  type LanguageInfo,
} from './translations/catalogues.ts';
export { exportLanguage, type ExportResult } from './translations/export.ts';
export { importLanguage, type ImportResult } from './translations/import.ts';
