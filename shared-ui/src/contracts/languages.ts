/**
 * The languages of the site, and how a visitor's is chosen: their choice in /settings, kept in a
 * cookie the server reads too, else the first of the browser's preferred languages (the
 * `Accept-Language` header, `navigator.languages`) the site speaks, else English. Pure rules,
 * shared by the apps, the service worker, the build and the server.
 *
 * Adding a language is one line here and one catalogue file per app (`src/languages/<code>.ts`,
 * see docs/translating.md). A language marked `partial` may lack texts: they fall back to
 * Kiswahili, then English.
 */

interface LanguageInfo {
  /** Its name, in itself: how the Language select lists it. */
  readonly name: string;
  /** The locale dates and amounts are written in (`Intl`). */
  readonly intl: string;
  /** Whether texts may be missing (they fall back to Kiswahili, then English). */
  readonly partial?: boolean;
}

export const LANGUAGES = {
  en: { name: 'English', intl: 'en-KE' },
  sw: { name: 'Kiswahili', intl: 'sw-KE' },
} as const satisfies Record<string, LanguageInfo>;

export type Language = keyof typeof LANGUAGES;

/** The language every text is written in first, and the last fallback. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (code: string | null | undefined): code is Language =>
  typeof code === 'string' && Object.hasOwn(LANGUAGES, code);

/** The cookie holding the visitor's choice (absent: follow the browser). */
export const LANGUAGE_COOKIE = 'lang';

const CHOICE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2,3})(?:;|$)`);

/** The language a cookie header (or `document.cookie`) holds, or null for none. */
export function languageChoiceIn(cookies: string | undefined | null): Language | null {
  const code = CHOICE_IN_COOKIES.exec(cookies ?? '')?.[1];
  return isLanguage(code) ? code : null;
}

/** The first of `preferred` (language tags, most wanted first) the site speaks, else English. */
export function preferredLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const code = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an `Accept-Language` header, most wanted first (`q=0` ones left out). */
export function acceptedLanguages(header: string | undefined | null): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A request's language: the cookie's choice, else its `Accept-Language`. */
export const languageOfRequest = (
  cookies: string | undefined,
  acceptLanguage: string | undefined,
): Language => languageChoiceIn(cookies) ?? preferredLanguage(acceptedLanguages(acceptLanguage));

/**
 * The languages whose catalogues make up `language`'s texts, applied in order over the English:
 * a partial language over Kiswahili, so a missing text is in Kiswahili, else English.
 */
export function languageLayers(language: Language): Language[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const info: LanguageInfo = LANGUAGES[language];
  return info.partial && language !== 'sw' ? ['sw', language] : [language];
}

/** Where the shell's build writes a document in `language`: English ones at the top, the others in a folder of their own. */
export const documentIn = (file: string, language: Language): string =>
  language === DEFAULT_LANGUAGE ? file : `${language}/${file}`;
