import { defineConfig } from 'vitest/config';

/**
 * Browser end-to-end tests (tests/e2e): Debian Chromium through playwright-core against the real server that
 * scripts/test.mjs starts (E2E_BASE_URL). Three files at a time on the two-core box (E2E_WORKERS to change it).
 * While every Chromium window loaded the address bar's popup pages (1.2 s of CPU per context, scripts/chromium.ts)
 * the browser part was CPU-bound and a third file did not help (2026-12-06: npm test 1,121 s against 1,125 s with
 * two, and three tests missed their waits). Without them the two cores were idle 30 % of it with two files;
 * 2026-12-07, quiet box, one run each: 481 s with two, 403 s with three, no failure. The files share one server and its
 * database, so every file works with players of its own, each context with a client address of its own
 * (tests/helpers/e2e.ts), and a test that moves the server's clock starts its own server.
 *
 * The files a worker runs share its modules and its Chromium (`isolate: false`, tests/helpers/e2e.ts
 * `workerBrowser`): no file mocks modules or changes the environment, and each opens contexts of its own. A
 * process and a browser per file cost about 35 launches of both.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    isolate: false,
    // A test that fails is tried once more (E2E_RETRY to change it): on the shared two-core box a browser test can
    // miss a wait now and then. It counts as passed, and scripts/test.mjs names it as flaky with its first
    // failure, so the race stays in sight. A test that fails twice fails the run.
    retry: Number(process.env.E2E_RETRY ?? 1),
    maxWorkers: Number(process.env.E2E_WORKERS) || 3,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    // Whole values in a failure's message (an axe violation's nodes, not "…(3)"): the run's summary and CI show it.
    chaiConfig: { truncateThreshold: 0 },
  },
});
