/** Import: checking a language's PO files against the English and writing the changed texts. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { catalogueModules, type Catalogues } from './catalogues.ts';
import { moduleTexts } from './entries.ts';
import { poFilesIn, readPoFile } from './po.ts';
import { TAG, segmentsOf } from './rich.ts';
import { rewrite, writeWhole, type Change } from './rewrite.ts';

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((match) => match[0]);

/** What is wrong with a translation's placeholders and marks, against the English's. */
function problemsOf(msgid: string, msgstr: string, rich: boolean): string[] {
  const problems: string[] = [];
  const wanted = new Set(placeholdersIn(msgid));
  const given = new Set(placeholdersIn(msgstr));
  const lacking = [...wanted].filter((mark) => !given.has(mark));
  const extra = [...given].filter((mark) => !wanted.has(mark));
  if (lacking.length) problems.push(`the translation lacks ${lacking.join(', ')}`);
  if (extra.length) problems.push(`the translation has ${extra.join(', ')}, which the English does not`);
  if (rich) {
    const tags = (text: string) =>
      [...text.matchAll(TAG)]
        .map((match) => match[0])
        .sort()
        .join(' ');
    if (tags(msgid) !== tags(msgstr))
      problems.push(`the translation must mark the same pieces as the English (${tags(msgid)})`);
    else if (!segmentsOf(msgstr)) problems.push('a piece of the translation is not closed, or is in another');
  }
  return problems;
}

export interface ImportResult {
  /** Problems that stopped the import: nothing was written. */
  readonly errors: string[];
  /** The translation files written, with how many texts changed in each. */
  readonly updated: { readonly file: string; readonly texts: number }[];
  /** `edit by hand: <file> <key>` for changes the script does not write. */
  readonly byHand: string[];
  /** Entries left aside: marked fuzzy, or translated from an English that has changed since. */
  readonly notes: string[];
}

/**
 * Reads `<dir>/<code>/**.po`, checks every entry against the English and writes the changed
 * translations into the language's catalogue files. Nothing is written when a file has an
 * error, nor with `dryRun`.
 */
export async function importLanguage(
  catalogues: Catalogues,
  code: string,
  dir: string,
  { dryRun = false } = {},
): Promise<ImportResult> {
  const partial = Boolean(catalogues.languages[code]?.partial);
  const modules = new Map(catalogueModules(catalogues, code).map((module) => [module.id, module]));
  const folder = path.join(dir, code);
  const errors: string[] = [];
  const notes: string[] = [];
  const byHand: string[] = [];
  const changes: Change[] = [];
  const files = poFilesIn(folder);
  if (!files.length) errors.push(`${folder}: no PO files`);

  for (const name of files) {
    const where = path.join(folder, name);
    const module = modules.get(name.replace(/\.po$/, ''));
    if (!module) {
      errors.push(`${where}: no catalogue module is exported to this file`);
      continue;
    }
    const read = readPoFile(where, code);
    if ('error' in read) {
      errors.push(`${where}: ${read.error}`);
      continue;
    }
    const { entries } = await moduleTexts(catalogues, module);
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    const translationFile = path.relative(catalogues.root, module.translation);
    for (const item of read.items) {
      if (!item.msgctxt && !item.msgid) continue;
      const key = item.msgctxt ?? '';
      const entry = byKey.get(key);
      const at = `${where}: ${key || `"${item.msgid}" (no msgctxt)`}`;
      if (!entry) {
        errors.push(`${at}: no such text in the English (${path.relative(catalogues.root, module.english)})`);
        continue;
      }
      if (item.msgid_plural !== undefined) {
        errors.push(`${at}: plural forms are not used (a count of 1 is its own entry, ${entry.key}#one)`);
        continue;
      }
      const msgstr = item.msgstr[0] ?? '';
      const current = entry.msgstr ?? '';
      // Only what changes is checked and written; an empty text is refused for a complete language.
      if (msgstr === current && (msgstr !== '' || partial)) continue;
      if (item.comments?.flag?.split(',').some((flag) => flag.trim() === 'fuzzy')) {
        notes.push(`fuzzy, not applied: ${translationFile} ${key}`);
        continue;
      }
      if (item.msgid !== entry.msgid) {
        notes.push(`the English has changed since the export, export again: ${translationFile} ${key}`);
        continue;
      }
      if (msgstr === '') {
        if (!partial)
          errors.push(`${at}: no translation (only a language marked partial may leave texts out)`);
        else byHand.push(`edit by hand: ${translationFile} ${key} (emptied: remove it to fall back)`);
        continue;
      }
      const problems = problemsOf(entry.msgid, msgstr, Boolean(entry.rich));
      if (problems.length) errors.push(`${at}: ${problems.join('; ')}`);
      else changes.push({ module, entry, msgstr });
    }
  }
  if (errors.length) return { errors, updated: [], byHand: [], notes };

  const rewritten: { file: string; text: string; texts: number }[] = [];
  const byFile = new Map<string, Change[]>();
  for (const change of changes)
    byFile.set(change.module.translation, [...(byFile.get(change.module.translation) ?? []), change]);
  for (const [file, fileChanges] of byFile) {
    const relative = path.relative(catalogues.root, file);
    if (!existsSync(file)) {
      byHand.push(
        ...fileChanges.map(
          ({ entry }) => `edit by hand: ${relative} ${entry.key} (the file does not exist yet)`,
        ),
      );
      continue;
    }
    const result = rewrite(file, fileChanges);
    byHand.push(...result.byHand.map((key) => `edit by hand: ${relative} ${key}`));
    if (!result.written) continue;
    try {
      const options = (await prettier.resolveConfig(file)) ?? {};
      const text = await prettier.format(result.text, { ...options, filepath: file });
      rewritten.push({ file, text, texts: result.written });
    } catch (error) {
      errors.push(`${relative}: the new source does not parse (${(error as Error).message.split('\n')[0]})`);
    }
  }
  // Every file is written once all of them are ready.
  if (errors.length) return { errors, updated: [], byHand: [], notes };
  if (!dryRun) for (const { file, text } of rewritten) writeWhole(file, text);
  return { errors, updated: rewritten.map(({ file, texts }) => ({ file, texts })), byHand, notes };
}
