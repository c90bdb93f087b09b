import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (tests/e2e): Debian Chromium through playwright-core against the real server that
 * scripts/test.mjs starts (E2E_BASE_URL). One file at a time: they share one server and its database.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
