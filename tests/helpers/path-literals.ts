/**
 * Finds app-route path literals outside contract/paths.ts: string and template literals (JSX attribute
 * strings included) whose text starts with `/<segment>` where `<segment>` is the first segment of a route
 * of the path table (`/lobby`, `/login`, `/activity`, …), followed by the end, `/`, `?` or `#`. Comments,
 * regular expressions, API paths (`/api/…`, `/app/v1/…`), server-only pages (`/sandbox/…`, `/s/…`) and
 * static files (`/static/…`, `/assets/…`, `name.ext`) are not app routes and are not reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ACTIVITY_PAGES, PATH, PROFILE_PAGES, RULE_PAGES, activity, profile, rule } from '../../contract/paths';

/** Every address of the table, patterns included. */
export function tablePaths(): string[] {
  const { desktop, ...mobile } = PATH;
  return [
    ...Object.values(mobile),
    ...Object.values(desktop),
    ...ACTIVITY_PAGES.flatMap((name) => [activity(name), activity(name, 'desktop')]),
    ...RULE_PAGES.map(rule),
    ...PROFILE_PAGES.map(profile),
  ];
}

/** The first segments of the table's routes: what an app path literal starts with. */
export function routeSegments(): string[] {
  const segments = tablePaths()
    .map((path) => path.split('/')[1] ?? '')
    .filter((s) => s !== '' && !s.startsWith(':'));
  return [...new Set(segments)].sort();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

export function pathLiteralPattern(segments: readonly string[] = routeSegments()): RegExp {
  // Longest first, so `/bindBankCard` is not read as `/bind` + `BankCard`.
  const names = [...segments].sort((a, b) => b.length - a.length).map(escape);
  return new RegExp(`^/(?:${names.join('|')})(?=$|[/?#])`);
}

export interface PathLiteral {
  readonly line: number;
  readonly text: string;
}

/** The app path literals in one source text (`fileName` picks the parser: .tsx/.jsx parse JSX). */
export function pathLiteralsIn(source: string, fileName: string, pattern = pathLiteralPattern()): PathLiteral[] {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: PathLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      // Module specifiers are file names, not addresses.
      const specifier = ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent);
      if (!specifier && pattern.test(node.text)) {
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: node.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const SOURCE = /\.(?:ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file:line  text` of every app path literal under `dirs` of `root` (contract/paths.ts is the one allowed place). */
export function findPathLiterals(root: string, dirs: readonly string[] = ['src', 'machines', 'server']): string[] {
  const pattern = pathLiteralPattern();
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir))
      .filter((file) => relative(root, file) !== join('contract', 'paths.ts'))
      .flatMap((file) =>
        pathLiteralsIn(readFileSync(file, 'utf8'), file, pattern).map(
          ({ line, text }) => `${relative(root, file)}:${line}  ${text}`,
        ),
      ),
  );
}
