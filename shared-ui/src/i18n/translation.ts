/**
 * What a translation of a catalogue module is: the same keys, every text a string, every text
 * with values a function of the same values. The type check fails when a translation lacks a
 * key, has one the English does not, or takes other values (a function giving rich text gives
 * the same structure); ./placeholders.test.ts checks that
 * it shows every value the English shows.
 */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R extends string ? string : R
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;

/** A translation of a language marked partial: any text may be missing (it falls back). */
export type PartialTranslation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => R extends string ? string : R
  : T extends string
    ? string
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]?: PartialTranslation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]?: PartialTranslation<T[K]> }
        : T;
