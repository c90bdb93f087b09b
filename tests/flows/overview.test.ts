/**
 * The overview level of a diagram (issue 27 §2, src/lib/flow-diagram.ts): top-level states only, each
 * compound state one box counting the states inside it, transitions crossing its border drawn to or from
 * the box, its inner ones and every state's own loops left out, one arrow per pair of boxes; a state opened
 * (clicked, or holding the highlighted state) is drawn with its children.
 */
import { describe, expect, it } from 'vitest';
import { depositMachine } from '../../machines/deposit.machine';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { holdingStates } from '../../src/features/flows/diagram-view';
import { nodeStateId } from '../../src/features/flows/running-states';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { flowsOf } from '../../src/lib/flow-diagram';

const arrows = (text: string) => text.split('\n').filter((line) => line.includes(' --> '));

describe('the overview of a machine', () => {
  it('draws deposit with paying and done collapsed, counting what is inside', () => {
    const overview = flowsOf(depositMachine, { expanded: new Set() });
    expect(overview.collapsed).toEqual(['paying', 'done']);
    expect(overview.mermaid).toContain('state "paying (+2)" as paying\n');
    expect(overview.mermaid).toContain('state "done (+3)" as done\n');
    expect(overview.mermaid).toContain('class paying,done collapsed');
    expect(overview.mermaid).not.toMatch(/paying__open|done__promo|note right of/);
    // Crossing transitions end at the box; the countdown tick inside paying and choosing's own loops are gone.
    expect(arrows(overview.mermaid)).toContain('  creating --> paying : createOrder done');
    expect(arrows(overview.mermaid)).toContain('  checking --> waiting : checkOrder done/failed');
    expect(arrows(overview.mermaid).filter((line) => /^\s*(\w+) --> \1 /.test(line))).toEqual([]);
    // The machine's own events stay (drawn on "(any state)").
    expect(flowsOf(heartbeatMachine, { expanded: new Set() }).mermaid).toContain(
      'any_state --> any_state : heartbeat.game',
    );
    // One arrow per pair.
    const pairs = arrows(overview.mermaid).map((line) => line.split(' : ')[0]);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('opens the states asked for, and the whole chart is unchanged', () => {
    const opened = flowsOf(depositMachine, { expanded: new Set(['paying']) });
    expect(opened.collapsed).toEqual(['done']);
    expect(opened.mermaid).toContain('state "open" as paying__open');
    expect(arrows(opened.mermaid)).toContain('  creating --> paying : createOrder done');
    const whole = flowsOf(depositMachine);
    expect(whole.collapsed).toEqual([]);
    expect(whole.mermaid).toBe(flowsOf(depositMachine, { expanded: 'all' }).mermaid);
    expect(whole.mermaid).toContain('paying__open --> paying__open : after 1 s [isCountingDown]');
  });

  it('has fewer boxes than the whole chart for every machine with compound states', () => {
    for (const machine of FLOW_MACHINES) {
      const overview = flowsOf(machine, { expanded: new Set() });
      const whole = flowsOf(machine);
      if (overview.collapsed.length) expect(overview.stateCount, machine.id).toBeLessThan(whole.stateCount);
      else expect(overview.stateCount, machine.id).toBe(whole.stateCount);
    }
  });
});

describe('the viewer’s helpers', () => {
  it('names the compound states that hold a state value', () => {
    expect(holdingStates('choosing')).toEqual([]);
    expect(holdingStates({ paying: 'open' })).toEqual(['paying']);
    expect(holdingStates({ member: { ready: 'idle' }, other: 'x' })).toEqual(['member', 'member.ready', 'other']);
  });

  it('reads a drawn node’s state id from its element id', () => {
    expect(nodeStateId('flow-deposit-3-state-paying__open-21')).toBe('paying__open');
    expect(nodeStateId('flow-deposit-3-state-paying-46')).toBe('paying');
    expect(nodeStateId('flow-deposit-3-edge12')).toBeNull();
  });
});

describe('the notes of the whole chart', () => {
  it('are the code’s descriptions, or the reader’s language when asked', () => {
    expect(flowsOf(depositMachine).mermaid).toContain('The QR countdown reached zero');
    const thai = flowsOf(depositMachine, { describe: (state, english) => `${state}: ${english.length}` });
    expect(thai.mermaid).toMatch(/note right of paying__expired\n {4}paying.expired \d+\n/);
    expect(thai.mermaid).not.toContain('The QR countdown reached zero');
  });
});
