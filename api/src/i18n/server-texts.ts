/**
 * The server's catalogues in each language (src/i18n/<code>/index.ts), added to the English
 * texts once, as the server starts (plugins/app/language.ts): from then on a text is looked up
 * in the language of the request being answered (request-language.ts), and a page the server
 * writes itself may take a catalogue object in a language (`textsIn`).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from 'shared-ui/contracts';
import { addLanguageModule, readTextsIn, type LanguageModule } from 'shared-ui/i18n/apply';
import { requestLanguage } from './request-language.ts';

const catalogues = new Map<Language, Map<object, object>>();

export async function loadServerLanguages(): Promise<void> {
  readTextsIn(requestLanguage);
  for (const code of LANGUAGE_CODES) {
    if (code === DEFAULT_LANGUAGE || catalogues.has(code)) continue;
    const module = (await import(`./${code}/index.ts`)) as LanguageModule;
    addLanguageModule(module, code);
    catalogues.set(code, new Map(module.default.map(([english, translation]) => [english, translation])));
  }
}

/** A catalogue object in `language`: its translation, else the English. */
export const textsIn = <T extends object>(english: T, language: Language): T =>
  (catalogues.get(language)?.get(english) as T | undefined) ?? english;
