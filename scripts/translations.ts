/**
 * A language's texts as PO files, for translators' tools (Weblate, Pontoon, Poedit).
 *   npm run translations -- export <code> [dir]   writes <dir>/<code>/<module>.po (dir: translations/),
 *                                                 an app's own modules under <dir>/<code>/<app>/
 *   npm run translations -- import <code> [dir]   checks them and writes the changed texts into the
 *                                                 language's catalogue files (--dry-run: check only)
 */
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '../shared-ui/src/contracts/languages.ts';
import { ROOT } from './lib/apps.ts';
import { exportLanguage, importLanguage, type Catalogues } from './lib/translations.ts';

const USAGE = 'Usage: npm run translations -- export|import <code> [dir] [--dry-run]';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const [command, code, dir = 'translations'] = args.filter((arg) => arg !== '--dry-run');
const others = LANGUAGE_CODES.filter((language) => language !== DEFAULT_LANGUAGE);

if ((command !== 'export' && command !== 'import') || !code) {
  console.error(USAGE);
  process.exit(2);
}
if (!(others as string[]).includes(code)) {
  console.error(`${code} is not a language to translate into. Languages: ${others.join(', ')}.`);
  process.exit(2);
}

const catalogues: Catalogues = { root: ROOT, languages: LANGUAGES };
const folder = path.resolve(dir);
const shown = (file: string) => path.relative(process.cwd(), file);

if (command === 'export') {
  const { files, computed } = await exportLanguage(catalogues, code, folder);
  console.log(`Wrote ${files.length} PO files in ${shown(path.join(folder, code))}.`);
  for (const line of computed) console.log(`not exported (computed from its values), edit by hand: ${line}`);
} else {
  const { errors, updated, byHand, notes } = await importLanguage(catalogues, code, folder, { dryRun });
  if (errors.length) {
    for (const error of errors) console.error(error);
    console.error(`\n${errors.length} error(s): no catalogue file was changed.`);
    process.exit(1);
  }
  for (const { file, texts } of updated)
    console.log(`${dryRun ? 'would update' : 'updated'} ${shown(file)}: ${texts} text(s)`);
  for (const line of [...notes, ...byHand]) console.log(line);
  if (!updated.length && !byHand.length) console.log('No text changed.');
}
