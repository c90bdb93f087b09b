/**
 * The TSDoc header of every machine file, by machine id, read at build time (Vite's import.meta.glob of the
 * files' text): the browser cannot read machines/ at run time. Only the /flows pages import this module, so
 * the text ships in their chunk alone.
 */
import { headerOf, machineIdOfFile } from '../../lib/machine-doc';

const sources = import.meta.glob<string>('../../../machines/*.machine.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HEADERS: ReadonlyMap<string, string> = new Map(
  Object.entries(sources).map(([file, text]) => [machineIdOfFile(file), headerOf(text)]),
);

/** The header of the machine with `id` ("" when its file is not named after it). */
export const machineHeader = (id: string): string => HEADERS.get(id) ?? '';
