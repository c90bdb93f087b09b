/**
 * No circles in the import graph, type-only imports included (issue 11 "Done when"). ESLint's
 * import/no-cycle (eslint.config.js) guards run-time cycles while you type; it skips `import type`, so a
 * loop such as server/context.ts ↔ server/domain/crypto.ts, made of type imports only, passes it. This
 * test resolves every import of the repo's own modules with TypeScript's resolver and finds the strongly
 * connected groups (Tarjan): there must be none. The fixtures of tests/lint/fixtures/ show it finds both kinds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
const FOLDERS = ['contract', 'machines', 'src', 'server', 'scripts', 'tests'];

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  ROOT,
);

function modulesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : modulesIn(path);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repo files `file` imports: static, type-only, re-exported and dynamic imports alike. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  source.forEachChild(function visit(node) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  });
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')
      ? [resolved.resolvedFileName]
      : [];
  });
}

/** Groups of two or more files that reach each other (each group is one or more cycles). */
function cycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== file);
      if (group.length > 1) groups.push(group.map((f) => relative(ROOT, f).replace(/\\/g, '/')).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('import graph', () => {
  it('has no cycles, type-only imports included', () => {
    const files = FOLDERS.flatMap((folder) => modulesIn(join(ROOT, folder))).filter((f) => !f.startsWith(FIXTURES));
    expect(files.length).toBeGreaterThan(300);
    expect(cycles(files)).toEqual([]);
  });

  it('finds a value cycle and a cycle closed by a type import (the fixtures)', () => {
    expect(cycles(modulesIn(FIXTURES))).toEqual(
      expect.arrayContaining([
        ['tests/lint/fixtures/chain-a.ts', 'tests/lint/fixtures/chain-b.ts'],
        ['tests/lint/fixtures/cycle-a.ts', 'tests/lint/fixtures/cycle-b.ts'],
      ]),
    );
  });
});
