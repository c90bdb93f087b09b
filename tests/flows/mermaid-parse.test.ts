// @vitest-environment jsdom
/**
 * Every drawn machine's diagram is Mermaid that Mermaid itself accepts (a parse error shows "the diagram
 * could not be drawn" on /flows and breaks docs/flows on GitHub), with and without a highlighted state, at
 * both levels (every state, the overview).
 */
import mermaid from 'mermaid';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode, StateValue } from 'xstate';
import { flowsOf } from '../../src/lib/flow-diagram';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { highlighted } from '../../src/features/flows/running-states';
import { holdingStates } from '../../src/features/flows/diagram-view';
import { descriptionId } from '../../src/features/flows/machine-text';
import { parsePo } from '../helpers/catalogs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const THAI = parsePo(readFileSync(join(import.meta.dirname, '../../src/i18n/locales/th-TH/flows-docs.po'), 'utf8'));

/** The state value of a node's initial states (every region of a parallel node). */
function initialValue(node: AnyStateNode): StateValue {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  if (node.type === 'parallel') return Object.fromEntries(children.map((c) => [c.key, initialValue(c)]));
  const first = node.initial?.target[0] as AnyStateNode | undefined;
  if (!first) return {};
  return Object.keys(first.states).length ? { [first.key]: initialValue(first) } : first.key;
}

describe('Mermaid accepts every diagram', () => {
  it.each(FLOW_MACHINES.map((m) => [m.id, m] as const))('%s', async (_, machine) => {
    const { mermaid: text } = flowsOf(machine);
    await expect(mermaid.parse(text)).resolves.toBeTruthy();
    const initial = highlighted(text, initialValue(machine.root));
    expect(initial).toContain('class ');
    await expect(mermaid.parse(initial)).resolves.toBeTruthy();
    // The overview level too: every compound state collapsed, and with the initial state's parents open.
    const overview = flowsOf(machine, { expanded: new Set() });
    await expect(mermaid.parse(overview.mermaid)).resolves.toBeTruthy();
    // The whole chart with its notes in Thai (as /flows draws it for a Thai reader).
    const thai = flowsOf(machine, { describe: (state) => THAI.get(descriptionId(machine.id, state)) ?? '' });
    await expect(mermaid.parse(thai.mermaid)).resolves.toBeTruthy();
    const opened = flowsOf(machine, { expanded: new Set(holdingStates(initialValue(machine.root))) });
    await expect(mermaid.parse(highlighted(opened.mermaid, initialValue(machine.root)))).resolves.toBeTruthy();
  });
});
