/** The samples the simulator runs a machine with (machines/samples/), or none for a machine without any. */
import type { AnyStateMachine } from 'xstate';
import { FLOW_SAMPLES } from '../../../machines/samples';
import { NO_INPUT } from '../../../machines/samples/common';
import type { FlowSamples } from '../../../machines/samples/sample-types';

/** A machine without samples: no input, no actor outcomes (its invoked actors can still fail). */
const NO_SAMPLES: FlowSamples = { inputs: NO_INPUT, actors: {}, events: {} };

export const samplesOf = (machine: Pick<AnyStateMachine, 'id'>): FlowSamples => FLOW_SAMPLES[machine.id] ?? NO_SAMPLES;
