/** Walking a catalogue module's exports for its texts: the entries of its PO file. */
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { CatalogueModule, Catalogues } from './catalogues.ts';
import { attempt, comparedValues, paramNames } from './functions.ts';
import { isRecord, isRich, linksOf, textOf } from './rich.ts';
import { docOf, locate } from './source.ts';
import { keyPath, type Step } from './steps.ts';

/** One text of a module, as the English and the language have it now. */
export interface Entry {
  /** Its key path, the PO msgctxt. */
  readonly key: string;
  /** The English, values as placeholders. */
  readonly msgid: string;
  /** The translation now, values as placeholders; undefined when the language lacks it. */
  readonly msgstr: string | undefined;
  /** From the module's export: `[{ key: 'marketplace' }, { key: 'products' }, …]`. */
  readonly steps: readonly Step[];
  /** The text for particular values (`#one`): it is written in a branch of the function. */
  readonly variant: boolean;
  /** Rich text: the English links' targets, in order, and the translation's pieces now. */
  readonly rich?: { readonly links: readonly string[]; readonly translation: unknown };
  /** For the translator (#.). */
  readonly comment: string;
  /** Where the English is (#:). */
  readonly reference: string;
}

const MARK = (index: number) => `⟦${index}⟧`;
const MARKS = /⟦(\d+)⟧/g;
const asPlaceholders = (text: string) => text.replace(MARKS, '{$1}');
/** What a function gives when it computes with a value instead of showing it. */
const COMPUTED = /NaN|undefined|\[object /;

/** A list's items or an object's properties, each with its step and the translation's counterpart. */
function childrenOf(english: unknown, translation: unknown): [Step, unknown, unknown][] {
  if (Array.isArray(english))
    return english.map((item, index) => [
      { index },
      item,
      Array.isArray(translation) ? translation[index] : undefined,
    ]);
  if (isRecord(english))
    return Object.entries(english).map(([key, value]) => [
      { key },
      value,
      isRecord(translation) ? translation[key] : undefined,
    ]);
  return [];
}

/** The texts in a value a function gave, by their steps within it. */
function textsIn(english: unknown, translation: unknown, at: Step[] = [], into = new Map<string, Found>()) {
  if (typeof english === 'string' || isRich(english))
    into.set(JSON.stringify(at), { steps: at, english, translation });
  else
    for (const [step, value, translated] of childrenOf(english, translation))
      textsIn(value, translated, [...at, step], into);
  return into;
}

interface Found {
  steps: Step[];
  english: unknown;
  translation: unknown;
}

/** What a PO file needs to know about a module: the entries, and the texts that cannot be exported. */
export interface ModuleTexts {
  readonly entries: Entry[];
  /** Key paths of functions that compute with their values: their texts are edited by hand. */
  readonly computed: string[];
}

/** Loads a module as it is on disk now (a changed file is loaded anew). */
async function load(file: string): Promise<Record<string, unknown>> {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return (await import(`${pathToFileURL(file).href}?v=${hash}`)) as Record<string, unknown>;
}

/** Every text of a module, with the language's translation of it now. */
export async function moduleTexts(catalogues: Catalogues, module: CatalogueModule): Promise<ModuleTexts> {
  const english = await load(module.english);
  const translation = existsSync(module.translation) ? await load(module.translation) : {};
  const names =
    module.exportNames ??
    Object.keys(english).filter((name) => {
      const value = english[name];
      return (value !== null && typeof value === 'object') || typeof value === 'function';
    });
  const showExport = !(names.length === 1 && isRecord(english[names[0] as string]));
  const source = ts.createSourceFile(
    module.english,
    readFileSync(module.english, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const reference = path.relative(catalogues.root, module.english).split(path.sep).join('/');
  const entries: Entry[] = [];
  const computed: string[] = [];

  const add = (
    steps: Step[],
    english: unknown,
    translated: unknown,
    call: { params: string[]; where: string; variant: string } | undefined,
  ) => {
    const links = isRich(english) ? linksOf(english) : [];
    const found = locate(source, steps);
    const line = source.getLineAndCharacterOfPosition(
      (found.node ?? found.trail.at(-1) ?? source).getStart(),
    );
    const msgid = asPlaceholders(textOf(english, links) as string);
    const msgstr = textOf(translated, links);
    const values = (call?.params ?? []).flatMap((name, index) =>
      msgid.includes(`{${index}}`) ? [`{${index}} ${name}`] : [],
    );
    const note = [call?.where, values.length ? `Values: ${values.join(', ')}.` : '']
      .filter(Boolean)
      .join(' ');
    entries.push({
      key: keyPath(steps, showExport) + (call?.variant ?? ''),
      msgid,
      msgstr: msgstr === undefined ? undefined : asPlaceholders(msgstr),
      steps,
      variant: Boolean(call?.variant),
      rich: isRich(english) ? { links, translation: translated } : undefined,
      comment: [docOf(found.trail, source), note].filter(Boolean).join('\n'),
      reference: `${reference}:${line.line + 1}`,
    });
  };

  const walk = (value: unknown, translated: unknown, steps: Step[]): void => {
    if (typeof value === 'string' || isRich(value)) add(steps, value, translated, undefined);
    else if (typeof value === 'function')
      walkFunction(value as (...args: unknown[]) => unknown, translated, steps);
    else
      for (const [step, inner, theirs] of childrenOf(value, translated))
        walk(inner, theirs, [...steps, step]);
  };

  const walkFunction = (fn: (...args: unknown[]) => unknown, translated: unknown, steps: Step[]) => {
    const theirs =
      typeof translated === 'function' ? (translated as (...args: unknown[]) => unknown) : undefined;
    const params = paramNames(fn);
    const marks = params.map((_, index) => MARK(index));
    const base = textsIn(attempt(fn, marks), theirs && attempt(theirs, marks));
    const showsComputed = (found: Found) =>
      [found.english, found.translation].some((value) => {
        const text = textOf(value, []);
        return text !== undefined && COMPUTED.test(text);
      });
    if (!base.size || [...base.values()].some(showsComputed)) {
      computed.push(keyPath(steps, showExport));
      return;
    }
    for (const found of base.values())
      add([...steps, { call: marks }, ...found.steps], found.english, found.translation, {
        params,
        where: '',
        variant: '',
      });

    // The texts that read otherwise for one value: a count of 1, or a value the function compares.
    const candidates = new Map<string, [number, unknown]>();
    for (const [index, value] of [
      ...params.map((_, index): [number, unknown] => [index, 1]),
      ...comparedValues(fn),
      ...comparedValues(theirs),
    ])
      candidates.set(`${index}:${typeof value}:${String(value)}`, [index, value]);
    const variants = [...candidates.values()].flatMap(([index, value]) => {
      const args = marks.map((mark, at) => (at === index ? value : mark));
      const given = textsIn(attempt(fn, args), theirs && attempt(theirs, args));
      const differs = (now: unknown, before: unknown) => {
        const [a, b] = [textOf(now, []), textOf(before, [])];
        return a !== undefined && b !== undefined && a !== b.replaceAll(MARK(index), String(value));
      };
      const found = [...base.entries()].flatMap(([where, before]) => {
        const now = given.get(where);
        if (!now || showsComputed(now) || textOf(now.english, []) === undefined) return [];
        return differs(now.english, before.english) || differs(now.translation, before.translation)
          ? [now]
          : [];
      });
      return found.length ? [{ index, value, args, found }] : [];
    });
    const counts = variants.filter(({ value }) => value === 1).length;
    for (const { index, value, args, found } of variants) {
      const name = params[index] as string;
      const variant = value === 1 && counts === 1 ? '#one' : `#${name}=${String(value)}`;
      const where = `Where ${name} is ${typeof value === 'string' ? `'${value}'` : String(value)}.`;
      for (const now of found)
        add([...steps, { call: args }, ...now.steps], now.english, now.translation, {
          params,
          where,
          variant,
        });
    }
  };

  for (const name of names) walk(english[name], translation[name], [{ key: name }]);
  return { entries, computed };
}
