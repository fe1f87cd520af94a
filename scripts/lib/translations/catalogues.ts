/** Where the catalogue modules are: shared-ui's and each app's texts folders, and the server's messages. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS, type AppFolder } from '../../../shared-ui/src/contracts/apps.ts';

export interface LanguageInfo {
  readonly name: string;
  /** Whether texts may be missing (they fall back). */
  readonly partial?: boolean;
}

/** Where the catalogues are and which languages there are. */
export interface Catalogues {
  /** The repository's root: shared-ui/src/texts, each app's src/texts and api/src are under it. */
  readonly root: string;
  readonly languages: Readonly<Record<string, LanguageInfo>>;
}

/** One catalogue module: its English file and a language's translation of it. */
export interface CatalogueModule {
  /**
   * Its PO file's path in the language's folder, without `.po`: `dates`, `shell/legal/privacy`,
   * `api/messages`.
   */
  readonly id: string;
  readonly english: string;
  readonly translation: string;
  /** The English exports that hold texts; every object or function export when absent. */
  readonly exportNames?: readonly string[];
}

/** Modules at the top of a catalogue folder that hold no texts (re-exports, types, brand names). */
const NOT_TEXTS = new Set(['index.ts', 'rich.ts', 'brand.ts']);

/** A folder of catalogue modules: shared-ui's (what more than one app shows) or an app's own. */
export interface CatalogueRoot {
  /** The English modules' folder; each language's translations are in its `<code>/` folder. */
  readonly dir: string;
  /** The app whose own texts these are; absent for shared-ui's. */
  readonly app?: AppFolder;
}

/** Every catalogue folder under the repository's root: shared-ui/src/texts, then each app's src/texts. */
export function catalogueRoots(root: string): CatalogueRoot[] {
  return [
    { dir: path.join(root, 'shared-ui', 'src', 'texts') },
    ...APP_FOLDERS.map((app) => ({ dir: path.join(root, app, 'src', 'texts'), app })),
  ].filter(({ dir }) => existsSync(dir));
}

/**
 * The English modules of a catalogue folder, by path in it with `/` (`legal/privacy.ts`): every
 * module but the languages' folders, tests and the top-level modules that hold no texts.
 */
export function englishModules(
  dir: string,
  languages: Readonly<Record<string, unknown>>,
  under = '',
): string[] {
  return readdirSync(path.join(dir, under), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.posix.join(under, entry.name);
      if (entry.isDirectory()) {
        return Object.hasOwn(languages, entry.name) ? [] : englishModules(dir, languages, file);
      }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
      // The top-level index re-exports other modules; a folder's index holds its own texts.
      return under === '' && NOT_TEXTS.has(entry.name) ? [] : [file];
    });
}

/**
 * Every catalogue module, with `code`'s translation file for it (which may not exist yet). An
 * app's own modules have their PO files under the app's folder (`shell/legal/privacy`).
 */
export function catalogueModules({ root, languages }: Catalogues, code: string): CatalogueModule[] {
  const modules: CatalogueModule[] = catalogueRoots(root).flatMap(({ dir, app }) =>
    englishModules(dir, languages).map((file) => ({
      id: `${app ? `${app}/` : ''}${file.replace(/\.ts$/, '')}`,
      english: path.join(dir, file),
      translation: path.join(dir, code, file),
    })),
  );

  // The server's own messages: api/src/messages.ts and each schema's `...Messages` object.
  const api = path.join(root, 'api', 'src');
  const schemas = path.join(api, 'schemas');
  const serverFiles = [
    path.join(api, 'messages.ts'),
    ...(existsSync(schemas) ? readdirSync(schemas).sort() : [])
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(schemas, name)),
  ];
  for (const file of serverFiles) {
    if (!existsSync(file)) continue;
    const exportNames = [...readFileSync(file, 'utf8').matchAll(/^export const (\w*[mM]essages)\b/gm)].map(
      (match) => match[1] as string,
    );
    if (!exportNames.length) continue;
    const name = path.basename(file);
    modules.push({
      id: `api/${name.replace(/\.ts$/, '')}`,
      english: file,
      translation: path.join(api, 'i18n', code, name),
      exportNames,
    });
  }
  return modules;
}
