import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
