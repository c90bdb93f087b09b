#!/usr/bin/env node
/**
 * `npm run test:dates`: the date matrix (scripts/test-clock.mjs DATE_MATRIX) — the date-sensitive tests
 * (`npm test -- --date=<instant> --date-sensitive`) once per date, one after another. `-- --ci` runs only the
 * two dates CI runs; other arguments (instants) name the dates to run instead. Prints each date's counts and a
 * last line `N passed, N failed` summing them; exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CI_DATES, DATE_MATRIX } from './test-clock.mjs';

const test = fileURLToPath(new URL('./test.mjs', import.meta.url));
const argv = process.argv.slice(2);
const named = argv.filter((a) => !a.startsWith('--'));
const dates = named.length > 0 ? named : argv.includes('--ci') ? CI_DATES : DATE_MATRIX.map((d) => d.at);

const results = [];
for (const at of dates) {
  console.log(`\n[test:dates] ${at} ${DATE_MATRIX.find((d) => d.at === at)?.what ?? ''}`);
  const run = spawnSync(process.execPath, [test, `--date=${at}`, '--date-sensitive'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  const line = (run.stdout ?? '').match(/^(\d+) passed, (\d+) failed$/m);
  const passed = line ? Number(line[1]) : 0;
  let failed = line ? Number(line[2]) : 1;
  if (run.status !== 0 && failed === 0) failed = 1;
  // test.mjs names each failure (`    ✗ …`) and flaky test (`    ~ …`) under its counts; they are repeated below,
  // where a log cut to its tail still shows them.
  const failures = (run.stdout ?? '').split('\n').filter((l) => /^\s+[✗~] /.test(l));
  results.push({ at, passed, failed, failures });
}
console.log('\n[test:dates] results per date');
for (const r of results) {
  console.log(`  ${r.at}  passed ${r.passed}, failed ${r.failed}`);
  for (const f of r.failures) console.log(f.replace(/([✗~]) /, `$1 ${r.at} `));
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
