/**
 * A simulation as a shareable link: the machine, its input (a sample's name) and the steps
 * (events with their payloads, the outcomes picked for invoked actors, the fast-forwards), so a reviewer can
 * send "this path is wrong" and an engineer opens exactly that state — and tests/helpers/flow-link.ts can
 * replay the same link as a vitest case.
 *
 * The code is URL-safe and versioned: `1.` + base64url(UTF-8 JSON of [machine, input, steps]); a step is
 * ["e", type, payload?] | ["d", actor, outcome] | ["f", actor, kind, errcode?] | ["w", ms]. Decoding checks
 * the shape and says what is wrong; replaying (simulator-engine.ts `replay`) checks each step can be taken.
 * The link is `/flows/<machine>?view=simulate&sim=<code>` (contract/paths.ts flowsMachine).
 */
import type { EventObject } from 'xstate';
import { flowsMachine } from '../../../contract/paths';
import { FAILURE_KINDS, type FailureKind, type Step, type Why } from './simulator-engine';

export const FLOW_LINK_VERSION = 1;
/** The query parameter holding the code. */
export const FLOW_LINK_PARAM = 'sim';
/** Longer codes are refused (a link is for a path a person clicked, not a dump). */
const MAX_CODE_LENGTH = 16_000;
const MAX_STEPS = 500;

export interface FlowLink {
  readonly machine: string;
  readonly input: string;
  readonly steps: readonly Step[];
}

/**
 * A link that cannot be read: what is wrong in English words (tests, scripts) and `why` for the page — most
 * damage reads as one reason to a person ("cut short or altered"); the version, the length, and which step.
 */
export class FlowLinkError extends Error {
  constructor(
    reason: string,
    readonly why: Why = { id: 'damaged' },
  ) {
    super(`This simulation link cannot be read: ${reason}`);
    this.name = 'FlowLinkError';
  }
}

type Packed =
  ['e', string, Record<string, unknown>?] | ['d', string, string] | ['f', string, string, number?] | ['w', number];

function pack(step: Step): Packed {
  switch (step.t) {
    case 'event': {
      const { type, ...payload } = step.event;
      return Object.keys(payload).length ? ['e', type, payload] : ['e', type];
    }
    case 'done':
      return ['d', step.actor, step.outcome];
    case 'fail':
      return step.kind === 'business' ? ['f', step.actor, step.kind, step.errcode ?? 1] : ['f', step.actor, step.kind];
    case 'wait':
      return ['w', step.ms];
  }
}

const NAME = /^[A-Za-z0-9_.:\- ()]{1,80}$/;
const isName = (v: unknown): v is string => typeof v === 'string' && NAME.test(v);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function unpack(raw: unknown, index: number): Step {
  const where = `step ${index + 1}`;
  const why: Why = { id: 'badStep', values: { step: index + 1 } };
  if (!Array.isArray(raw) || raw.length === 0) throw new FlowLinkError(`${where} is not a step`, why);
  const [tag, a, b, c] = raw as unknown[];
  switch (tag) {
    case 'e': {
      if (!isName(a) || a.startsWith('xstate.')) throw new FlowLinkError(`${where} names no event`, why);
      if (raw.length > 3 || (b !== undefined && !isPlainObject(b)))
        throw new FlowLinkError(`${where}: the data of "${a}" is not an object`, why);
      if (b && 'type' in b) throw new FlowLinkError(`${where}: the data of "${a}" carries its own type`, why);
      return { t: 'event', event: { ...(b ?? {}), type: a } as EventObject };
    }
    case 'd':
      if (raw.length !== 3 || !isName(a) || !isName(b))
        throw new FlowLinkError(`${where} names no actor and outcome`, why);
      return { t: 'done', actor: a, outcome: b };
    case 'f': {
      if (raw.length > 4 || !isName(a)) throw new FlowLinkError(`${where} names no actor`, why);
      if (!FAILURE_KINDS.includes(b as FailureKind))
        throw new FlowLinkError(`${where}: "${String(b)}" is not a kind of failure`, why);
      if (b === 'business') {
        if (!Number.isSafeInteger(c) || c === 0)
          throw new FlowLinkError(`${where}: a business failure needs a non-zero errcode`, why);
        return { t: 'fail', actor: a, kind: 'business', errcode: c as number };
      }
      if (c !== undefined) throw new FlowLinkError(`${where}: only a business failure has an errcode`, why);
      return { t: 'fail', actor: a, kind: b as FailureKind };
    }
    case 'w':
      if (raw.length !== 2 || !Number.isSafeInteger(a) || (a as number) <= 0 || (a as number) > 86_400_000)
        throw new FlowLinkError(`${where}: a wait is a whole number of milliseconds up to a day`, why);
      return { t: 'wait', ms: a as number };
    default:
      throw new FlowLinkError(`${where} has an unknown kind "${String(tag)}"`, why);
  }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new FlowLinkError('it has characters a link code never has');
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (code.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FlowLinkError('it is not text');
  }
}

/** The link's code (the `sim` query value). */
export function encodeFlowLink(link: FlowLink): string {
  return `${FLOW_LINK_VERSION}.${toBase64Url(JSON.stringify([link.machine, link.input, link.steps.map(pack)]))}`;
}

/** Reads a code; throws a FlowLinkError saying what is wrong (version, encoding, shape of each step). */
export function decodeFlowLink(code: string): FlowLink {
  if (code.length > MAX_CODE_LENGTH) throw new FlowLinkError('it is too long', { id: 'tooLong' });
  const dot = code.indexOf('.');
  const version = dot > 0 ? code.slice(0, dot) : '';
  if (!/^\d+$/.test(version)) throw new FlowLinkError('it has no version');
  if (Number(version) !== FLOW_LINK_VERSION)
    throw new FlowLinkError(
      `it was made by version ${version} of the simulator; this one reads version ${FLOW_LINK_VERSION}`,
      { id: 'version', values: { made: version, reads: FLOW_LINK_VERSION } },
    );
  let data: unknown;
  try {
    data = JSON.parse(fromBase64Url(code.slice(dot + 1)));
  } catch (error) {
    if (error instanceof FlowLinkError) throw error;
    throw new FlowLinkError('it is cut short or altered');
  }
  if (!Array.isArray(data) || data.length !== 3)
    throw new FlowLinkError('it does not hold a machine, an input and steps');
  const [machine, input, steps] = data as unknown[];
  if (!isName(machine)) throw new FlowLinkError('it names no machine');
  if (typeof input !== 'string' || input.length === 0 || input.length > 80)
    throw new FlowLinkError('it names no input');
  if (!Array.isArray(steps)) throw new FlowLinkError('its steps are not a list');
  if (steps.length > MAX_STEPS)
    throw new FlowLinkError(`it has more than ${MAX_STEPS} steps`, { id: 'tooManySteps', values: { max: MAX_STEPS } });
  return { machine, input, steps: steps.map(unpack) };
}

/** The app address of a simulation (path and query, no origin). */
export const flowLinkHref = (link: FlowLink): string =>
  flowsMachine(link.machine, { view: 'simulate', [FLOW_LINK_PARAM]: encodeFlowLink(link) });

/** The code in an address (full URL or path with query), or null when it has none. */
export function flowLinkCode(address: string): string | null {
  const url = new URL(address, 'http://flows.invalid');
  return url.searchParams.get(FLOW_LINK_PARAM);
}
