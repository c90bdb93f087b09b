/**
 * What a machine says about itself, read from its definition: the root's `description` (what it is for)
 * and `meta` (machines/machine-meta.ts: the intents it emits, the docs page of its area). `npm run flows`
 * (docs/flows), `npm run flows:review` and the /flows page read them with these functions.
 */
import type { AnyStateMachine } from 'xstate';
import type { DocsPage, MachineMeta } from '../../machines/machine-meta';

/** The machine's purpose: its root `description` ("" when it has none). */
export const purposeOf = (machine: Pick<AnyStateMachine, 'root'>): string => (machine.root.description ?? '').trim();

/** The intents the machine's `meta` lists as emitted (none when it has no meta). */
export const emittedOf = (machine: Pick<AnyStateMachine, 'root'>): readonly string[] =>
  (machine.root.meta as Partial<MachineMeta> | undefined)?.emitted ?? [];

/** The docs page of the machine's area, from its `meta` (null when it has none). */
export const docsOf = (machine: Pick<AnyStateMachine, 'root'>): DocsPage | null =>
  (machine.root.meta as Partial<MachineMeta> | undefined)?.docs ?? null;

/** `machines/<file>.machine.ts` → the machine id the house gives it (kebab-case file, camelCase id). */
export const machineIdOfFile = (file: string): string =>
  file
    .replace(/^.*\//, '')
    .replace(/\.machine\.ts$/, '')
    .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
