/**
 * Each part of the project sees only its environment's globals (tsconfig.json lists the parts): `window` in
 * server/ and `process` in the app do not typecheck. Compiles the two fixtures of tests/types/fixtures/ (left out
 * of `npm run typecheck`) with each part's compiler options through the TypeScript API — a few small programs,
 * not the project — and lints a JavaScript line at a path of each part (ESLint's globals follow the same split).
 */
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const WINDOW = join(import.meta.dirname, 'fixtures/uses-window.ts');
const PROCESS = join(import.meta.dirname, 'fixtures/uses-process.ts');

/** The compiler options of `config` (a tsconfig.<part>.json), to check a file outside the part without emitting. */
function optionsOf(config: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${config}`);
  const { composite: _composite, ...options } = parsed.options;
  return { ...options, noEmit: true, emitDeclarationOnly: false, declaration: false, incremental: false };
}

/** Parsed files (the libs, @types/node) shared by the programs below: each is parsed once, not once a part. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The type errors of each fixture compiled under `config`'s options, by fixture path relative to tests/types. */
function errorsUnder(config: string): Record<string, string[]> {
  const options = optionsOf(config);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, ...rest) => {
    if (!parsed.has(fileName)) parsed.set(fileName, getSourceFile(fileName, ...rest));
    return parsed.get(fileName);
  };
  const program = ts.createProgram({ rootNames: [WINDOW, PROCESS], options, host });
  const errors: Record<string, string[]> = {};
  for (const file of [WINDOW, PROCESS]) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    const diagnostics = [...program.getSemanticDiagnostics(source), ...program.getSyntacticDiagnostics(source)];
    errors[relative(import.meta.dirname, file)] = diagnostics.map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    );
  }
  // Lib or type errors (a missing @types package, a bad `lib`) would make every case pass for the wrong reason.
  expect(program.getGlobalDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  expect(program.getOptionsDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  return errors;
}

const NO_WINDOW = "Cannot find name 'window'.";
const NO_PROCESS = expect.stringMatching(/^Cannot find name 'process'\./);

describe('typecheck by environment', () => {
  it('server/: Node, no DOM — window fails, process passes', () => {
    expect(errorsUnder('tsconfig.server.json')).toEqual({
      'fixtures/uses-window.ts': [NO_WINDOW],
      'fixtures/uses-process.ts': [],
    });
  });

  it('the app (src/): the DOM, no Node — process fails, window passes', () => {
    expect(errorsUnder('tsconfig.browser.json')).toEqual({
      'fixtures/uses-window.ts': [],
      'fixtures/uses-process.ts': [NO_PROCESS],
    });
  });

  it('machines/ and contract/: neither', () => {
    expect(errorsUnder('tsconfig.shared.json')).toEqual({
      'fixtures/uses-window.ts': [NO_WINDOW],
      'fixtures/uses-process.ts': [NO_PROCESS],
    });
  });

  it('scripts/: Node, no DOM', () => {
    expect(errorsUnder('tsconfig.scripts.json')).toEqual({
      'fixtures/uses-window.ts': [NO_WINDOW],
      'fixtures/uses-process.ts': [],
    });
  });

  it('tests/: both', () => {
    expect(errorsUnder('tsconfig.tests.json')).toEqual({
      'fixtures/uses-window.ts': [],
      'fixtures/uses-process.ts': [],
    });
  });
});

describe('ESLint globals by environment (JavaScript files: no-undef)', () => {
  const eslint = new ESLint({ cwd: ROOT });

  async function undefinedNames(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-undef').map((m) => m.message);
  }

  it('window is undefined in server/, process in public/; each is defined at home', async () => {
    expect(await undefinedNames('server/not-a-file.js', 'export const width = window.innerWidth;\n')).toEqual([
      "'window' is not defined.",
    ]);
    expect(await undefinedNames('public/not-a-file.js', 'export const mode = process.env.NODE_ENV;\n')).toEqual([
      "'process' is not defined.",
    ]);
    expect(await undefinedNames('public/not-a-file.js', 'export const width = window.innerWidth;\n')).toEqual([]);
    expect(await undefinedNames('scripts/not-a-file.mjs', 'export const mode = process.env.NODE_ENV;\n')).toEqual([]);
    expect(await undefinedNames('machines/not-a-file.js', 'export const mode = process.env.NODE_ENV;\n')).toEqual([
      "'process' is not defined.",
    ]);
  });
});
