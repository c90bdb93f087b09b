/**
 * `npm run coverage:machines [-- <machine> …]`: for every machine of machines/ (or the ones named: the file
 * name, `otp-countdown`, or the id, `otpCountdown`), how much of its own definition the generated path
 * tests take when they run on the real machine — its states, its transitions (every candidate of an event
 * in a state, `after` delays and `always` included) and both outcomes of every guard — and the items no path
 * takes, by name. The count is of the definition, not of the graph a test model explores: an event a model
 * forgets leaves its transitions untaken. Items no path can take are declared, with a reason, in
 * tests/machines/models/coverage-exclusions.ts. Exits 1 below 100 % of what is reachable (or on a stale
 * exclusion), 2 on an unknown machine name.
 */
import { coverageTable, machineCoverage, type MachineCoverage } from '../tests/helpers/machine-model';
import { coverageExclusions } from '../tests/machines/models/coverage-exclusions';
import { registry } from '../tests/machines/models/registry';

const names = process.argv.slice(2).filter((a) => a !== '--');
const known = (name: string) => registry.find((r) => r.file === name || r.machine.id === name);
const unknown = names.filter((n) => !known(n));
if (unknown.length > 0) {
  console.error(`Unknown machine ${unknown.join(', ')}. Machines: ${registry.map((r) => r.file).join(', ')}`);
  process.exit(2);
}
const entries = names.length > 0 ? names.map((n) => known(n)!) : registry;
const unknownExclusions = Object.keys(coverageExclusions).filter((file) => !registry.some((r) => r.file === file));

const rows: MachineCoverage[] = [];
const notes: string[] = [];
let incomplete = unknownExclusions.length > 0;
const started = Date.now();
for (const entry of entries) {
  const row = machineCoverage(entry.file, entry.models, coverageExclusions[entry.file]);
  rows.push(row);
  if (row.missing.length > 0 || row.staleExclusions.length > 0) incomplete = true;
  for (const item of row.missing) notes.push(`${entry.file}: no path takes ${item}`);
  for (const item of row.staleExclusions)
    notes.push(`${entry.file}: stale exclusion (not in the definition, or taken): ${item}`);
}
for (const file of unknownExclusions) notes.push(`exclusions name an unknown machine: ${file}`);
for (const line of coverageTable(rows)) console.log(line);
if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
console.log(
  `\n${
    incomplete
      ? 'Not every reachable state, transition and guard outcome is taken.'
      : 'Every reachable state, transition and guard outcome is taken.'
  } (${entries.length} machine${entries.length === 1 ? '' : 's'}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exitCode = incomplete ? 1 : 0;
