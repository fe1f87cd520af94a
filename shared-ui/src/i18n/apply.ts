/**
 * Puts a language's texts in place of the English ones. Every app reads its texts from plain
 * catalogue objects (`shared-ui/texts/*`); before an app first renders, the catalogue of the
 * visitor's language, a chunk of its own, is loaded and written over those objects, so no
 * component changes. The language is fixed for a page's life: choosing another reloads it.
 */
import type { Language } from '../contracts/languages.ts';
import { languageLayers } from '../contracts/languages.ts';

/** One catalogue object of an app, with its translation: `[marketplace, marketplaceSw]`. */
export type TranslationPair = readonly [english: object, translation: object];

/** What an app's `src/languages/<code>.ts` exports: every catalogue object it bundles, translated. */
export interface LanguageModule {
  default: readonly TranslationPair[];
}

/** Writes `translation` over `target`, key by key (nested objects in place; absent keys kept). */
export function translate(target: object, translation: object): void {
  const into = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(translation)) {
    const current = into[key];
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current !== null &&
      typeof current === 'object' &&
      !Array.isArray(current)
    ) {
      translate(current, value);
    } else {
      into[key] = value;
    }
  }
}

/**
 * Loads `language`'s catalogue layers with `load` (an app's `(code) => import(...)`) and writes
 * them over its English texts. English loads nothing.
 */
export async function applyLanguage(
  language: Language,
  load: (code: Language) => Promise<LanguageModule>,
): Promise<void> {
  for (const layer of languageLayers(language)) {
    for (const [english, translation] of (await load(layer)).default) translate(english, translation);
  }
}
