import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import type { MachineModel } from '../../helpers/machine-model';
import { ERRCODE } from '../../../contract/ids';
import { AUTH_RESULT } from './fixtures';

const events = [
  { type: 'field.account', value: '0812345678' },
  { type: 'field.account', value: '' },
  { type: 'field.password', value: 'secret123' },
  { type: 'field.password', value: '' },
  { type: 'password.toggle' },
  { type: 'terms.toggle' },
  { type: 'terms.set', agreed: true },
  { type: 'terms.set', agreed: false },
  { type: 'login.submit' },
  { type: 'xstate.after.formDebounce.login.form.debouncing' },
  { type: 'xstate.done.actor.login', output: AUTH_RESULT },
  { type: 'xstate.error.actor.login', error: { kind: 'business', errcode: 101 } },
  { type: 'xstate.error.actor.login', error: { kind: 'business', errcode: 5555 } },
  { type: 'xstate.error.actor.login', error: { kind: 'network' } },
  // A self-excluded account: the refusal carries the exclusion and a withdraw-only token.
  {
    type: 'xstate.error.actor.login',
    error: {
      kind: 'business',
      errcode: ERRCODE.AccountExcluded,
      body: {
        exclusion: { kind: 'selfExclusion', duration: '6m', startedAt: 0, endsAt: 1, revocableAt: 1 },
        withdrawToken: 'withdraw-only',
      },
    },
  },
] as never;

const serializeState = (s: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify({
    value: s.value,
    account: s.context.account !== '',
    password: s.context.password !== '',
    visible: s.context.passwordVisible,
    agreed: s.context.agreed,
    error: (s.context.error as { id: string } | null)?.id ?? null,
  });

const invariants = (s: {
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  context: Record<string, unknown>;
}) => {
  const filled = s.context.account !== '' && s.context.password !== '';
  if (s.matches({ form: 'editing' } as never)) expect(s.can({ type: 'login.submit' })).toBe(filled);
  if (s.matches('submitting')) expect(s.can({ type: 'login.submit' })).toBe(false);
};

const base = {
  machine: loginMachine,
  events,
  serializeState,
  invariants,
  implementations: { actors: { login: fromPromise(() => new Promise(() => {})) } },
} as const;

export const loginModels: MachineModel<typeof loginMachine>[] = [
  { ...base, name: 'login', input: { requireTerms: false } },
  { ...base, name: 'login (terms build)', input: { requireTerms: true } },
] as never;
