/**
 * docs/testing-machines.md cannot drift from the code (issue 27 §4): every TypeScript block is marked with
 * the file it is copied from (`<!-- snippet: path -->`), that file is one the test suite runs (a test file,
 * or a module a test file imports), and the block is found in it — compared without whitespace, since
 * Prettier re-indents code inside Markdown. Shell blocks name only npm scripts and test files that exist,
 * and the coverage line shown is what the coverage of the example's model prints.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageTable, machineCoverage } from '../helpers/machine-model';
import { otpCountdownModel } from '../machines/models/otp-countdown.model';
import { registry } from '../machines/models/registry';

const ROOT = join(import.meta.dirname, '../..');
const DOC = readFileSync(join(ROOT, 'docs/testing-machines.md'), 'utf8');

interface Block {
  readonly lang: string;
  readonly code: string;
  /** The file named by the `snippet:` marker right above it. */
  readonly source: string | null;
  readonly line: number;
}

/** The fenced blocks of a Markdown text, each with the snippet marker above it (blank lines between). */
function blocksOf(markdown: string): Block[] {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    let above = i - 1;
    while (above >= 0 && lines[above]!.trim() === '') above -= 1;
    const marker = /^<!-- snippet: (\S+) -->$/.exec(lines[above] ?? '');
    blocks.push({ lang: open[1]!, code: lines.slice(i + 1, end).join('\n'), source: marker?.[1] ?? null, line: i + 1 });
    i = end;
  }
  return blocks;
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** Why a snippet does not match its source file, or null when it does. */
function snippetProblem(
  block: Pick<Block, 'code' | 'source'>,
  read = (path: string) => readFileSync(join(ROOT, path), 'utf8'),
): string | null {
  if (!block.source) return 'no <!-- snippet: path --> marker above it';
  if (!existsSync(join(ROOT, block.source))) return `${block.source} does not exist`;
  return squash(read(block.source)).includes(squash(block.code)) ? null : `not found in ${block.source}`;
}

/** Every file under tests/: the test files and the helpers and models only they use. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? testFiles(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}
/** The files of tests/ other than this one. */
const TESTS = testFiles(join(ROOT, 'tests'))
  .filter((file) => !file.endsWith('testing-machines.test.ts'))
  .map((file) => readFileSync(file, 'utf8'));

/** A test file itself, or a module that the tests import (`…/<name>'`). */
const runByTests = (path: string) =>
  /^tests\/.*\.test\.tsx?$/.test(path) ||
  TESTS.some((text) =>
    text.includes(
      `/${path
        .split('/')
        .at(-1)!
        .replace(/\.tsx?$/, '')}'`,
    ),
  );

const blocks = blocksOf(DOC);
const code = blocks.filter((b) => b.lang === 'ts' || b.lang === 'tsx');

describe('docs/testing-machines.md', () => {
  it('has code blocks, each copied from a file the test suite runs', () => {
    expect(code.length).toBeGreaterThanOrEqual(8);
    for (const block of code) {
      expect(snippetProblem(block), `the block at line ${block.line}`).toBeNull();
      expect(runByTests(block.source!), `${block.source} (line ${block.line}) is run by a test`).toBe(true);
    }
    // The example is the otpCountdown machine, its model, its test and the shared helper.
    expect(new Set(code.map((b) => b.source))).toEqual(
      new Set([
        'machines/otp-countdown.machine.ts',
        'tests/machines/models/otp-countdown.model.ts',
        'tests/helpers/machine-model.ts',
        'tests/machines/otp-countdown.test.ts',
      ]),
    );
  });

  it('fails a snippet that no longer matches its source', () => {
    const block = code.find((b) => b.source === 'machines/otp-countdown.machine.ts')!;
    expect(snippetProblem({ ...block, code: block.code.replace('otpTick', 'tick') })).toMatch(/not found in/);
    expect(snippetProblem({ ...block, source: null })).toMatch(/marker/);
    expect(snippetProblem({ ...block, source: 'machines/nothing.machine.ts' })).toMatch(/does not exist/);
  });

  it('runs only npm scripts and test files that exist', () => {
    const scripts = (
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const shell = blocks.filter((b) => b.lang === 'sh');
    expect(shell.length).toBeGreaterThan(0);
    for (const line of shell.flatMap((b) => b.code.split('\n')).filter((l) => l.trim())) {
      const run = /^npm run ([\w:-]+)(?: -- ([\w-]+))?$/.exec(line);
      const vitest = /^npx vitest run (.+)$/.exec(line);
      expect(run !== null || vitest !== null, line).toBe(true);
      if (run) expect(scripts, line).toHaveProperty([run[1]!]);
      // `npm run coverage:machines -- <machine>`: a machine the coverage script knows.
      if (run?.[2]) {
        expect(run[1], line).toBe('coverage:machines');
        expect(
          registry.map((r) => r.file),
          line,
        ).toContain(run[2]);
      }
      if (vitest) for (const path of vitest[1]!.split(/\s+/)) expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it('shows how to check one machine: its test file and its coverage', () => {
    const commands = blocks.filter((b) => b.lang === 'sh').map((b) => b.code.trim());
    expect(commands).toContain(
      'npx vitest run tests/machines/otp-countdown.test.ts\nnpm run coverage:machines -- otp-countdown',
    );
  });

  it('states the actors files’ naming rule, and every actors file follows it (the example too)', () => {
    expect(DOC).toContain('`<id>Implementations(port)`');
    expect(DOC).toContain('`live<Id>Machine(port)`');
    expect(DOC).toContain('`otpCountdownImplementations` and\n   `liveOtpCountdownMachine`');
    const ids = new Set(registry.map((r) => r.machine.id));
    const dir = join(ROOT, 'src/actors');
    const live: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.actors.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [, name] of text.matchAll(/export function live(\w+)Machine\(/g)) {
        const id = name!.charAt(0).toLowerCase() + name!.slice(1);
        live.push(id);
        expect(ids.has(id), `live${name}Machine in ${file}: a machine with id '${id}'`).toBe(true);
        expect(text, `${file} exports ${id}Implementations`).toMatch(
          new RegExp(`export function ${id}Implementations\\(`),
        );
      }
    }
    expect(live).toContain('otpCountdown');
  });

  it('shows the coverage the example really has, as `npm run coverage:machines -- otp-countdown` prints it', () => {
    const table = coverageTable([machineCoverage('otp-countdown', [otpCountdownModel])]);
    const shown = blocks
      .find((b) => b.lang === 'text')!
      .code.trim()
      .split('\n');
    expect(shown).toEqual(table);
  });
});
