/**
 * The exclusion flows together (exclusion-confirm, account-security, end-exclusion): their models' invariants hold on
 * the real machines and fail on broken variants. Each flow's own tests are in <flow>.test.ts.
 */
import { createMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { accountSecurityMachine } from '../../machines/account-security.machine';
import { exclusionConfirmMachine } from '../../machines/exclusion-confirm.machine';
import { failingPaths } from '../helpers/machine-model';
import { endExclusionMachine } from '../../machines/end-exclusion.machine';
import { accountSecurityModel, endExclusionModel, exclusionConfirmModel } from './models/exclusion.model';

function withState(machine: AnyStateMachine, state: string, patch: (config: Record<string, unknown>) => object) {
  const config = machine.config as unknown as { states: Record<string, Record<string, unknown>> };
  return createMachine(
    { ...(config as object), states: { ...config.states, [state]: patch(config.states[state]!) } } as never,
    (machine as unknown as { implementations: never }).implementations,
  ) as unknown as AnyStateMachine;
}

describe('exclusion flows: invariants', () => {
  it('hold on the real machines', () => {
    expect(failingPaths(exclusionConfirmModel, exclusionConfirmMachine)).toEqual([]);
    expect(failingPaths(accountSecurityModel, accountSecurityMachine)).toEqual([]);
    expect(failingPaths(endExclusionModel, endExclusionMachine)).toEqual([]);
  });

  it('fail on a variant that offers to end a self-exclusion in its first 6 months', () => {
    const config = endExclusionMachine.config as unknown as { states: { deciding: { always: object[] } } };
    const always = config.states.deciding.always.filter((t) => (t as { guard?: string }).guard !== 'isEarly');
    const broken = withState(endExclusionMachine, 'deciding', (s) => ({ ...s, always }));
    expect(failingPaths(endExclusionModel, broken).length).toBeGreaterThan(0);
  });

  it('fail on a variant that sends an empty password to end a self-exclusion', () => {
    const broken = withState(endExclusionMachine, 'password', (s) => ({
      ...s,
      on: { ...(s.on as object), 'password.submit': { target: 'submitting' } },
    }));
    expect(failingPaths(endExclusionModel, broken).length).toBeGreaterThan(0);
  });

  it('fail on a variant that lets a cool-off be ended', () => {
    const broken = withState(endExclusionMachine, 'coolOff', (s) => ({ ...s, on: { 'end.start': 'password' } }));
    expect(failingPaths(endExclusionModel, broken).length).toBeGreaterThan(0);
  });

  it('fail on a variant that lets the password be sent empty', () => {
    const broken = withState(exclusionConfirmMachine, 'password', (s) => ({
      ...s,
      on: { ...(s.on as object), 'password.submit': { target: 'submitting' } },
    }));
    expect(failingPaths(exclusionConfirmModel, broken).length).toBeGreaterThan(0);
  });

  it('fail on a variant that skips the review', () => {
    const broken = withState(exclusionConfirmMachine, 'choosing', (s) => ({
      ...s,
      on: { ...(s.on as object), 'choose.next': 'submitting' },
    }));
    expect(failingPaths(exclusionConfirmModel, broken).length).toBeGreaterThan(0);
  });

  it('fail on a variant that offers "sign out everywhere else" with no other device', () => {
    const broken = withState(accountSecurityMachine, 'ready', (s) => ({
      ...s,
      on: { ...(s.on as object), 'others.signOut': { target: 'confirming' } },
    }));
    expect(failingPaths(accountSecurityModel, broken).length).toBeGreaterThan(0);
  });
});
