/**
 * The unit run waits for the dynamic imports a file started before its environment goes
 * (scripts/settle-dynamic-imports.ts, tests/helpers/dom-setup.ts).
 */
import { describe, expect, it } from 'vitest';
import { preloadPageTable } from '../../src/app/routes';
import { SETTLE_WRAP, wrapDynamicImports } from '../../scripts/settle-dynamic-imports';

describe('wrapDynamicImports', () => {
  it('wraps each import(), nested ones too, and keeps the rest of the text and its lines', async () => {
    const code = [
      'const title = "หน้าแรก";',
      "const page = () => import('./page').then((m) => import(m.next));",
      'const n = 1; // import(x) in a comment is not code',
    ].join('\n');
    const out = await wrapDynamicImports(code);
    expect(out).toBe(
      [
        'const title = "หน้าแรก";',
        `const page = () => ${SETTLE_WRAP}import('./page')).then((m) => ${SETTLE_WRAP}import(m.next)));`,
        'const n = 1; // import(x) in a comment is not code',
      ].join('\n'),
    );
  });

  it('leaves code without a dynamic import alone', async () => {
    expect(await wrapDynamicImports("import { a } from './a';\nexport const b = a;")).toBeNull();
    expect(await wrapDynamicImports('const s = "import(";')).toBeNull();
  });
});

describe('the unit run', () => {
  it("hands the app's dynamic imports to the settle hook", async () => {
    const original = globalThis.__settleImport;
    const seen: Promise<unknown>[] = [];
    globalThis.__settleImport = (load) => {
      seen.push(load);
      return original(load);
    };
    try {
      await preloadPageTable();
    } finally {
      globalThis.__settleImport = original;
    }
    expect(seen).toHaveLength(1);
  });
});
