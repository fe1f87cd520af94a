/** Following a key path in a catalogue file's TypeScript source. */
import ts from 'typescript';
import type { Step } from './steps.ts';

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

export function unwrap(node: ts.Expression): ts.Expression {
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

export const nameOf = (name: ts.PropertyName | undefined) =>
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
export function locate(source: ts.SourceFile, steps: readonly Step[]): Located {
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

/** The JSDoc of the innermost property on the way to a text, as one line. */
export function docOf(trail: readonly ts.Node[], source: ts.SourceFile): string {
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
