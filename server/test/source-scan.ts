import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

// Reads the client's and the server's own code (not tests, not shared/) as syntax trees, for the
// one-home checks: what a copy of a shared rule would contain, in whatever spelling it was written.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export type SourceFile = { path: string; tree: ts.SourceFile };

/** Every module of client/src and server/ that is not a test nor a test's helper (server/test/). */
export const appSources: SourceFile[] = [...sourceFiles("client/src"), ...sourceFiles("server")]
  .filter((path) => !path.startsWith("server/test/"))
  .map((path) => ({
    path,
    tree: ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true),
  }));

function each(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => each(child, visit));
}

/** Whether a node is part of what a component shows (JSX text or a JSX attribute), not of its logic. */
function isShown(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent)
    if (ts.isJsxAttribute(at) || ts.isJsxText(at) || ts.isJsxElement(at)) return true;
  return false;
}

/**
 * The text of every string, template part, JSX text and regular expression in a module (comments
 * are not code), lower case without white space or backslashes: "€ / Monat", `€/${"Monat"}`
 * and /\/huur\// all read the same. `logicOnly` leaves out what JSX shows people.
 */
export function textsOf(tree: ts.SourceFile, { logicOnly = false } = {}): string[] {
  const texts: string[] = [];
  each(tree, (node) => {
    if (
      (ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isJsxText(node) ||
        ts.isRegularExpressionLiteral(node)) &&
      !(logicOnly && isShown(node))
    )
      texts.push(node.text.toLowerCase().replace(/[\s\\]/g, ""));
  });
  return texts;
}

/** The value of a numeric expression made of literals only (5_242_880, 5 * 1024 * 1024, 5 << 20, 5 * 2 ** 20). */
function constantValue(node: ts.Node): number | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return constantValue(node.expression);
  if (!ts.isBinaryExpression(node)) return undefined;
  const left = constantValue(node.left);
  const right = constantValue(node.right);
  if (left === undefined || right === undefined) return undefined;
  switch (node.operatorToken.kind) {
    case ts.SyntaxKind.AsteriskToken:
      return left * right;
    case ts.SyntaxKind.AsteriskAsteriskToken:
      return left ** right;
    case ts.SyntaxKind.LessThanLessThanToken:
      return left << right;
    case ts.SyntaxKind.PlusToken:
      return left + right;
    default:
      return undefined;
  }
}

/** Every value a numeric expression of literals in this module computes (each whole expression once). */
export function numbersOf(tree: ts.SourceFile): number[] {
  const numbers: number[] = [];
  const visit = (node: ts.Node) => {
    const value = constantValue(node);
    if (value !== undefined) numbers.push(value);
    else node.forEachChild(visit);
  };
  visit(tree);
  return numbers;
}

/** The modules a file imports, as written ("@shared/validation/application", "./media.repo"). */
export function importsOf(tree: ts.SourceFile): string[] {
  return tree.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The name an expression ends in: `property.status` and `status` are both "status". */
const lastName = (node: ts.Node): string | undefined =>
  ts.isIdentifier(node)
    ? node.text
    : ts.isPropertyAccessExpression(node) || ts.isPropertyAccessChain(node)
      ? node.name.text
      : undefined;

/**
 * What a function compares with fixed values, as "field=value": `x.status === "reserved"`,
 * `["reserved", "hidden"].includes(status)`, `switch (x.status) { case "reserved": … }`. Per
 * function body (nested functions on their own), each with its line. Comparing two fields with
 * each other (a filter) is no decision on a value.
 */
export function decisionsOf(tree: ts.SourceFile): { decisions: Set<string>; line: number }[] {
  const found: { decisions: Set<string>; line: number }[] = [];
  const visitFunction = (body: ts.Node) => {
    const decisions = new Set<string>();
    const add = (node: ts.Node | undefined, value: ts.Node | undefined) => {
      const name = node && lastName(node);
      if (name && value && ts.isStringLiteralLike(value)) decisions.add(`${name}=${value.text}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && node !== body) return visitFunction(node);
      if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind)) {
        add(node.left, node.right);
        add(node.right, node.left);
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "includes" &&
        ts.isArrayLiteralExpression(node.expression.expression)
      )
        for (const element of node.expression.expression.elements) add(node.arguments[0], element);
      if (ts.isSwitchStatement(node))
        for (const clause of node.caseBlock.clauses)
          if (ts.isCaseClause(clause)) add(node.expression, clause.expression);
      node.forEachChild(visit);
    };
    body.forEachChild(visit);
    found.push({ decisions, line: tree.getLineAndCharacterOfPosition(body.getStart()).line + 1 });
  };
  visitFunction(tree);
  return found;
}
