import { defineConfig } from 'vitest/config';

/**
 * Unit, machine, view and server tests. View tests opt into jsdom with a `@vitest-environment jsdom`
 * docblock; browser e2e runs separately (vitest.e2e.config.ts) against `npm start`'s server.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
