/**
 * The /flows simulator's engine (simulator-engine.ts), its links (flow-link.ts) and shortest paths
 * (simulator-paths.ts), on the real deposit machine with its samples.
 */
import { describe, expect, it } from 'vitest';
import { depositMachine } from '../../machines/deposit.machine';
import { loginMachine } from '../../machines/login.machine';
import { depositSamples } from '../../machines/samples/deposit.samples';
import { loginSamples } from '../../machines/samples/auth.samples';
import {
  decodeFlowLink,
  encodeFlowLink,
  FlowLinkError,
  flowLinkCode,
  flowLinkHref,
  type FlowLink,
} from '../../src/features/flows/flow-link';
import {
  replay,
  Simulation,
  StepClock,
  StepError,
  stepText,
  type Step,
} from '../../src/features/flows/simulator-engine';
import { shortestPaths, valueText } from '../../src/features/flows/simulator-paths';
import { samplesOf } from '../../src/features/flows/simulator-samples';
import { sessionMachine } from '../../machines/session.machine';
import { customerServiceMachine } from '../../machines/customer-service.machine';

const TO_QR: Step[] = [
  { t: 'event', event: { type: 'channel.select', id: 2 } },
  { t: 'event', event: { type: 'amount.change', value: '300' } },
  { t: 'event', event: { type: 'deposit.submit' } },
  { t: 'wait', ms: 300 },
  { t: 'done', actor: 'createOrder', outcome: 'QR order' },
];

