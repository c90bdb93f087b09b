import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (tests/e2e): Debian Chromium through playwright-core against the real server that
 * scripts/test.mjs starts (E2E_BASE_URL). Two files at a time (the box has two cores and a browser test mostly
 * waits): they share one server and its database, so every file works with players of its own, each context
 * with a client address of its own (tests/helpers/e2e.ts), and a test that moves the server's clock starts its
 * own server.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
