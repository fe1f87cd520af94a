/**
 * Every language's catalogue against the English, in every catalogue folder (shared-ui/src/texts
 * and each app's src/texts): each English module has its translation (`<code>/` beside it) with
 * the same keys, and every value an English text shows (a function's placeholders) is shown by the
 * translation too. A language marked partial may lack texts (they fall back). The type check
 * (`Translation<T>`) refuses a missing key at compile time; the last test proves it does.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../../shared-ui/src/contracts/languages.ts';
import type { Translation } from '../../shared-ui/src/i18n/translation.ts';
import { catalogueRoots, englishModules } from './translations.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** Every English module, by folder: `shared-ui/src/texts/dates.ts`, `shell/src/texts/legal/terms.ts`. */
const MODULES = catalogueRoots(ROOT).flatMap(({ dir }) =>
  englishModules(dir, LANGUAGES).map((file) => ({ dir, file })),
);

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

const load = async (file: string) => (await import(pathToFileURL(file).href)) as Record<string, unknown>;

test('finds the shared catalogue and the apps’ own', () => {
  const folders = new Set(MODULES.map(({ dir }) => path.relative(ROOT, dir).split(path.sep)[0]));
  assert.ok(folders.has('shared-ui') && folders.has('shell'), [...folders].join(', '));
});

for (const code of OTHER_LANGUAGES) {
  const partial = 'partial' in LANGUAGES[code];
  describe(`the ${code} catalogue`, () => {
    for (const { dir, file } of MODULES) {
      test(`translates ${path.relative(ROOT, path.join(dir, file))}: every key, every value shown`, async () => {
        const english = await load(path.join(dir, file));
        let translated: Record<string, unknown>;
        try {
          translated = await load(path.join(dir, code, file));
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
            assert.equal(typeof theirs, 'string', `${at}: no translation`);
            assert.deepEqual(marksIn(theirs ?? ''), marksIn(text), `${at}: other values shown`);
          }
        }
      });
    }
  });
}

test('the type check refuses a translation that lacks a key, has another, or takes other values', () => {
  type English = { save: 'Save'; count: (n: number) => string };
  // @ts-expect-error: `count` is missing
  const missing: Translation<English> = { save: 'Hifadhi' };
  // @ts-expect-error: `cancel` is no key of the English
  const extra: Translation<English> = { save: 'Hifadhi', count: (n) => `Vitu ${n}`, cancel: 'Ghairi' };
  // @ts-expect-error: `count` takes a number
  const otherValues: Translation<English> = { save: 'Hifadhi', count: (n: string) => n };
  assert.equal([missing, extra, otherValues].length, 3);
});
