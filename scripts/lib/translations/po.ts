/** PO files: writing a module's entries with the language's headers, and reading them back. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import type { ModuleTexts } from './entries.ts';

/**
 * The PO files hold the two forms the catalogues tell apart (a count of 1, any other), whatever
 * the language's own plural rules.
 */
const TWO_FORMS = 'nplurals=2; plural=(n != 1);';
const PLURAL_FORMS: Readonly<Record<string, string>> = { sw: TWO_FORMS };

const headersFor = (code: string) => ({
  'Project-Id-Version': 'mijikenda-platform',
  Language: code,
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Transfer-Encoding': '8bit',
  'Plural-Forms': PLURAL_FORMS[code] ?? TWO_FORMS,
});

export function poFile(code: string, { entries }: ModuleTexts): Buffer {
  const translations: GetTextTranslations['translations'] = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const entry of entries) {
    translations[entry.key] = {
      [entry.msgid]: {
        msgctxt: entry.key,
        msgid: entry.msgid,
        msgstr: [entry.msgstr ?? ''],
        comments: { extracted: entry.comment || undefined, reference: entry.reference },
      },
    };
  }
  return po.compile({ charset: 'utf-8', headers: headersFor(code), translations });
}

/** Every PO file under a folder, as paths relative to it with `/`. */
export function poFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A PO file's entries, or why it cannot be read as `code`'s: not a PO file, or another language's. */
export function readPoFile(file: string, code: string): { items: GetTextTranslation[] } | { error: string } {
  let parsed: GetTextTranslations;
  try {
    parsed = po.parse(readFileSync(file));
  } catch (error) {
    return { error: `not a PO file (${(error as Error).message})` };
  }
  const language = Object.entries(parsed.headers).find(
    ([header]) => header.toLowerCase() === 'language',
  )?.[1];
  if (language !== undefined && language.trim() !== code)
    return { error: `its Language is ${language.trim()}, not ${code}` };
  return { items: Object.values(parsed.translations).flatMap((byId) => Object.values(byId)) };
}
