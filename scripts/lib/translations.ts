/**
 * A language's texts as PO files, the format translators' tools read (Weblate, Pontoon, Poedit):
 * one file per catalogue module, and back into the language's TypeScript catalogue files.
 *
 * An entry is one text: msgctxt its key path in the module (`products.loadMore`, `terms()[2].p`),
 * msgid the English, msgstr the translation. A function's values are numbered placeholders `{0}`,
 * `{1}`. A text that reads otherwise for one value (a count of 1, a role the English compares) is an
 * entry of its own, `key#one` or `key#role=admin`: the catalogues branch on exact values, not on
 * a language's plural rules, so PO plural forms would have nowhere to go. Rich text (a sentence
 * with emphasis or a link) is one entry whose pieces are marked `<strong>`, `<code>`, `<link>`, so
 * a translation may move them within the sentence.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { po, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';
import * as prettier from 'prettier';
import ts from 'typescript';
import { APP_FOLDERS, type AppFolder } from '../../shared-ui/src/contracts/apps.ts';

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

/**
 * The PO files hold the two forms the catalogues tell apart (a count of 1, any other), whatever
 * the language's own plural rules.
 */
const TWO_FORMS = 'nplurals=2; plural=(n != 1);';
const PLURAL_FORMS: Readonly<Record<string, string>> = { sw: TWO_FORMS };

