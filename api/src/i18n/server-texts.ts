/**
 * The server's catalogues in each language (src/i18n/<code>/index.ts), read once as the server
 * starts (plugins/app/language.ts): a catalogue object in a language, for the pages the server
 * writes itself, and a translator for the messages of its answers.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from 'shared-ui/contracts';
import type { LanguageModule } from 'shared-ui/i18n/apply';
import { translatorOf, type Translator } from './visitor-language.ts';

const catalogues = new Map<Language, Map<object, object>>();
const translators = new Map<Language, Translator>();

export async function loadServerLanguages(): Promise<void> {
  for (const code of LANGUAGE_CODES) {
    if (code === DEFAULT_LANGUAGE || translators.has(code)) continue;
    const { default: pairs } = (await import(`./${code}/index.ts`)) as LanguageModule;
    catalogues.set(code, new Map(pairs.map(([english, translation]) => [english, translation])));
    translators.set(code, translatorOf(pairs));
  }
}

/** A catalogue object in `language`: its translation, else the English. */
export const textsIn = <T extends object>(english: T, language: Language): T =>
  (catalogues.get(language)?.get(english) as T | undefined) ?? english;

/** English to `language` (English itself, or a language whose catalogue is not read: as it is). */
export const translatorFor = (language: Language): Translator =>
  translators.get(language) ?? ((text) => text);
