import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (tests/e2e): Debian Chromium through playwright-core against the real server that
 * scripts/test.mjs starts (E2E_BASE_URL). Two files at a time on the two-core box (E2E_WORKERS to change it): a
 * browser test mostly waits, yet three at a time made the whole run no faster on a quiet box (2026-12-06: npm
 * test 1,121 s against 1,125 s with two) and three tests missed their waits. The files share one server and its
 * database, so every file works with players of its own, each context with a client address of its own
 * (tests/helpers/e2e.ts), and a test that moves the server's clock starts its own server.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS) || 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