/** One catalogue module: its English file and a language's translation of it. */
interface CatalogueModule {
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
function catalogueModules({ root, languages }: Catalogues, code: string): CatalogueModule[] {
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

/** A step of a key path: a property, a list's item, or calling a function with values. */
type Step = { readonly key: string } | { readonly index: number } | { readonly call: readonly unknown[] };

/** One text of a module, as the English and the language have it now. */
interface Entry {
  /** Its key path, the PO msgctxt. */
  readonly key: string;
  /** The English, values as placeholders. */
  readonly msgid: string;
  /** The translation now, values as placeholders; undefined when the language lacks it. */
  readonly msgstr: string | undefined;
  /** From the module's export: `[{ key: 'marketplace' }, { key: 'products' }, …]`. */
  readonly steps: readonly Step[];
  /** The names of the function's values (`{0}` is the first); empty outside a function. */
  readonly params: readonly string[];
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

type Inline = string | { strong: string } | { code: string } | { link: string; to: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isInline(value: unknown): value is Exclude<Inline, string> {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value).sort().join(',');
  return keys === 'strong' || keys === 'code' || keys === 'link,to';
}

/** Rich text: a list of pieces, at least one of them shown strong, as code or as a link. */
const isRich = (value: unknown): value is readonly Inline[] =>
  Array.isArray(value) &&
  value.some(isInline) &&
  value.every((piece) => typeof piece === 'string' || typeof piece === 'number' || isInline(piece));

/** A link's tag: `link`, or `link2` for the second of several links of the English. */
const linkTag = (to: string, links: readonly string[]) =>
  links.length > 1 ? `link${links.indexOf(to) + 1}` : 'link';

/** Rich text as one string, its pieces marked. */
function markup(pieces: readonly Inline[], links: readonly string[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece !== 'object') return String(piece);
      if ('strong' in piece) return `<strong>${piece.strong}</strong>`;
      if ('code' in piece) return `<code>${piece.code}</code>`;
      const tag = linkTag(piece.to, links);
      return `<${tag}>${piece.link}</${tag}>`;
    })
    .join('');
}

const linksOf = (pieces: readonly Inline[]) =>
  pieces.flatMap((piece) => (isRecord(piece) && 'to' in piece ? [String(piece.to)] : []));

/** A value's text: a string, or rich text marked up; undefined for anything else. */
function textOf(value: unknown, links: readonly string[]): string | undefined {
  if (typeof value === 'string') return value;
  if (isRich(value)) return markup(value, links);
  return undefined;
}

/** A function's parsed source: `fn.toString()` is plain JavaScript (its types were stripped). */
function parseFunction(fn: (...args: unknown[]) => unknown): ts.SignatureDeclaration | undefined {
  const source = fn.toString();
  for (const wrapped of [`(${source})`, `({ ${source} })`]) {
    const file = ts.createSourceFile('fn.ts', wrapped, ts.ScriptTarget.Latest, true);
    let found: ts.SignatureDeclaration | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
        found = node;
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    if (found && !(file as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length) return found;
  }
  return undefined;
}

/** The names of a function's values, `value 0` where the source does not say. */
function paramNames(fn: (...args: unknown[]) => unknown): string[] {
  const parsed = parseFunction(fn);
  const count = Math.max(fn.length, parsed?.parameters.length ?? 0);
  return Array.from({ length: count }, (_, index) => {
    const name = parsed?.parameters[index]?.name;
    return name && ts.isIdentifier(name) ? name.text : `value ${index}`;
  });
}

/** The values a function compares one of its values with (`role === 'admin'`), as [value's index, literal]. */
function comparedValues(fn: ((...args: unknown[]) => unknown) | undefined): [number, unknown][] {
  const parsed = fn && parseFunction(fn);
  if (!parsed) return [];
  const names = parsed.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : ''));
  const literal = (node: ts.Node): unknown =>
    ts.isStringLiteralLike(node) ? node.text : ts.isNumericLiteral(node) ? Number(node.text) : undefined;
  const found: [number, unknown][] = [];
  const note = (subject: ts.Node, other: ts.Node) => {
    const index = ts.isIdentifier(subject) ? names.indexOf(subject.text) : -1;
    const value = literal(other);
    if (index >= 0 && value !== undefined) found.push([index, value]);
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(node.operatorToken.kind)
    ) {
      note(node.left, node.right);
      note(node.right, node.left);
    }
    if (ts.isSwitchStatement(node)) {
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause)) note(node.expression, clause.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

function attempt(fn: (...args: unknown[]) => unknown, args: readonly unknown[]): unknown {
  try {
    return fn(...args);
  } catch {
    return undefined;
  }
}

/** The texts in a value a function gave, by their steps within it. */
function textsIn(english: unknown, translation: unknown, at: Step[] = [], into = new Map<string, Found>()) {
  if (typeof english === 'string' || isRich(english)) {
    into.set(JSON.stringify(at), { steps: at, english, translation });
  } else if (Array.isArray(english)) {
    english.forEach((item, index) =>
      textsIn(item, Array.isArray(translation) ? translation[index] : undefined, [...at, { index }], into),
    );
  } else if (isRecord(english)) {
    for (const [key, value] of Object.entries(english))
      textsIn(value, isRecord(translation) ? translation[key] : undefined, [...at, { key }], into);
  }
  return into;
}

interface Found {
  steps: Step[];
  english: unknown;
  translation: unknown;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A key path as written: `products.loadMore`, `terms()[2].p`; the export's name left out when it is the module's one object. */
function keyPath(steps: readonly Step[], showExport: boolean): string {
  let key = '';
  steps.forEach((step, index) => {
    if (index === 0 && !showExport) return;
    // A text a function gives is keyed by the function's name alone.
    if ('call' in step && index === steps.length - 1) return;
    if ('key' in step)
      key += IDENTIFIER.test(step.key) ? `${key ? '.' : ''}${step.key}` : `[${JSON.stringify(step.key)}]`;
    else if ('index' in step) key += `[${step.index}]`;
    else key += '()';
  });
  return key;
}

/** What a PO file needs to know about a module: the entries, and the texts that cannot be exported. */
interface ModuleTexts {
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
async function moduleTexts(catalogues: Catalogues, module: CatalogueModule): Promise<ModuleTexts> {
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
      params: call?.params ?? [],
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
    else if (Array.isArray(value))
      value.forEach((item, index) =>
        walk(item, Array.isArray(translated) ? translated[index] : undefined, [...steps, { index }]),
      );
    else if (isRecord(value))
      for (const [key, inner] of Object.entries(value))
        walk(inner, isRecord(translated) ? translated[key] : undefined, [...steps, { key }]);
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

/** The JSDoc of the innermost property on the way to a text, as one line. */
function docOf(trail: readonly ts.Node[], source: ts.SourceFile): string {
  for (const node of [...trail].reverse()) {
    if (
      !ts.isPropertyAssignment(node) &&
      !ts.isShorthandPropertyAssignment(node) &&
      !ts.isMethodDeclaration(node)
    )
      continue;
    const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
    const doc = ranges
      .map((range) => source.text.slice(range.pos, range.end))
      .filter((text) => text.startsWith('/**'))
      .at(-1);
    if (doc)
      return doc
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
  }
  return '';
}

const headersFor = (code: string) => ({
  'Project-Id-Version': 'mijikenda-platform',
  Language: code,
  'MIME-Version': '1.0',
  'Content-Type': 'text/plain; charset=utf-8',
  'Content-Transfer-Encoding': '8bit',
  'Plural-Forms': PLURAL_FORMS[code] ?? TWO_FORMS,
});

/** Writes a file whole or not at all: a reader never sees half of it. */
function writeWhole(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

function poFile(code: string, { entries }: ModuleTexts): Buffer {
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

export interface ExportResult {
  /** The PO files written. */
  readonly files: string[];
  /** `<file> <key>` of functions that compute with their values: not in the PO files. */
  readonly computed: string[];
}

/** Writes `<dir>/<code>/<module>.po` for every catalogue module. */
export async function exportLanguage(
  catalogues: Catalogues,
  code: string,
  dir: string,
): Promise<ExportResult> {
  const files: string[] = [];
  const computed: string[] = [];
  for (const module of catalogueModules(catalogues, code)) {
    const texts = await moduleTexts(catalogues, module);
    const file = path.join(dir, code, `${module.id}.po`);
    writeWhole(file, poFile(code, texts));
    files.push(file);
    const relative = path.relative(catalogues.root, module.translation);
    computed.push(...texts.computed.map((key) => `${relative} ${key}`));
  }
  return { files, computed };
}

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((match) => match[0]);
const TAG = /<(\/?)(strong|code|link\d*)>/g;

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

interface Segment {
  /** '' for plain text. */
  readonly tag: string;
  readonly text: string;
}

/** Rich text's pieces, or undefined when its marks are not paired. */
function segmentsOf(text: string): Segment[] | undefined {
  const segments: Segment[] = [];
  let open: string | undefined;
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, tag] = match as unknown as [string, string, string];
    const piece = text.slice(from, match.index);
    if (closing ? open !== tag : open !== undefined) return undefined;
    if (piece || open) segments.push({ tag: open ?? '', text: piece });
    open = closing ? undefined : tag;
    from = match.index + whole.length;
  }
  if (open !== undefined) return undefined;
  if (text.slice(from)) segments.push({ tag: '', text: text.slice(from) });
  return segments;
}

/** Where a key path leads in a catalogue file. */
interface Located {
  /** The expression the path leads to, when the path can be followed. */
  readonly node?: ts.Expression;
  /** The function the text is in (its values), if any. */
  readonly fn?: ts.SignatureDeclaration;
  /** The properties and functions passed on the way. */
  readonly trail: ts.Node[];
  /** An object that lacks the rest of the path's keys: a text the translation leaves out. */
  readonly missing?: { readonly object: ts.ObjectLiteralExpression; readonly keys: string[] };
}

function unwrap(node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isTypeAssertionExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

const nameOf = (name: ts.PropertyName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name))
    ? name.text
    : undefined;

function exported(source: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration;
  }
  return undefined;
}

/** Follows a key path (its first step the export's name) in a catalogue file's source. */
function locate(source: ts.SourceFile, steps: readonly Step[]): Located {
  const [first, ...rest] = steps;
  const declaration = first && 'key' in first ? exported(source, first.key) : undefined;
  const trail: ts.Node[] = declaration ? [declaration] : [];
  let node: ts.Node | undefined = declaration?.initializer;
  let fn: ts.SignatureDeclaration | undefined;
  for (const [at, step] of rest.entries()) {
    if (!node) return { trail };
    if (ts.isExpression(node)) node = unwrap(node);
    if ('key' in step) {
      if (!ts.isObjectLiteralExpression(node)) return { trail, fn };
      const property = node.properties.find((candidate) => nameOf(candidate.name) === step.key);
      if (!property) {
        const keys = rest.slice(at).flatMap((next) => ('key' in next ? [next.key] : []));
        const plain = !fn && keys.length === rest.length - at;
        const spread = node.properties.some((candidate) => ts.isSpreadAssignment(candidate));
        return { trail, fn, missing: plain && !spread ? { object: node, keys } : undefined };
      }
      trail.push(property);
      if (ts.isPropertyAssignment(property)) node = property.initializer;
      else if (ts.isMethodDeclaration(property)) node = property;
      else return { trail, fn };
    } else if ('index' in step) {
      if (!ts.isArrayLiteralExpression(node)) return { trail, fn };
      const before = node.elements.slice(0, step.index + 1);
      if (before.some((element) => ts.isSpreadElement(element))) return { trail, fn };
      node = node.elements[step.index];
    } else {
      if (!(ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)))
        return { trail, fn };
      fn = node;
      trail.push(node);
      const body: ts.ConciseBody | undefined = node.body;
      if (body && ts.isBlock(body)) {
        const [only] = body.statements;
        node =
          body.statements.length === 1 && only && ts.isReturnStatement(only) ? only.expression : undefined;
      } else node = body;
    }
  }
  return node && ts.isExpression(node) ? { node: unwrap(node), fn, trail } : { trail, fn };
}

/** The names of a function's values as its source has them. */
const valuesOf = (fn: ts.SignatureDeclaration | undefined) =>
  fn ? fn.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : undefined)) : [];

