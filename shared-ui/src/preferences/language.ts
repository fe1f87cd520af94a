/**
 * The visitor's language in the browser (rules in contracts/languages.ts): their choice from the
 * cookie the server reads too, else the browser's preferred languages. Every app reads it from
 * this one module (shared-ui is a singleton). It is fixed for the page's life: choosing another
 * in /settings reloads the page, so every text, date and amount is in one language.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageChoiceIn,
  preferredLanguage,
  type Language,
} from '../contracts/languages.ts';
import { applyLanguage, readTextsIn, type LanguageModule } from '../i18n/apply.ts';

/** A year, like the other choices the device remembers. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

let fixed: Language | undefined;

/** The page's language. */
export function currentLanguage(): Language {
  if (fixed) return fixed;
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  fixed = languageChoiceIn(document.cookie) ?? preferredLanguage(browser);
  return fixed;
}

/**
 * Renders in `language` from now on: the renderer's worker before each page (a page after
 * another may be in another language), the build's prerender, an embed on a partner's page.
 */
export function renderIn(language: Language): void {
  fixed = language;
  readTextsIn(currentLanguage);
}

// In a browser, texts are read in the page's language.
if (typeof document !== 'undefined') readTextsIn(currentLanguage);

/** The locale the page writes dates and amounts in. */
export const intlLocale = (): string => LANGUAGES[currentLanguage()].intl;

/** Keeps `language` as this device's choice (the server reads the cookie too) and reloads the page in it. */
export function chooseLanguage(language: Language): void {
  const secure = window.isSecureContext ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  window.location.reload();
}

/**
 * Puts an app's texts in the page's language before it renders: `load` is its
 * `(code) => import(\`../languages/${code}.ts\`)`. Null when there is nothing to load (English),
 * else the promise the app waits for (`use`). A remote's modules may load before it settles
 * (its page's code loads beside it), so they read their texts as they render, not as they load.
 */
export function startLanguage(load: (code: Language) => Promise<LanguageModule>): Promise<void> | null {
  const language = currentLanguage();
  return language === DEFAULT_LANGUAGE ? null : applyLanguage(language, load);
}
