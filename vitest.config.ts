import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { settleDynamicImports } from './scripts/settle-dynamic-imports.ts';

const TESTS = ['tests/**/*.test.{ts,tsx}'];
const NOT_UNIT = ['tests/e2e/**', 'node_modules/**'];

/**
 * Test files that change what a later file in the same worker would see run isolated (a module graph of their
 * own): those that mock modules (`vi.mock`, `vi.doMock`), and those that stub a global or an environment variable
 * (`vi.stubGlobal`, `vi.stubEnv`) without restoring it (`vi.unstubAllGlobals`, `vi.unstubAllEnvs`). Every other
 * file shares its worker's modules with the files before it. Found by reading the files, so a new file that mocks
 * is isolated without being listed.
 */
function hasSideEffects(source: string): boolean {
  if (/\bvi\.(mock|doMock)\(/.test(source)) return true;
  if (/\bvi\.stubGlobal\(/.test(source) && !/\bvi\.unstubAllGlobals\(/.test(source)) return true;
  return /\bvi\.stubEnv\(/.test(source) && !/\bvi\.unstubAllEnvs\(/.test(source);
}

const ISOLATED = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'))
  .filter((file) => hasSideEffects(readFileSync(file, 'utf8')))
  .sort();

/**
 * Unit, machine, view and server tests. View tests opt into jsdom with a `@vitest-environment jsdom`
 * docblock; browser e2e runs separately (vitest.e2e.config.ts) against `npm start`'s server.
 *
 * Isolation: by default vitest imports every file's modules afresh (React, XState, the server and its contract
 * compiled by Ajv, the catalogs): about a third of the unit run's CPU went to that. Files without side effects
 * on shared state (above) run without it (`isolate: false`). 2026-12-06, 197 files on the two-core box: every file
 * isolated 383 s (677 s of CPU), every file shared 274 s (452 s), this split 288 s (488 s). Each file still gets
 * its own environment (jsdom) and its own servers and databases.
 */
export default defineConfig({
  plugins: [react(), lingui({ failOnCompileError: true }), settleDynamicImports()],
  test: {
    environment: 'node',
    setupFiles: ['tests/helpers/dom-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: one file at a time on a two-core box, with the other
    // core mostly idle. Two files at a time (each fork is its own process, its own database and servers).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/unit.json' },
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: [...NOT_UNIT, ...ISOLATED], isolate: false } },
      ...(ISOLATED.length > 0
        ? [{ extends: true as const, test: { name: 'isolated', include: ISOLATED, isolate: true } }]
        : []),
    ],
  },
});
