/**
 * The layer rules of eslint.config.js (issue 11 §5) each fail on a deliberately wrong import and pass on a
 * right one, run through the repo's own config. Zone cases lint a one-line module at a virtual path inside
 * the layer that imports a real file of another; the cycle case lints the two files of tests/lint/fixtures/
 * that import each other (that folder is ignored by `npm run lint` and linted here explicitly).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');

/** A real module of `dir` (picked at run time, so renames elsewhere do not break this test). */
function moduleIn(dir: string): string {
  const file = readdirSync(join(ROOT, dir))
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.startsWith('__'))
    .sort()[0];
  if (!file) throw new Error(`no module in ${dir}`);
  return join(dir, file);
}

/** The import specifier of `target` (a repo-relative file) as written in `from` (a repo-relative file). */
function specifier(from: string, target: string): string {
  const path = relative(join(ROOT, from, '..'), join(ROOT, target))
    .replace(/\\/g, '/')
    .replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

const [featureA, featureB] = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface ZoneCase {
  rule: string;
  /** Where the linted module pretends to live. */
  file: string;
  /** A folder whose module it may not import, and one whose module it may. */
  wrong: string;
  right: string;
}

const zoneCases: ZoneCase[] = [
  { rule: 'ui ↛ app', file: 'src/ui/__layer_fixture__.ts', wrong: 'src/app', right: 'src/lib' },
  { rule: 'ui ↛ flow', file: 'src/ui/__layer_fixture__.ts', wrong: 'src/flow', right: 'src/lib' },
  { rule: 'ui ↛ features', file: 'src/ui/__layer_fixture__.ts', wrong: `src/features/${featureA}`, right: 'src/ui' },
  { rule: 'ui ↛ actors', file: 'src/ui/__layer_fixture__.ts', wrong: 'src/actors', right: 'contract' },
  {
    rule: 'feature ↛ another feature',
    file: `src/features/${featureA}/__layer_fixture__.ts`,
    wrong: `src/features/${featureB}`,
    right: `src/features/${featureA}`,
  },
  {
    rule: 'feature ↛ app',
    file: `src/features/${featureA}/__layer_fixture__.ts`,
    wrong: 'src/app',
    right: 'src/flow',
  },
  { rule: 'flow ↛ app', file: 'src/flow/__layer_fixture__.ts', wrong: 'src/app', right: 'src/ui' },
  {
    rule: 'flow ↛ features',
    file: 'src/flow/__layer_fixture__.ts',
    wrong: `src/features/${featureA}`,
    right: 'src/actors',
  },
  { rule: 'lib ↛ app', file: 'src/lib/__layer_fixture__.ts', wrong: 'src/app', right: 'src/api' },
  { rule: 'lib ↛ flow', file: 'src/lib/__layer_fixture__.ts', wrong: 'src/flow', right: 'src/lib' },
  {
    rule: 'lib ↛ features',
    file: 'src/lib/__layer_fixture__.ts',
    wrong: `src/features/${featureA}`,
    right: 'machines',
  },
  { rule: 'api ↛ flow', file: 'src/api/__layer_fixture__.ts', wrong: 'src/flow', right: 'src/lib' },
  { rule: 'i18n ↛ flow', file: 'src/i18n/__layer_fixture__.ts', wrong: 'src/flow', right: 'src/lib' },
  { rule: 'actors ↛ app', file: 'src/actors/__layer_fixture__.ts', wrong: 'src/app', right: 'machines' },
  { rule: 'actors ↛ flow', file: 'src/actors/__layer_fixture__.ts', wrong: 'src/flow', right: 'src/lib' },
  { rule: 'machines ↛ src', file: 'machines/__layer_fixture__.ts', wrong: 'src/lib', right: 'contract' },
  { rule: 'machines ↛ server', file: 'machines/__layer_fixture__.ts', wrong: 'server/domain', right: 'machines' },
  { rule: 'server ↛ src', file: 'server/domain/__layer_fixture__.ts', wrong: 'src/lib', right: 'contract' },
  { rule: 'server ↛ machines', file: 'server/domain/__layer_fixture__.ts', wrong: 'machines', right: 'server/domain' },
  { rule: 'src ↛ server', file: 'src/lib/__layer_fixture__.ts', wrong: 'server/domain', right: 'machines' },
  {
    rule: 'app tier ↛ domain',
    file: 'server/tier/__layer_fixture__.ts',
    wrong: 'server/domain',
    right: 'server/render',
  },
  { rule: 'app tier ↛ db', file: 'server/tier/__layer_fixture__.ts', wrong: 'server/db', right: 'contract' },
  {
    rule: 'app tier ↛ sandbox',
    file: 'server/tier/__layer_fixture__.ts',
    wrong: 'server/sandbox',
    right: 'server/tier',
  },
  {
    rule: 'render ↛ domain',
    file: 'server/render/__layer_fixture__.ts',
    wrong: 'server/domain',
    right: 'server/render',
  },
  { rule: 'contract ↛ src', file: 'contract/__layer_fixture__.ts', wrong: 'src/lib', right: 'contract' },
  { rule: 'contract ↛ machines', file: 'contract/__layer_fixture__.ts', wrong: 'machines', right: 'contract' },
  { rule: 'contract ↛ server', file: 'contract/__layer_fixture__.ts', wrong: 'server/domain', right: 'contract' },
  {
    rule: 'conformance kit ↛ server internals',
    file: 'scripts/conformance/__layer_fixture__.ts',
    wrong: 'server/domain',
    right: 'contract',
  },
  {
    rule: 'conformance kit ↛ tests',
    file: 'scripts/conformance/__layer_fixture__.ts',
    wrong: 'tests/helpers',
    right: 'scripts/conformance',
  },
];

let eslint: ESLint;
let zonesOnly: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, ignore: false });
  // The virtual files do not exist on disk, and import/no-cycle needs a real file to start its walk from.
  zonesOnly = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