/** A text as a string literal, or a template when it shows values; undefined when a value has no name. */
function literalFor(text: string, names: readonly (string | undefined)[]): string | undefined {
  const parts = text.split(/\{(\d+)\}/);
  if (parts.length === 1) return JSON.stringify(text);
  let template = '`';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) {
      template += part
        .replace(/\\/g, '\\\\')
        .replace(/`/g, '\\`')
        .replace(/\$\{/g, '\\${')
        .replace(/\n/g, '\\n')
        .replace(/\r/g, '\\r');
    } else {
      const name = names[Number(part)];
      if (!name) return undefined;
      template += `\${${name}}`;
    }
  }
  return `${template}\``;
}

/** A text written as a literal, or as a template whose every value is one of the function's. */
function isPlainText(node: ts.Expression, names: readonly (string | undefined)[]): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isTemplateExpression(node))
    return node.templateSpans.every(
      (span) => ts.isIdentifier(span.expression) && names.includes(span.expression.text),
    );
  return false;
}

/** A piece of rich text as written: plain text, a value, or text shown strong, as code or as a link. */
function isPlainPiece(node: ts.Expression, names: readonly (string | undefined)[]): boolean {
  const inner = unwrap(node);
  if (isPlainText(inner, names)) return true;
  if (ts.isIdentifier(inner)) return names.includes(inner.text);
  if (!ts.isObjectLiteralExpression(inner)) return false;
  return inner.properties.every(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (nameOf(property.name) === 'to' || isPlainPiece(property.initializer, names)),
  );
}

