/** Models of the exclusion-confirm, end-exclusion and account-security flows (issue 25 §3, §5). */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { EXCLUSION_DURATIONS } from '../../../contract/exclusion-rules';
import { ERRCODE } from '../../../contract/ids';
import {
  accountSecurityMachine,
  hasOtherSessions,
  type AccountSecurity,
  type AccountSecurityContext,
} from '../../../machines/account-security.machine';
import {
  exclusionConfirmMachine,
  type Exclusion,
  type ExclusionConfirmContext,
} from '../../../machines/exclusion-confirm.machine';
import { endExclusionMachine, type EndExclusionContext } from '../../../machines/end-exclusion.machine';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

const NOW = 1_795_000_000_000;
export const COOLED: Exclusion = { kind: 'coolOff', duration: '7d', startedAt: NOW, endsAt: NOW + 7 * 86_400_000 };

type Snap<C> = {
  value: unknown;
  context: C;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const exclusionConfirmModel = {
  name: 'exclusion-confirm',
  machine: exclusionConfirmMachine,
  events: [
    { type: 'exclusion.choose', kind: 'coolOff' },
    { type: 'exclusion.choose', kind: 'closure' },
    { type: 'duration.choose', duration: '7d' },
    { type: 'duration.choose', duration: '5y' },
    { type: 'choose.next' },
    { type: 'review.confirm' },
    { type: 'review.back' },
    { type: 'password.change', value: 'secret123' },
    { type: 'password.change', value: '' },
    { type: 'password.submit' },
    { type: 'submit.retry' },
    { type: 'flow.cancel' },
    { type: 'done.ack' },
    { type: 'xstate.done.actor.startExclusion', output: COOLED },
    { type: 'xstate.error.actor.startExclusion', error: { kind: 'business', errcode: ERRCODE.ExclusionPasswordWrong } },
    { type: 'xstate.error.actor.startExclusion', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap<ExclusionConfirmContext>) =>
    JSON.stringify({
      value: s.value,
      kind: s.context.kind,
      duration: s.context.duration,
      typed: s.context.password !== '',
      fieldError: s.context.fieldError?.id ?? null,
      error: s.context.error !== null,
      done: s.context.exclusion !== null,
    }),
  implementations: { actors: { startExclusion: never() } },
  invariants: (s: Snap<ExclusionConfirmContext>) => {
    const c = s.context;
    expect(s.hasTag('busy')).toBe(s.matches('submitting'));
    // A choice is made before anything else is shown, and its duration is always one the kind has.
    if (!s.matches('idle') && !s.matches('done')) {
      expect(c.kind).not.toBeNull();
      expect(EXCLUSION_DURATIONS[c.kind!]).toContain(c.duration);
    }
    // The password is asked only after the review, and sent only when typed.
    if (s.matches('submitting')) expect(c.password).not.toBe('');
    expect(s.can({ type: 'password.submit' })).toBe(s.matches('password'));
    if (s.matches('idle') || s.matches('choosing') || s.matches('reviewing')) expect(c.password).toBe('');
    // Nothing cancels a request in flight or an exclusion that is done.
    if (s.matches('submitting') || s.matches('done')) expect(s.can({ type: 'flow.cancel' })).toBe(false);
    // Done only with the server's answer, and never keeps the password.
    expect(s.matches('done')).toBe(c.exclusion !== null);
    if (s.matches('done')) expect(c.password).toBe('');
    if (s.matches('failed')) expect(c.error).not.toBeNull();
  },
} as unknown as MachineModel;

const TWO: AccountSecurity = {
  loginHistory: [],
  sessions: [
    { current: 1, createdAt: NOW, lastSeenAt: NOW, device: '', place: { kind: 'loopback', network: '' } },
    { current: 0, createdAt: NOW, lastSeenAt: NOW, device: '', place: { kind: 'private', network: '' } },
  ],
};
const ONE: AccountSecurity = { loginHistory: [], sessions: [TWO.sessions[0]!] };

export const accountSecurityModel = {
  name: 'account-security',
  machine: accountSecurityMachine,
  events: [
    { type: 'xstate.done.actor.loadSecurity', output: TWO },
    { type: 'xstate.done.actor.loadSecurity', output: ONE },
    { type: 'xstate.error.actor.loadSecurity', error: { kind: 'network' } },
    { type: 'security.retry' },
    { type: 'security.reload' },
    { type: 'others.signOut' },
    { type: 'signOut.confirm' },
    { type: 'signOut.cancel' },
    { type: 'xstate.done.actor.signOutOthers', output: { ...ONE, signedOut: 1 } },
    { type: 'xstate.error.actor.signOutOthers', error: { kind: 'server' } },
  ],
  serializeState: (s: Snap<AccountSecurityContext>) =>
    JSON.stringify({
      value: s.value,
      sessions: s.context.security?.sessions.length ?? null,
      signedOut: s.context.signedOut,
      error: s.context.error !== null,
    }),
  implementations: { actors: { loadSecurity: never(), signOutOthers: never() } },
  invariants: (s: Snap<AccountSecurityContext>) => {
    const c = s.context;
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('signingOut'));
    if (c.security === null) expect(s.matches('loading') || s.matches('loadFailed')).toBe(true);
    // "Sign out everywhere else" is offered, confirmed and sent only while another device is signed in.
    if (s.matches('confirming') || s.matches('signingOut')) expect(hasOtherSessions(c.security)).toBe(true);
    expect(s.can({ type: 'others.signOut' })).toBe(s.matches('ready') && hasOtherSessions(c.security));
    // After signing the others out, only this device is listed.
    if (c.signedOut !== null && s.matches('ready') && c.error === null)
      expect(c.security?.sessions.every((x) => x.current === 1)).toBe(true);
  },
} as unknown as MachineModel;

const HALF_YEAR = 15_897_600_000;
/** A self-exclusion of a year that started at NOW: revocable from NOW + 6 months. */
export const SELF_EXCLUDED: Exclusion = {
  kind: 'selfExclusion',
  duration: '1y',
  startedAt: NOW,
  endsAt: NOW + 2 * HALF_YEAR,
  revocableAt: NOW + HALF_YEAR,
};
const CLOSED: Exclusion = { kind: 'closure', duration: 'permanent', startedAt: NOW };
const ENDING: Exclusion = { ...SELF_EXCLUDED, endsAt: NOW + HALF_YEAR + 86_400_000, endRequested: true };
const EARLY_AT = NOW + 1000;
const LATE_AT = NOW + HALF_YEAR + 1000;

export const endExclusionModel = {
  name: 'end-exclusion',
  machine: endExclusionMachine,
  events: [
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: SELF_EXCLUDED, at: EARLY_AT } },
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: SELF_EXCLUDED, at: LATE_AT } },
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: ENDING, at: LATE_AT } },
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: COOLED, at: EARLY_AT } },
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: CLOSED, at: EARLY_AT } },
    { type: 'xstate.done.actor.loadExclusion', output: { exclusion: null, at: EARLY_AT } },
    { type: 'xstate.error.actor.loadExclusion', error: { kind: 'network' } },
    { type: 'exclusion.retry' },
    { type: 'end.start' },
    { type: 'end.cancel' },
    { type: 'password.change', value: 'secret123' },
    { type: 'password.change', value: '' },
    { type: 'password.submit' },
    { type: 'submit.retry' },
    { type: 'xstate.done.actor.endExclusion', output: ENDING },
    { type: 'xstate.error.actor.endExclusion', error: { kind: 'business', errcode: ERRCODE.ExclusionPasswordWrong } },
    {
      type: 'xstate.error.actor.endExclusion',
      error: { kind: 'business', errcode: ERRCODE.ExclusionIrrevocable, body: { revocableAt: LATE_AT + 5000 } },
    },
    { type: 'xstate.error.actor.endExclusion', error: { kind: 'business', errcode: ERRCODE.ExclusionNotRevocable } },
    { type: 'xstate.error.actor.endExclusion', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap<EndExclusionContext>) =>
    JSON.stringify({
      value: s.value,
      kind: s.context.exclusion?.kind ?? null,
      requested: s.context.exclusion?.endRequested ?? false,
      early: (s.context.exclusion?.revocableAt ?? 0) > s.context.at,
      typed: s.context.password !== '',
      fieldError: s.context.fieldError?.id ?? null,
      error: s.context.error !== null,
      asked: s.context.asked,
    }),
  implementations: { actors: { loadExclusion: never(), endExclusion: never() } },
  invariants: (s: Snap<EndExclusionContext>) => {
    const c = s.context;
    const x = c.exclusion;
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('submitting'));
    // Each resting state says what the exclusion in force allows.
    if (s.matches('none')) expect(x).toBeNull();
    if (s.matches('coolOff')) expect(x?.kind).toBe('coolOff');
    if (s.matches('closure')) expect(x?.kind).toBe('closure');
    if (s.matches('early')) expect(x?.kind === 'selfExclusion' && (x.revocableAt ?? 0) > c.at).toBe(true);
    // The end is asked for only of a self-exclusion past its first 6 months, not already ending.
    const endable = x?.kind === 'selfExclusion' && !x.endRequested && (x.revocableAt ?? Infinity) <= c.at;
    for (const state of ['endable', 'password', 'submitting', 'submitFailed'])
      if (s.matches(state)) expect(endable, state).toBe(true);
    expect(s.can({ type: 'end.start' })).toBe(s.matches('endable'));
    // The password is sent only when typed, and never kept once the end is asked or refused as early.
    if (s.matches('submitting')) expect(c.password).not.toBe('');
    if (s.matches('ending') || s.matches('early') || s.matches('endable')) expect(c.password).toBe('');
    // "Ends in 24 hours" is said only with the server's answer, which marks the end as asked.
    if (c.asked) expect(s.matches('ending') && x?.endRequested === true).toBe(true);
    if (s.matches('ending')) expect(x?.endRequested).toBe(true);
    if (s.matches('failed') || s.matches('submitFailed')) expect(c.error).not.toBeNull();
  },
} as unknown as MachineModel;
