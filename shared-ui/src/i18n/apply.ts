/**
 * Texts looked up in the language of the moment. Every app reads its texts from plain catalogue
 * objects (`shared-ui/texts/*`), as English. A language's catalogue, a chunk of its own, is added
 * to them (`addTranslation`): each text it translates becomes a lookup that gives the text in
 * the language being written at that moment, and the English where the language has none. The
 * English is never written over, so one process can write any language, a page after another:
 * the browser's page (its one language, preferences/language.ts), the renderer's worker (the
 * language of the page it renders) and the API (the language of the request it answers).
 *
 * The lookup tables and the language of the moment live on `globalThis`: an app's bundle and the
 * remotes' bundles may each carry their own copy of this module, and they must agree.
 */
import { DEFAULT_LANGUAGE, languageLayers, type Language } from '../contracts/languages.ts';

/** One catalogue object of an app, with its translation: `[marketplace, marketplaceSw]`. */
export type TranslationPair = readonly [english: object, translation: object];

/** What an app's `src/languages/<code>.ts` exports: every catalogue object it bundles, translated. */
export interface LanguageModule {
  default: readonly TranslationPair[];
}

/** A text of a catalogue object that has translations: its English and, by language, the others. */
interface Entry {
  english: unknown;
  translated: Map<Language, unknown>;
}

interface TextsState {
  /** By catalogue object, its translated texts by key. */
  entries: WeakMap<object, Map<string, Entry>>;
  /** The language texts are read in now. */
  language: () => Language;
}

const STATE = Symbol.for('mijikenda.texts');

function state(): TextsState {
  const holder = globalThis as { [STATE]?: TextsState };
  holder[STATE] ??= { entries: new WeakMap(), language: () => DEFAULT_LANGUAGE };
  return holder[STATE];
}

/**
 * Where the language of the moment comes from from now on: the page's language in a browser,
 * the page being rendered in the renderer, the request being answered in the API.
 */
export function readTextsIn(language: () => Language): void {
  state().language = language;
}

/** The language texts are read in at this moment. */
export const textsLanguage = (): Language => state().language();

const isCatalogueObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The text of `entry` in `language` (its layers, the last first), else the English. */
function lookUp(entry: Entry, language: Language): unknown {
  if (language === DEFAULT_LANGUAGE) return entry.english;
  const layers = languageLayers(language);
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    const text = entry.translated.get(layers[index]!);
    if (text !== undefined) return text;
  }
  return entry.english;
}

/**
 * Adds `translation` (in `language`) to the catalogue object `english`, key by key: nested
 * objects are followed, any other text (a string, a function of values, a list) becomes a
 * lookup. Adding the same translation again changes nothing.
 */
export function addTranslation(english: object, translation: object, language: Language): void {
  const { entries } = state();
  let entriesOf = entries.get(english);
  for (const [key, value] of Object.entries(translation)) {
    const current = entriesOf?.get(key)?.english ?? (english as Record<string, unknown>)[key];
    if (isCatalogueObject(value) && isCatalogueObject(current)) {
      addTranslation(current, value, language);
      continue;
    }
    if (!entriesOf) {
      entriesOf = new Map();
      entries.set(english, entriesOf);
    }
    let entry = entriesOf.get(key);
    if (!entry) {
      const made: Entry = { english: current, translated: new Map() };
      entry = made;
      entriesOf.set(key, made);
      Object.defineProperty(english, key, {
        configurable: true,
        enumerable: true,
        get: () => lookUp(made, state().language()),
      });
    }
    entry.translated.set(language, value);
  }
}

/** Adds every pair of `module` in `language`. */
export function addLanguageModule(module: LanguageModule, language: Language): void {
  for (const [english, translation] of module.default) addTranslation(english, translation, language);
}

/**
 * Loads `language`'s catalogue layers with `load` (an app's `(code) => import(...)`) and adds
 * them to its English texts. English loads nothing.
 */
export async function applyLanguage(
  language: Language,
  load: (code: Language) => Promise<LanguageModule>,
): Promise<void> {
  for (const layer of languageLayers(language)) addLanguageModule(await load(layer), layer);
}