async function importProblems(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await zonesOnly.lintText(code, { filePath: join(ROOT, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId?.startsWith('import/'));
}

describe('layer zones', () => {
  it('know at least two features to keep apart', () => {
    expect(featureA).toBeTruthy();
    expect(featureB).toBeTruthy();
  });

  it.each(zoneCases)('$rule: a wrong import fails, a right one passes', async ({ file, wrong, right }) => {
    const valueImport = (target: string) =>
      `import * as target from '${specifier(file, moduleIn(target))}';\n\nexport const used = target;\n`;

    const bad = await importProblems(file, valueImport(wrong));
    expect(bad.map((m) => m.ruleId)).toEqual(['import/no-restricted-paths']);
    expect(bad[0]?.message).toContain('imported in restricted zone');

    expect(await importProblems(file, valueImport(right))).toEqual([]);
  });

  it('let the conformance kit read the contract through server/contract.ts, its one way into server/', async () => {
    const file = 'scripts/conformance/__layer_fixture__.ts';
    const code = `import * as target from '${specifier(file, 'server/contract.ts')}';\n\nexport const used = target;\n`;
    expect(await importProblems(file, code)).toEqual([]);
  });

  it('count type-only imports too: an arrow is an arrow', async () => {
    const file = 'src/ui/__layer_fixture__.ts';
    const code = `import type * as root from '${specifier(file, moduleIn('src/app'))}';\n\nexport type Root = typeof root;\n`;
    expect((await importProblems(file, code)).map((m) => m.ruleId)).toEqual(['import/no-restricted-paths']);
  });
});

describe('import cycles', () => {
  it('fail where two modules import each other', async () => {
    const results = await eslint.lintFiles([join(FIXTURES, 'cycle-a.ts'), join(FIXTURES, 'cycle-b.ts')]);
    for (const result of results) {
      expect(
        result.messages.map((m) => m.ruleId),
        relative(ROOT, result.filePath),
      ).toEqual(['import/no-cycle']);
    }
    expect(results).toHaveLength(2);
  });

  it('pass on a chain, and on a loop closed only by a type import', async () => {
    const results = await eslint.lintFiles([join(FIXTURES, 'chain-a.ts'), join(FIXTURES, 'chain-b.ts')]);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
    expect(results).toHaveLength(2);
  });
});

describe('npm run lint', () => {
  it('leaves the fixtures out (they are wrong on purpose)', async () => {
    const linted = new ESLint({ cwd: ROOT });
    expect(await linted.isPathIgnored(join(FIXTURES, 'cycle-a.ts'))).toBe(true);
    expect(await linted.isPathIgnored(join(ROOT, 'tests/lint/layers.test.ts'))).toBe(false);
  });
});