describe('simulator engine', () => {
  it('runs the real machine: events, delays on the clock, actor outcomes, intents recorded', () => {
    const sim = new Simulation(depositMachine, depositSamples, 'plain');
    expect(sim.snapshot.value).toBe('choosing');
    expect(sim.view().events.map((e) => [e.type, e.enabled])).toEqual([
      ['channel.select', true],
      ['amount.change', true],
      ['amount.preset', true],
      ['purchase.cancel', false],
      ['deposit.submit', true],
    ]);
    for (const step of TO_QR.slice(0, 3)) sim.apply(step);
    expect(sim.snapshot.value).toBe('debouncing');
    expect(sim.view().timers).toEqual([{ remaining: 300, moves: [{ from: 'debouncing', to: ['creating'] }] }]);
    sim.apply({ t: 'wait', ms: 299 });
    expect(sim.snapshot.value).toBe('debouncing');
    sim.apply({ t: 'wait', ms: 1 });
    expect(sim.view().pending).toEqual([
      expect.objectContaining({ id: 'createOrder', src: 'createOrder', errcodes: [2017, 2003], handlesDone: true }),
    ]);
    const record = sim.apply({ t: 'done', actor: 'createOrder', outcome: 'QR order' });
    expect(record.value).toEqual({ paying: 'open' });
    // The order exists: the app forgets the deposit's pending intent (its idempotency key) and keeps the order.
    expect(record.intents).toEqual([
      { kind: 'action', name: 'keepIntent', params: expect.anything() },
      { kind: 'action', name: 'rememberOrder', params: expect.anything() },
    ]);
    // The QR countdown ticks on the simulated clock only.
    sim.apply({ t: 'wait', ms: 5000 });
    expect((sim.snapshot.context as { secondsLeft: number }).secondsLeft).toBe(595);
    sim.stop();
  });

  it('a business failure reaches the machine as the API client makes it (2003: go and bind a card)', () => {
    const sim = replay(depositMachine, depositSamples, 'plain', TO_QR.slice(0, 4));
    const record = sim.apply({ t: 'fail', actor: 'createOrder', kind: 'business', errcode: 2003 });
    expect(record.value).toBe('choosing');
    // A refusal is the intent's final answer: the app forgets its key, and the player is sent to bind a card.
    expect(record.intents.map((i) => (i.kind === 'action' ? i.name : i.kind === 'emit' ? i.event.type : i.to))).toEqual(
      ['keepIntent', 'navigate', 'navigate'],
    );
    sim.stop();
  });

  it('refuses a step the machine cannot take, saying why, and keeps the run as it was', () => {
    const sim = new Simulation(depositMachine, depositSamples, 'plain');
    const notTaken = { id: 'notTaken', values: { event: 'panel.close', state: '"choosing"' } } as const;
    expect(() => sim.apply({ t: 'event', event: { type: 'panel.close' } })).toThrow(
      new StepError(0, '"panel.close" is not taken in "choosing"', notTaken),
    );
    // The page says it in the reader's language from `why` (flows.sim.why.*), not from the English message.
    expect(refusal(() => sim.apply({ t: 'event', event: { type: 'panel.close' } })).why).toEqual(notTaken);
    expect(() => sim.apply({ t: 'done', actor: 'createOrder', outcome: 'QR order' })).toThrow(/not running/);
    expect(() => sim.apply({ t: 'event', event: { type: 'xstate.done.actor.createOrder' } })).toThrow(/not an event/);
    expect(() => sim.apply({ t: 'wait', ms: 0 })).toThrow(/between 1 ms and a day/);
    expect(sim.log).toEqual([]);
    expect(sim.snapshot.value).toBe('choosing');
    expect(() => new Simulation(depositMachine, depositSamples, 'nope')).toThrow(/no input sample named "nope"/);
    sim.stop();
  });

  it('replays deterministically: undo is the same steps minus the last', () => {
    const full = replay(depositMachine, depositSamples, 'plain', TO_QR);
    const undone = replay(depositMachine, depositSamples, 'plain', TO_QR.slice(0, -1));
    expect(full.snapshot.value).toEqual({ paying: 'open' });
    expect(undone.snapshot.value).toBe('creating');
    expect(replay(depositMachine, depositSamples, 'plain', TO_QR).snapshot.context).toEqual(full.snapshot.context);
    full.stop();
    undone.stop();
  });

  it('the clock runs timeouts in the order they fall due, including ones set on the way', () => {
    const clock = new StepClock();
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      seen.push(`a@${clock.now()}`);
      clock.setTimeout(() => seen.push(`c@${clock.now()}`), 50);
    }, 100);
    const gone = clock.setTimeout(() => seen.push('never'), 10);
    clock.clearTimeout(gone);
    clock.advance(199);
    expect(seen).toEqual(['a@100', 'c@150']);
    clock.advance(1);
    expect(seen).toEqual(['a@100', 'c@150', 'b@200']);
    expect(clock.now()).toBe(200);
  });

  it('says steps in words', () => {
    expect(TO_QR.map(stepText)).toEqual([
      'channel.select (id 2)',
      'amount.change (value 300)',
      'deposit.submit',
      'after 300 ms',
      'createOrder → QR order',
    ]);
    expect(stepText({ t: 'fail', actor: 'checkOrder', kind: 'business', errcode: 2004 })).toBe(
      'checkOrder ✕ business 2004',
    );
    expect(stepText({ t: 'wait', ms: 3000 })).toBe('after 3 s');
  });
});

describe('flow links', () => {
  const link: FlowLink = {
    machine: 'deposit',
    input: 'plain',
    steps: [...TO_QR, { t: 'fail', actor: 'x', kind: 'timeout' }],
  };

  it('round-trips machine, input and steps through a URL-safe, versioned code', () => {
    const code = encodeFlowLink(link);
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeFlowLink(code)).toEqual(link);
    const href = flowLinkHref(link);
    expect(href.startsWith('/flows/deposit?view=simulate&sim=1.')).toBe(true);
    expect(flowLinkCode(`https://example.test${href}`)).toBe(code);
    // Thai text in a payload survives.
    const thai: FlowLink = { ...link, steps: [{ t: 'event', event: { type: 'field.change', value: 'สมชาย' } }] };
    expect(decodeFlowLink(encodeFlowLink(thai))).toEqual(thai);
  });

  const bad = (json: unknown) => `1.${Buffer.from(JSON.stringify(json)).toString('base64url')}`;
  it.each([
    ['', /no version/],
    ['2.abc', /version 2 of the simulator; this one reads version 1/],
    ['1.@@', /characters a link code never has/],
    ['1.abc', /not text/],
    [`1.${Buffer.from('["deposit",').toString('base64url')}`, /cut short or altered/],
    [bad({ a: 1 }), /machine, an input and steps/],
    [bad(['deposit', 'plain', [['x']]]), /step 1 has an unknown kind "x"/],
    [bad(['deposit', 'plain', [['e', 'xstate.init']]]), /step 1 names no event/],
    [bad(['deposit', 'plain', [['e', 'a', [1]]]]), /data of "a" is not an object/],
    [bad(['deposit', 'plain', [['f', 'createOrder', 'gremlins']]]), /"gremlins" is not a kind of failure/],
    [bad(['deposit', 'plain', [['f', 'createOrder', 'business']]]), /needs a non-zero errcode/],
    [bad(['deposit', 'plain', [['w', -5]]]), /whole number of milliseconds/],
    ['1.' + 'A'.repeat(20_000), /too long/],
  ])('refuses bad code %# with a clear reason', (code, reason) => {
    expect(() => decodeFlowLink(code)).toThrow(FlowLinkError);
    expect(() => decodeFlowLink(code)).toThrow(reason);
  });
});

