/** What a catalogue's functions show: their values' names, the values they compare, what they give. */
import ts from 'typescript';

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

/** The names of a function's values as its source has them. */
export const valuesOf = (fn: ts.SignatureDeclaration | undefined) =>
  fn ? fn.parameters.map((param) => (ts.isIdentifier(param.name) ? param.name.text : undefined)) : [];

/** The names of a function's values, `value 0` where the source does not say. */
export function paramNames(fn: (...args: unknown[]) => unknown): string[] {
  const parsed = parseFunction(fn);
  const count = Math.max(fn.length, parsed?.parameters.length ?? 0);
  const names = valuesOf(parsed);
  return Array.from({ length: count }, (_, index) => names[index] ?? `value ${index}`);
}

/** The values a function compares one of its values with (`role === 'admin'`), as [value's index, literal]. */
export function comparedValues(fn: ((...args: unknown[]) => unknown) | undefined): [number, unknown][] {
  const parsed = fn && parseFunction(fn);
  if (!parsed) return [];
  const names = valuesOf(parsed);
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

export function attempt(fn: (...args: unknown[]) => unknown, args: readonly unknown[]): unknown {
  try {
    return fn(...args);
  } catch {
    return undefined;
  }
}
