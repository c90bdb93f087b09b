/**
 * Lints openapi.yaml with Redocly's rule engine (the library behind `redocly lint`, already a dependency of
 * openapi-typescript) using the "recommended" rule set. Exits 1 on any error or warning.
 */
import { createConfig, formatProblems, getTotals, lint } from '@redocly/openapi-core';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // Every operation is POST /app/v1/<name>; an id per call name is the convention, not a path fragment.
    'operation-operationId-url-safe': 'error',
    // Public vs authenticated is expressed per operation; anonymous ones declare `security: []`.
    'security-defined': 'error',
    'no-server-example.com': 'error',
    'info-license': 'error',
  },
});
const problems = await lint({ ref: 'contract/openapi.yaml', config });
const totals = getTotals(problems);
formatProblems(problems, { format: 'codeframe', totals, version: 'openapi-core' });
if (totals.errors + totals.warnings > 0) {
  process.exitCode = 1;
} else {
  console.log('openapi.yaml: valid, no lint problems.');
}