describe('shortest paths', () => {
  const paths = shortestPaths(depositMachine, depositSamples, 'plain');
  const byState = new Map(paths.map((p) => [p.state, p]));

  it('reaches the deposit states from the start, each path in words', () => {
    expect(paths[0]).toMatchObject({ state: 'choosing', steps: [], text: 'start' });
    expect(byState.get('paying.open')?.text).toBe(
      'amount.change (value 300) → deposit.submit → after 300 ms → createOrder → QR order',
    );
    for (const state of [
      'debouncing',
      'creating',
      'checking',
      'waiting',
      'stillWaiting',
      'statusUnknown',
      'failed',
      'finishing',
      'done.promo',
      'done.idle',
    ])
      expect(byState.has(state), state).toBe(true);
    expect(byState.get('stillWaiting')!.steps.filter((s) => s.t === 'done' && s.actor === 'checkOrder')).toHaveLength(
      4,
    );
  });

  it('reaches a countdown-only state by fast-forwarding the whole countdown (paying.expired)', () => {
    const expired = byState.get('paying.expired');
    expect(expired, 'paying.expired has a path').toBeDefined();
    const open = byState.get('paying.open')!;
    expect(expired!.steps.slice(0, -1)).toEqual(open.steps);
    // The QR sample's 10 minutes, one wait.
    expect(expired!.steps.at(-1)).toEqual({ t: 'wait', ms: 600_000 });
    expect(expired!.text).toBe(`${open.text} → after 600 s`);
    // Every state of the chart has a path now.
    const leaves = ['choosing', 'debouncing', 'creating', 'paying.open', 'paying.expired', 'checking', 'waiting'];
    for (const state of leaves) expect(byState.has(state), state).toBe(true);
  });

  it('every path replays in the simulator to its state', () => {
    for (const path of paths) {
      const sim = replay(depositMachine, depositSamples, 'plain', path.steps);
      expect(valueText(sim.snapshot.value), path.text).toBe(path.state);
      sim.stop();
    }
  });

  it.each([
    ['session', sessionMachine],
    ['customerService', customerServiceMachine],
  ] as const)('lists %s too: an event whose sample data an action cannot read is left out, not fatal', (_, machine) => {
    const samples = samplesOf(machine);
    const input = Object.keys(samples.inputs)[0]!;
    const found = shortestPaths(machine, samples, input);
    expect(found.length).toBeGreaterThan(5);
    for (const path of found) {
      const sim = replay(machine, samples, input, path.steps);
      expect(valueText(sim.snapshot.value)).toBe(path.state);
      sim.stop();
    }
  });

  it('works for another machine and input (login with terms)', () => {
    const login = shortestPaths(loginMachine, loginSamples, 'terms build');
    expect(login.length).toBeGreaterThan(2);
    for (const path of login) {
      const sim = replay(loginMachine, loginSamples, 'terms build', path.steps);
      expect(valueText(sim.snapshot.value)).toBe(path.state);
      sim.stop();
    }
  });
});

/** The StepError a call throws. */
function refusal(call: () => unknown): StepError {
  try {
    call();
  } catch (error) {
    if (error instanceof StepError) return error;
    throw error;
  }
  throw new Error('expected a StepError');
}