/** The rich text's source for a translation, its links' targets kept; undefined when it cannot be written. */
function richSource(
  msgstr: string,
  node: ts.ArrayLiteralExpression,
  entry: Entry,
  names: readonly (string | undefined)[],
  source: ts.SourceFile,
): string | undefined {
  const segments = segmentsOf(msgstr);
  const translated = entry.rich?.translation;
  if (!segments || !Array.isArray(translated) || translated.length !== node.elements.length) return undefined;
  if (!node.elements.every((element) => !ts.isSpreadElement(element) && isPlainPiece(element, names)))
    return undefined;
  // Each link's target as the translation writes it, by the English's tag for that target.
  const targets = new Map<string, string>();
  node.elements.forEach((element, index) => {
    const piece: unknown = translated[index];
    const object = unwrap(element);
    if (!isRecord(piece) || !('to' in piece) || !ts.isObjectLiteralExpression(object)) return;
    const to = object.properties.find((property) => nameOf(property.name) === 'to');
    if (to && ts.isPropertyAssignment(to))
      targets.set(linkTag(String(piece.to), entry.rich?.links ?? []), to.initializer.getText(source));
  });
  // A value the pieces show bare (`{ strong: count }`) is a string: it may stay bare.
  const bare = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (ts.isPropertyAssignment(child) && ts.isIdentifier(child.initializer))
      bare.add(child.initializer.text);
    else if (ts.isIdentifier(child) && ts.isArrayLiteralExpression(child.parent)) bare.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  const pieces: string[] = [];
  for (const { tag, text } of segments) {
    const value = /^\{(\d+)\}$/.exec(text)?.[1];
    const name = value === undefined ? undefined : names[Number(value)];
    const literal = name && bare.has(name) ? name : literalFor(text, names);
    if (literal === undefined) return undefined;
    if (tag === '') pieces.push(literal);
    else if (tag === 'strong' || tag === 'code') pieces.push(`{ ${tag}: ${literal} }`);
    else {
      const to = targets.get(tag);
      if (to === undefined) return undefined;
      pieces.push(`{ link: ${literal}, to: ${to} }`);
    }
  }
  return `[${pieces.join(', ')}]`;
}

interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** A property key as written. */
const propertyKey = (key: string) => (IDENTIFIER.test(key) ? key : JSON.stringify(key));

/** Texts a translation lacks, by the object they go in: nested keys to literals. */
type Additions = Map<ts.ObjectLiteralExpression, Map<string, unknown>>;

function addTo(additions: Additions, object: ts.ObjectLiteralExpression, keys: string[], literal: string) {
  const tree = additions.get(object) ?? new Map<string, unknown>();
  additions.set(object, tree);
  let level = tree;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) level.set(key, literal);
    else {
      const next = level.get(key);
      const inner = next instanceof Map ? (next as Map<string, unknown>) : new Map<string, unknown>();
      level.set(key, inner);
      level = inner;
    }
  });
}

const renderTree = (tree: Map<string, unknown>): string =>
  [...tree]
    .map(
      ([key, value]) =>
        `${propertyKey(key)}: ${value instanceof Map ? `{ ${renderTree(value as Map<string, unknown>)} }` : String(value)}`,
    )
    .join(', ');

/** A translation to write: a text of a module, its new wording. */
interface Change {
  readonly module: CatalogueModule;
  readonly entry: Entry;
  readonly msgstr: string;
}

/**
 * The new source of a translation file with `changes` written in, and the keys whose change
 * needs a person (a branch, a shared constant, a text made of parts).
 */
function rewrite(
  file: string,
  changes: readonly Change[],
): { text: string; written: number; byHand: string[] } {
  const original = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, original, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const additions: Additions = new Map();
  const byHand: string[] = [];
  for (const { entry, msgstr } of changes) {
    const found = locate(source, entry.steps);
    const names = valuesOf(found.fn);
    let text: string | undefined;
    if (entry.variant) text = undefined;
    else if (!found.node && found.missing && !entry.rich) {
      const literal = literalFor(msgstr, []);
      if (literal !== undefined) {
        addTo(additions, found.missing.object, found.missing.keys, literal);
        continue;
      }
    } else if (found.node && entry.rich && ts.isArrayLiteralExpression(found.node))
      text = richSource(msgstr, found.node, entry, names, source);
    else if (found.node && !entry.rich && isPlainText(found.node, names)) text = literalFor(msgstr, names);
    if (text === undefined || !found.node) {
      byHand.push(entry.key);
      continue;
    }
    edits.push({ start: found.node.getStart(source), end: found.node.getEnd(), text });
  }
  for (const [object, tree] of additions) {
    const comma = object.properties.length && !object.properties.hasTrailingComma ? ',' : '';
    edits.push({
      start: object.getEnd() - 1,
      end: object.getEnd() - 1,
      text: `${comma} ${renderTree(tree)} `,
    });
  }
  let text = original;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { text, written: changes.length - byHand.length, byHand };
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

/** Every PO file under a folder, as paths relative to it with `/`. */
function poFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
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
    let parsed: GetTextTranslations;
    try {
      parsed = po.parse(readFileSync(where));
    } catch (error) {
      errors.push(`${where}: not a PO file (${(error as Error).message})`);
      continue;
    }
    const language = Object.entries(parsed.headers).find(
      ([header]) => header.toLowerCase() === 'language',
    )?.[1];
    if (language !== undefined && language.trim() !== code) {
      errors.push(`${where}: its Language is ${language.trim()}, not ${code}`);
      continue;
    }
    const { entries } = await moduleTexts(catalogues, module);
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    const translationFile = path.relative(catalogues.root, module.translation);
    const items = Object.values(parsed.translations).flatMap((byId) => Object.values(byId));
    for (const item of items as GetTextTranslation[]) {
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
