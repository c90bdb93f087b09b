/**
 * A shared simulation link as a vitest case (issue 16 §2): a reviewer copies the /flows simulator's link
 * ("this path is wrong"), an engineer pastes it into a test — `flowLinkCase(link, expected)` replays its steps
 * on the real machine with the same samples and stand-ins as the simulator and asserts the state it lands
 * in. A link that no longer replays (a sample renamed, an event no longer taken) fails with the reason.
 */
import { expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { FLOW_SAMPLES } from '../../machines/samples';
import { decodeFlowLink, flowLinkCode } from '../../src/features/flows/flow-link';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { replay, type Simulation } from '../../src/features/flows/simulator-engine';
import { samplesOf } from '../../src/features/flows/simulator-samples';

/** Replays a shared link (a full URL, a path with its query, or the bare code); throws what is wrong. */
export function replayFlowLink(address: string): Simulation {
  const code = address.includes('?') || address.includes('/') ? flowLinkCode(address) : address;
  if (!code) throw new Error(`${address} carries no simulation (no sim= parameter)`);
  const link = decodeFlowLink(code);
  const machine = FLOW_MACHINES.find((m) => m.id === link.machine);
  if (!machine) throw new Error(`the link names the machine "${link.machine}", which /flows does not have`);
  if (!(link.machine in FLOW_SAMPLES) && link.input !== 'default')
    throw new Error(`the ${link.machine} machine has no samples`);
  return replay(machine, samplesOf(machine), link.input, link.steps);
}

/** Registers a test: the link replays and lands in `expected` (a state value, or its dotted text). */
export function flowLinkCase(name: string, address: string, expected: StateValue): void {
  it(name, () => {
    const sim = replayFlowLink(address);
    try {
      expect(sim.snapshot.status).toBe('active');
      expect(sim.snapshot.value).toEqual(expected);
    } finally {
      sim.stop();
    }
  });
}
