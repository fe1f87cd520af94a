/**
 * The server's messages in a visitor's language. Each catalogue pair (an English catalogue object
 * and its translation, `src/i18n/<code>/index.ts`) gives a table from every English text to its
 * translation; a text made with values (a function) gives a pattern that finds the values in the
 * English and puts them in the translation's place for them. Routes keep writing English, as the
 * spec words it; the answer is translated as it leaves (plugins/app/language.ts).
 */
import type { TranslationPair } from 'shared-ui/i18n/apply';

/** English to a language; a text it does not know comes back as it was. */
export type Translator = (english: string) => string;

interface Pattern {
  match: RegExp;
  /** How much of the text is not values: the most specific pattern is tried first. */
  literal: number;
  /** For each capture group, the index of the value it is. */
  order: number[];
  translated: string;
}

const MARK = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function translatorOf(pairs: readonly TranslationPair[]): Translator {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];

  const learn = (english: unknown, translation: unknown): void => {
    if (typeof english === 'string' && typeof translation === 'string') {
      if (!exact.has(english)) exact.set(english, translation);
    } else if (typeof english === 'function' && typeof translation === 'function') {
      learnFunction(
        english as (...values: unknown[]) => unknown,
        translation as (...values: unknown[]) => unknown,
      );
    } else if (english && translation && typeof english === 'object' && typeof translation === 'object') {
      for (const [key, value] of Object.entries(english))
        learn(value, (translation as Record<string, unknown>)[key]);
    }
  };

  const learnFunction = (
    english: (...values: unknown[]) => unknown,
    translation: (...values: unknown[]) => unknown,
  ) => {
    const marks = Array.from({ length: english.length }, (_, index) => MARK(index));
    try {
      // A count of one (a singular) is a text of its own.
      const ones = marks.map(() => 1);
      learn(english(...ones), translation(...ones));
      const text = english(...marks);
      const translated = translation(...marks);
      if (typeof text !== 'string' || typeof translated !== 'string' || !MARKS.test(text)) return;
      MARKS.lastIndex = 0;
      // A text that is all values ('{0} {1}.') would match any message: it is left to exact copies.
      const literal = text.replace(MARKS, '');
      if ((literal.match(/\p{L}/gu) ?? []).length < 3) return;
      const order: number[] = [];
      const source = escapeRegExp(text).replace(MARKS, (_whole, index: string) => {
        order.push(Number(index));
        return '(.+?)';
      });
      patterns.push({ match: new RegExp(`^${source}$`, 's'), order, translated, literal: literal.length });
    } catch {
      // A text that needs values of another kind than text is left to its exact copies.
    }
  };

  for (const [english, translation] of pairs) learn(english, translation);
  patterns.sort((a, b) => b.literal - a.literal);

  const translate: Translator = (english) => {
    const known = exact.get(english);
    if (known !== undefined) return known;
    for (const { match, order, translated } of patterns) {
      const found = match.exec(english);
      if (!found) continue;
      const values: string[] = [];
      // A value that is itself a text of the catalogue (a field's name, 'Image 2') is translated too.
      order.forEach((index, group) => {
        const value = found[group + 1] ?? '';
        values[index] = value.length < english.length ? translate(value) : value;
      });
      return translated.replace(MARKS, (_whole, index: string) => values[Number(index)] ?? '');
    }
    return english;
  };
  return translate;
}
