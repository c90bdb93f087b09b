/**
 * Machine coverage counted against each machine's own definition (issue 34 §2): CI runs this file, so a
 * machine below 100 % of what is reachable — a state, a transition (event × source state, `after`, `always`)
 * or a guard outcome no generated path takes — fails the suite, naming what is missing. The same count as
 * `npm run coverage:machines`. Also: the count cannot be fooled by a model that forgets an event, and an
 * invariant that fails says which one and on which path.
 */
import { describe, expect, it } from 'vitest';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { pathFailures } from '../helpers/describe-paths';
import { definitionOf, machineCoverage, type MachineModel } from '../helpers/machine-model';
import { coverageExclusions } from './models/coverage-exclusions';
import { otpCountdownModel } from './models/otp-countdown.model';
import { registry } from './models/registry';

const TICK = 'xstate.after.otpTick.otpCountdown.counting';
/** The OTP model's events, as plain objects (a model may list runtime events its machine's types do not). */
const EVENTS = otpCountdownModel.events as readonly { type: string; mobile?: string }[];

describe('machine coverage, counted from the machines’ definitions', () => {
  it('counts the OTP machine’s own config: 4 states, 10 transitions (the after delays included), 8 guard outcomes', () => {
    const definition = definitionOf(otpCountdownMachine);
    expect(definition.states).toEqual([
      'otpCountdown.idle',
      'otpCountdown.debouncing',
      'otpCountdown.sending',
      'otpCountdown.counting',
    ]);
    expect(definition.transitions).toEqual([
      'otpCountdown.idle on otp.send #1 [isMobileValid]',
      'otpCountdown.idle on otp.send #2',
      'otpCountdown.idle on otp.reset',
      'otpCountdown.debouncing on otp.send [isMobileValid]',
      'otpCountdown.debouncing after formDebounce',
      'otpCountdown.sending on xstate.done.actor.sendOtp',
      'otpCountdown.sending on xstate.error.actor.sendOtp #1 [isRateLimited]',
      'otpCountdown.sending on xstate.error.actor.sendOtp #2',
      'otpCountdown.counting after otpTick #1 [hasSecondsLeft]',
      'otpCountdown.counting after otpTick #2',
    ]);
    expect(definition.guards).toHaveLength(8);
  });

  it('reports a model that forgets the timer event below 100 %, naming both countdown transitions', () => {
    const complete = machineCoverage('otp-countdown', [otpCountdownModel]);
    expect(complete.missing).toEqual([]);
    expect(complete.transitions).toEqual({ taken: 10, reachable: 10, excluded: 0 });

    const withoutTimer: MachineModel = {
      ...otpCountdownModel,
      events: EVENTS.filter((e) => e.type !== TICK) as never,
    };
    // Its own paths still pass: the graph it explores is smaller, not wrong. Only the count shows the gap.
    expect(pathFailures(withoutTimer)).toEqual([]);
    const row = machineCoverage('otp-countdown', [withoutTimer]);
    expect(row.transitions).toEqual({ taken: 8, reachable: 10, excluded: 0 });
    expect(row.missing).toEqual([
      'transition otpCountdown.counting after otpTick #1 [hasSecondsLeft]',
      'transition otpCountdown.counting after otpTick #2',
      'guard otpCountdown.counting after otpTick #1 [hasSecondsLeft] true',
      'guard otpCountdown.counting after otpTick #1 [hasSecondsLeft] false',
    ]);

    // The mistake: the event mistyped. It is never offered (no state handles it), so the same gap.
    const mistyped: MachineModel = {
      ...otpCountdownModel,
      events: EVENTS.map((e) => (e.type === TICK ? { type: 'xstate.after.otpTik.otpCountdown.counting' } : e)) as never,
    };
    expect(machineCoverage('otp-countdown', [mistyped]).missing).toContain(
      'transition otpCountdown.counting after otpTick #2',
    );
  });

  it('counts a guard’s false outcome only when a path really refuses it', () => {
    // Without an invalid number the idle state's fallback transition and isMobileValid's false are not taken.
    const validOnly: MachineModel = {
      ...otpCountdownModel,
      events: EVENTS.filter((e) => !(e.type === 'otp.send' && !e.mobile!.startsWith('0'))) as never,
    };
    const row = machineCoverage('otp-countdown', [validOnly]);
    expect(row.missing).toEqual([
      'transition otpCountdown.idle on otp.send #2',
      'guard otpCountdown.idle on otp.send #1 [isMobileValid] false',
      'guard otpCountdown.debouncing on otp.send [isMobileValid] false',
    ]);
  });

  it('takes an exclusion out of what is reachable, and calls an exclusion of a taken item stale', () => {
    const withoutTimer: MachineModel = {
      ...otpCountdownModel,
      events: EVENTS.filter((e) => e.type !== TICK) as never,
    };
    const excluded = {
      'transition otpCountdown.counting after otpTick #1 [hasSecondsLeft]': 'a test of the list',
      'transition otpCountdown.counting after otpTick #2': 'a test of the list',
      'guard otpCountdown.counting after otpTick #1 [hasSecondsLeft] true': 'a test of the list',
      'guard otpCountdown.counting after otpTick #1 [hasSecondsLeft] false': 'a test of the list',
      'transition otpCountdown.idle on otp.reset': 'taken: stale',
      'transition otpCountdown.nowhere on otp.send': 'not in the definition: stale',
    };
    const row = machineCoverage('otp-countdown', [withoutTimer], excluded);
    expect(row.missing).toEqual([]);
    expect(row.transitions).toEqual({ taken: 8, reachable: 8, excluded: 2 });
    expect(row.staleExclusions).toEqual([
      'transition otpCountdown.idle on otp.reset',
      'transition otpCountdown.nowhere on otp.send',
    ]);
  });

  it('names the invariant that fails and the path it fails on, with the whole assertion message', () => {
    // The model's invariants on a machine whose countdown runs one tick too long (counting at 0 seconds).
    const broken = otpCountdownMachine.provide({ guards: { hasSecondsLeft: ({ context }) => context.remaining > 0 } });
    const failures = pathFailures({ ...otpCountdownModel, machine: broken } as MachineModel);
    expect(failures.length).toBeGreaterThan(0);
    const failure = failures.find((f) => f.includes('invariant broken'))!;
    expect(failure).toMatch(/^otp-countdown: (take|reach) /);
    expect(failure).toMatch(/\n {4}events: otp\.send > xstate\.after\.formDebounce\.otpCountdown\.debouncing > /);
    expect(failure).toMatch(/\n {4}ends in: "counting"/);
    expect(failure).toContain(
      'invariant broken: tests/machines/models/otp-countdown.model.ts:29  expect(s.context.remaining).toBeGreaterThan(0);',
    );
    expect(failure).toContain('expected 0 to be greater than 0');
  });

  it('declares exclusions only for registered machines, each with a reason', () => {
    for (const [file, items] of Object.entries(coverageExclusions)) {
      expect(registry.map((r) => r.file)).toContain(file);
      for (const [item, reason] of Object.entries(items)) expect(reason.trim(), item).not.toBe('');
    }
  });

  for (const entry of registry)
    it(`${entry.file}: every reachable state, transition and guard outcome is taken`, { timeout: 120_000 }, () => {
      const row = machineCoverage(entry.file, entry.models, coverageExclusions[entry.file]);
      expect(row.missing, `no path takes:\n${row.missing.join('\n')}`).toEqual([]);
      expect(row.staleExclusions, 'stale exclusions').toEqual([]);
    });
});
