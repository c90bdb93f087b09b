import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { registerErrors, registerMachine, type RegisterInput } from '../../../machines/register.machine';
import { RULES } from '../../../machines/samples/common';
import type { MachineModel } from '../../helpers/machine-model';
import { AUTH_RESULT } from './fixtures';

export { RULES };

const events = (account: string) =>
  [
    { type: 'field.change', field: 'account', value: account },
    { type: 'field.change', field: 'account', value: 'x' },
    { type: 'field.change', field: 'password', value: 'secret123' },
    { type: 'field.change', field: 'confirm', value: 'secret123' },
    { type: 'field.change', field: 'confirm', value: 'other' },
    { type: 'field.change', field: 'code', value: '123456' },
    { type: 'field.change', field: 'website', value: 'example.test' },
    { type: 'terms.toggle' },
    { type: 'terms.set', agreed: true },
    { type: 'terms.set', agreed: false },
    { type: 'otp.send' },
    { type: 'register.submit' },
    { type: 'xstate.after.formDebounce.register.debouncing' },
    { type: 'xstate.done.actor.register', output: AUTH_RESULT },
    { type: 'xstate.error.actor.register', error: { kind: 'business', errcode: 1045 } },
    { type: 'xstate.error.actor.register', error: { kind: 'network' } },
  ] as never;

const serializeState = (s: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify({
    value: s.value,
    fields: ['account', 'password', 'confirm', 'code'].map((f) => s.context[f] !== ''),
    invalid: Object.keys(registerErrors(s.context as never)).sort(),
    shown: Object.keys(s.context.errors as object).sort(),
    agreed: s.context.agreed,
    error: (s.context.error as { id: string } | null)?.id ?? null,
  });

const invariants = (s: {
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  context: Record<string, unknown>;
}) => {
  const c = s.context as unknown as RegisterInput & { agreed: boolean };
  if (s.matches('editing')) expect(s.can({ type: 'register.submit' })).toBe(!c.requireTerms || c.agreed);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

function model(name: string, input: RegisterInput, account: string): MachineModel<typeof registerMachine> {
  return {
    name,
    machine: registerMachine,
    input,
    events: events(account),
    serializeState: serializeState as never,
    invariants: invariants as never,
    implementations: {
      actors: { register: never(), otp: otpCountdownMachine.provide({ actors: { sendOtp: never() } }) },
    } as never,
  };
}

export const registerModels = [
  model(
    'register (username)',
    { variant: 'username', otp: false, requireTerms: true, rules: RULES, host: 'example.test' },
    'player01',
  ),
  model(
    'register (phone + OTP)',
    { variant: 'phone', otp: true, requireTerms: false, rules: RULES, host: 'example.test' },
    '0812345678',
  ),
  model(
    'register (phone, no OTP)',
    { variant: 'phoneNoOtp', otp: false, requireTerms: false, rules: RULES, host: 'example.test' },
    '0812345678',
  ),
];
