import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit, machine, view and server tests. View tests opt into jsdom with a `@vitest-environment jsdom`
 * docblock; browser e2e runs separately (vitest.e2e.config.ts) against `npm start`'s server.
 */
export default defineConfig({
  plugins: [react(), lingui({ failOnCompileError: true })],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
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
  },
});
