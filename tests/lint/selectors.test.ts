/**
 * The rule of eslint.config.js that keeps a view from selecting a whole snapshot (`useSelector(flow, (s) => s)`):
 * it fails on an identity selector in src/ and passes on a selector of one value, run through the repo's own config.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FILE = join(ROOT, 'src/features/__selector_fixture__.tsx');

let eslint: ESLint;

beforeAll(() => {
  // The linted module does not exist on disk, and import/no-cycle needs a real file to start its walk from.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
});

async function selectorProblems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: FILE });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header = `import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
declare const useSession: <T>(selector: (s: { context: { user: unknown } }) => T) => T;
export function useView(flow: AnyActorRef) {
`;

describe('a view never selects a whole snapshot', () => {
  it.each([
    ['useSelector(flow, (s) => s)', 'useSelector(flow, (s) => s)'],
    ['useSelector(flow, (state) => state)', 'useSelector(flow, (state) => state)'],
    ['useSession((s) => s)', 'useSession((s) => s)'],
  ])('%s fails', async (_, call) => {
    expect(await selectorProblems(`${header}  return ${call};\n}\n`)).toEqual([
      'Select a value, not the whole snapshot: use a selector or tag the machine exports.',
    ]);
  });

  it.each([
    ['a tag', "useSelector(flow, (s) => s.hasTag('busy'))"],
    ['a context field', 'useSelector(flow, (s) => s.context.error)'],
    ['a session field', 'useSession((s) => s.context.user)'],
  ])('selecting %s passes', async (_, call) => {
    expect(await selectorProblems(`${header}  return ${call};\n}\n`)).toEqual([]);
  });
});
