/**
 * What counts as foreign in a /flows text shown in th-TH: Latin words that are neither a name the
 * Thai glossary keeps in Latin letters nor code (a machine's ids, API calls, routes, constants).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineInfo } from '../../src/features/flows/machine-info';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { LATIN_NAMES } from '../../src/i18n/glossary.th';
import { withoutLatinNames } from './catalogs';

const ROOT = join(import.meta.dirname, '../..');

/** Every id a machine page shows (states, tags, events, …), and the API calls the descriptions name. */
export function codeIds(): Set<string> {
  const ids = new Set<string>();
  for (const machine of FLOW_MACHINES) {
    const info = machineInfo(machine);
    ids.add(machine.id);
    for (const list of [
      info.states.map((s) => s.id),
      info.states.flatMap((s) => s.tags),
      info.events.map((e) => e.type),
      info.intents.map((i) => i.type),
      info.delays.map((d) => d.name),
      info.guards.map((g) => g.name),
      info.actors.map((a) => a.name),
    ])
      for (const id of list) for (const part of [id, ...id.split('.')]) ids.add(part);
  }
  for (const m of readFileSync(join(ROOT, 'contract/openapi.yaml'), 'utf8').matchAll(/operationId: (\w+)/g))
    ids.add(m[1]!);
  return ids;
}

/**
 * The Latin words of `text` that are neither a glossary name nor code: ICU arguments, `quoted` code, routes
 * and identifiers (camelCase, digits, `_`, `=`, `.`) are code.
 */
export function foreignWords(text: string, ids: ReadonlySet<string>): string[] {
  const words = text
    .replace(/'?\{[^{}]*\}'?/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/(^|[\s(])\/\S*/g, ' ')
    .match(/[A-Za-z][\w=<>*.\-/+]*/g);
  return (words ?? [])
    .map((w) => w.replace(/[.-]+$/, ''))
    .filter(
      (w) =>
        !LATIN_NAMES.includes(w) && !ids.has(w) && !/[a-z][A-Z]|[0-9_=<>*/]|\.\w/.test(w) && !/^[A-Z][A-Z_]+$/.test(w),
    );
}

/**
 * The Latin words of a Thai text but the names the glossary keeps in Latin letters (VIP, LINE, QR, API, …): for
 * the texts of /flows that are not code (sample labels, the words around the ids), where no id may stand either.
 */
export const latinWords = (text: string): string[] => withoutLatinNames(text).match(/[A-Za-z]+/g) ?? [];
