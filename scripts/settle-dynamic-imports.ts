/**
 * The unit run's (vitest.config.ts) wrap of every dynamic `import()` of the project's own modules in
 * `globalThis.__settleImport` (tests/helpers/dom-setup.ts), which records the load so the test file waits for it
 * before vitest tears its environment down.
 *
 * Why: a lazy page or catalog still loading when a file ended made the module runner refuse the rest of that load
 * ("Cannot load … after the environment was torn down"), and with `isolate: false` the refused module then failed
 * every later file of that worker that imported it (CI, 2026-12-07: ten view tests in four files, all importing
 * the home page, under the date matrix's load).
 */
import { parseAstAsync, type Plugin } from 'vite';

type AstNode = { type?: string; start: number; end: number; [key: string]: unknown };

/** What each dynamic import becomes the argument of; without the hook (outside vitest) the load itself. */
export const SETTLE_WRAP = '(globalThis.__settleImport ?? ((p) => p))(';

/** `code` with each `import(…)` wrapped, or null when it has none. */
export async function wrapDynamicImports(code: string): Promise<string | null> {
  if (!code.includes('import(')) return null;
  const found: AstNode[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as AstNode;
    if (n.type === 'ImportExpression') found.push(n);
    for (const key in n) if (key !== 'type') walk(n[key]);
  };
  walk(await parseAstAsync(code));
  if (found.length === 0) return null;
  // Insertions at the original offsets, the last first, so every earlier offset still holds (an import inside
  // another's argument included). No line moves, so stack traces keep their line numbers.
  const inserts = found.flatMap((n) => [
    { at: n.start, text: SETTLE_WRAP },
    { at: n.end, text: ')' },
  ]);
  let out = code;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** The plugin: the project's modules only, after TypeScript and JSX are compiled away (a normal-order plugin). */
export function settleDynamicImports(): Plugin {
  return {
    name: 'test:settle-dynamic-imports',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      const out = await wrapDynamicImports(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
