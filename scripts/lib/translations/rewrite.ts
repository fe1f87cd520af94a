/** Writing translations into a catalogue file's source with the TypeScript compiler's positions. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { CatalogueModule } from './catalogues.ts';
import type { Entry } from './entries.ts';
import { isRecord, linkTag, segmentsOf } from './rich.ts';
import { valuesOf } from './functions.ts';
import { locate, nameOf, unwrap } from './source.ts';
import { propertyKey } from './steps.ts';

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
export interface Change {
  readonly module: CatalogueModule;
  readonly entry: Entry;
  readonly msgstr: string;
}

/**
 * The new source of a translation file with `changes` written in, and the keys whose change
 * needs a person (a branch, a shared constant, a text made of parts).
 */
export function rewrite(
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

/** Writes a file whole or not at all: a reader never sees half of it. */
export function writeWhole(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}
