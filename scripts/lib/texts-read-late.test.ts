/**
 * No module of an app reads a catalogue text as it loads. A text is looked up in the language of
 * the moment (shared-ui/src/i18n/apply.ts): the page being rendered by a render worker that renders
 * any language, one page after another. A text read into a list or a constant as its module loads
 * keeps the language of the first page forever (a Kiswahili page with English links). Read by
 * the TypeScript compiler: every catalogue read (through an import from a texts module, or an
 * alias of one) outside any function, at the top of a module.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The apps' and shared-ui's source files, but catalogues, language lists and tests. */
const SOURCES = execFileSync('git', ['ls-files', 'shell/src', 'mfe-*/src', 'shared-ui/src'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\/texts\/|\/languages\/|test-layout/.test(file));

/** The root name of `a.b.c`, if it is a plain name. */
function rootOf(node: ts.Expression): string | undefined {
  let root = node;
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = root.expression;
  return ts.isIdentifier(root) ? root.text : undefined;
}

/** Where `file` reads a catalogue text outside any function. */
export function textsReadAsLoaded(file: string, source: string): string[] {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const catalogues = new Set<string>();
  for (const statement of module.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = element.name.text;
      const imported = (element.propertyName ?? element.name).text;
      // A texts module's exports in lower case are catalogues; of shared-ui's own, `texts`.
      if (/\/texts(\/|$)/.test(from) ? /^[a-z]/.test(name) : from === 'shared-ui' && imported === 'texts')
        catalogues.add(name);
    }
  }
  // `const t = texts.nav`: an alias of a catalogue object is a catalogue too (reading it is not).
  const aliases = new Set<ts.Node>();
  for (const statement of module.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && ts.isPropertyAccessExpression(init) && ts.isIdentifier(declaration.name)) {
        const root = rootOf(init);
        if (root && catalogues.has(root)) {
          catalogues.add(declaration.name.text);
          aliases.add(init);
        }
      }
    }
  }
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${module.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    const read =
      (ts.isPropertyAccessExpression(node) &&
        !ts.isPropertyAccessExpression(node.parent) &&
        !ts.isSpreadAssignment(node.parent) &&
        !ts.isSpreadElement(node.parent)) ||
      ts.isSpreadAssignment(node) ||
      ts.isSpreadElement(node);
    if (read && !aliases.has(node)) {
      const expression = ts.isPropertyAccessExpression(node) ? node : node.expression;
      const root = rootOf(expression);
      if (root && catalogues.has(root)) found.push(`${at(node)}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of module.statements) if (!ts.isImportDeclaration(statement)) visit(statement);
  return found;
}

test('no module reads a catalogue text as it loads', () => {
  const found = SOURCES.flatMap((file) =>
    textsReadAsLoaded(file, readFileSync(path.join(ROOT, file), 'utf8')),
  );
  assert.deepEqual(found, []);
});

test('the check finds a text read into a list as its module loads, and lets one read as it renders pass', () => {
  const source = `
import { texts } from 'shared-ui';
const t = texts.nav;
const links = [{ to: '/home', label: t.home }, { ...texts.home.tiles.reels }];
const later = () => [{ label: t.home }];
export function Page() { return t.about; }
`;
  assert.deepEqual(textsReadAsLoaded('page.tsx', source), [
    'page.tsx:4: t.home',
    'page.tsx:4: ...texts.home.tiles.reels',
  ]);
});
