/**
 * @jest-environment node
 *
 * Every language's catalogue against the English: each English catalogue module
 * (src/texts/**) has its translation (src/texts/<code>/**) with the same keys, and every value
 * an English text shows (a function's placeholders) is shown by the translation too. A language
 * marked partial may lack texts (they fall back). The type check (`Translation<T>`) refuses a
 * missing key at compile time; the last test proves it does.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../contracts/languages.ts';
import type { Translation } from './translation.ts';

const TEXTS = path.join(__dirname, '..', 'texts');
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
/** Modules of the catalogue that hold no texts (types, brand names). */
const NOT_TEXTS = new Set(['index.ts', 'rich.ts', 'brand.ts']);

function englishModules(dir = TEXTS, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return (OTHER_LANGUAGES as string[]).includes(entry.name)
        ? []
        : englishModules(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !NOT_TEXTS.has(entry.name)
      ? [`${prefix}${entry.name}`]
      : [];
  });
}

const MARK = (index: number) => `⟦${index}⟧`;

/**
 * Every text of a catalogue value, with its path: functions called with a mark for each value. A
 * list (rich text, a page's blocks) is one text: a translation may word it in other parts.
 */
function leaves(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    const marks = Array.from({ length: value.length }, (_, index) => MARK(index));
    return leaves((value as (...values: string[]) => unknown)(...marks), `${at}()`);
  }
  if (Array.isArray(value)) {
    return [
      [at, value.flatMap((item, index) => leaves(item, `${at}[${index}]`).map(([, text]) => text)).join(' ')],
    ];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${at}.${key}`));
  }
  return [];
}

/** The marks a text shows. */
const marksIn = (text: string) => [...text.matchAll(/⟦\d+⟧/g)].map(([mark]) => mark).sort();

describe.each(OTHER_LANGUAGES)('the %s catalogue', (code) => {
  const partial = 'partial' in LANGUAGES[code];
  it.each(englishModules())('translates %s: every key, every value shown', async (file) => {
    const english = (await import(path.join(TEXTS, file))) as Record<string, unknown>;
    let translated: Record<string, unknown>;
    try {
      translated = (await import(path.join(TEXTS, code, file))) as Record<string, unknown>;
    } catch (error) {
      if (partial) return;
      throw error;
    }
    for (const [name, value] of Object.entries(english)) {
      if (typeof value !== 'object' && typeof value !== 'function') continue;
      const ours = new Map(leaves(translated[name], name));
      for (const [at, text] of leaves(value, name)) {
        const theirs = ours.get(at);
        if (theirs === undefined && partial) continue;
        expect({ at, text: theirs }).toEqual({ at, text: expect.any(String) });
        expect({ at, marks: marksIn(theirs ?? '') }).toEqual({ at, marks: marksIn(text) });
      }
    }
  });
});

test('the type check refuses a translation that lacks a key, has another, or takes other values', () => {
  type English = { save: 'Save'; count: (n: number) => string };
  // @ts-expect-error: `count` is missing
  const missing: Translation<English> = { save: 'Hifadhi' };
  // @ts-expect-error: `cancel` is no key of the English
  const extra: Translation<English> = { save: 'Hifadhi', count: (n) => `Vitu ${n}`, cancel: 'Ghairi' };
  // @ts-expect-error: `count` takes a number
  const otherValues: Translation<English> = { save: 'Hifadhi', count: (n: string) => n };
  expect([missing, extra, otherValues]).toHaveLength(3);
});
