/**
 * `npm run coverage:machines`: for every machine, the reachable states and transitions (explored with
 * xstate/graph over its test models) and how many of them the generated path tests really visit when
 * replayed on a live actor. Exits 1 below 100 %.
 */
import { coverage } from '../tests/helpers/machine-model';
import { registry } from '../tests/machines/models/registry';

let incomplete = false;
const rows: string[][] = [['machine', 'model', 'states', 'transitions']];
for (const entry of registry) {
  for (const model of entry.models) {
    const row = coverage(model);
    const pct = (a: number, b: number) => `${a}/${b} (${b === 0 ? 100 : Math.floor((a / b) * 1000) / 10}%)`;
    if (row.statesVisited < row.states || row.transitionsVisited < row.transitions) incomplete = true;
    rows.push([
      entry.file,
      model.name,
      pct(row.statesVisited, row.states),
      pct(row.transitionsVisited, row.transitions),
    ]);
  }
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i]!)).join('  '));
console.log(
  incomplete ? '\nSome states or transitions are not visited.' : '\nEvery reachable state and transition is visited.',
);
process.exitCode = incomplete ? 1 : 0;
