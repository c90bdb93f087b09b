/** Model of the deposit-limits flow (issue 25 §1): machines/deposit-limits.machine.ts. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { limitChange } from '../../../contract/deposit-limit-rules';
import { depositLimitsMachine } from '../../../machines/deposit-limits.machine';
import {
  currentLimit,
  limitAmountError,
  limitOf,
  type DepositLimitsContext,
  type PlayerProtection,
} from '../../../machines/deposit-limits.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

const RESET = 1_795_000_000_000;

/** No limit at all. */
export const NO_LIMITS: PlayerProtection = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: RESET })),
  lossLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, netLoss: 0, resetAt: RESET })),
  sessionLimit: {},
  realityCheckMinutes: 60,
  limitOfferDue: true,
};

/** ฿1,000.00 a day with ฿300.00 used; a week limit of ฿2,000.00 whose raise to ฿5,000.00 waits. */
export const WITH_LIMITS: PlayerProtection = {
  depositLimits: [
    { period: 'day', amount: 100_000, used: 30_000, left: 70_000, resetAt: RESET },
    {
      period: 'week',
      amount: 200_000,
      used: 30_000,
      left: 170_000,
      resetAt: RESET,
      pending: { amount: 500_000, effectiveAt: RESET - 1000 },
    },
    { period: 'month', used: 30_000, resetAt: RESET },
  ],
  depositLeft: 70_000,
  depositLeftResetAt: RESET,
  lossLimits: [
    { period: 'day', amount: 50_000, netLoss: -2_000, left: 52_000, resetAt: RESET },
    { period: 'week', netLoss: -2_000, resetAt: RESET, pending: { effectiveAt: RESET - 1000 } },
    { period: 'month', netLoss: -2_000, resetAt: RESET },
  ],
  sessionLimit: { amount: 60 },
  realityCheckMinutes: 15,
  limitOfferDue: false,
};

/** Reading the settings, and the steps of an edit: the same for every kind of limit. */
const LOADING = [
  { type: 'xstate.done.actor.loadLimits', output: NO_LIMITS },
  { type: 'xstate.done.actor.loadLimits', output: WITH_LIMITS },
  { type: 'xstate.error.actor.loadLimits', error: { kind: 'network' } },
  { type: 'limits.retry' },
  { type: 'limits.reload' },
];
const EDITING = [
  { type: 'limit.submit' },
  { type: 'limit.remove' },
  { type: 'edit.cancel' },
  { type: 'limit.confirm' },
  { type: 'confirm.back' },
  { type: 'xstate.done.actor.saveLimit', output: WITH_LIMITS },
  { type: 'xstate.error.actor.saveLimit', error: { kind: 'server' } },
];

type Snap = {
  value: unknown;
  context: DepositLimitsContext;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

export const depositLimitsModel = {
  name: 'deposit-limits',
  machine: depositLimitsMachine,
  events: [
    ...LOADING,
    { type: 'limit.edit', period: 'day' },
    { type: 'limit.edit', period: 'month' },
    { type: 'field.change', value: '2,500.50' },
    { type: 'field.change', value: '1000' },
    { type: 'field.change', value: '0' },
    ...EDITING,
    { type: 'pending.cancel', period: 'week' },
    { type: 'pending.cancel', period: 'day' },
    { type: 'xstate.done.actor.cancelChange', output: NO_LIMITS },
    { type: 'xstate.error.actor.cancelChange', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      protection: s.context.protection === null ? null : s.context.protection === WITH_LIMITS ? 'with' : 'none',
      kind: s.context.kind,
      period: s.context.period,
      typed: s.context.value,
      next: s.context.next,
      change: s.context.change,
      fieldError: s.context.fieldError?.id ?? null,
      error: s.context.error !== null,
    }),
  implementations: {
    actors: { loadLimits: never(), saveLimit: never(), cancelChange: never(), saveSettings: never() },
  },
  invariants: (s: Snap) => {
    const c = s.context;
    expect(s.hasTag('busy')).toBe(
      ['loading', 'saving', 'cancelling', 'choosingCheck', 'answeringOffer'].some((v) => s.matches(v)),
    );
    // The session-time limit has one window; deposit and loss limits have calendar windows.
    if (c.period !== null) expect(c.period === 'session').toBe(c.kind === 'session');
    // The offer is only answered while it is due.
    if (s.matches('answeringOffer')) expect(c.protection?.limitOfferDue).toBe(true);
    // Nothing is shown or edited before the first answer.
    if (c.protection === null) expect(s.matches('loading') || s.matches('loadFailed')).toBe(true);
    // Only an open window can be submitted, and only a change that changes something is ever confirmed.
    expect(s.can({ type: 'limit.submit' })).toBe(s.matches('editing'));
    if (s.matches('editing') || s.matches('confirming') || s.matches('saving')) expect(c.period).not.toBeNull();
    if (s.matches('confirming') || s.matches('saving')) {
      if (c.next === null) expect(currentLimit(c)).not.toBeNull();
      else expect(limitAmountError(c.kind === 'session' ? String(c.next) : String(c.next / 100), c.kind)).toBeNull();
      // The rule the server applies: a first or lower limit at once, a raise or removal in 24 hours.
      expect(c.change).toBe(limitChange(currentLimit(c), c.next));
      expect(c.change).not.toBe('unchanged');
    }
    if (s.matches('cancelling')) expect(limitOf(c.protection, c.period, c.kind)?.pending).toBeDefined();
    if (s.matches('ready')) expect(c.period).toBeNull();
  },
} as unknown as MachineModel;

/** The same editor for loss limits and the session-time limit (minutes), the reality check and the offer. */
export const playLimitsModel = {
  ...(depositLimitsModel as unknown as Record<string, unknown>),
  name: 'deposit-limits (loss, session, reality check, offer)',
  events: [
    ...LOADING,
    { type: 'limit.edit', period: 'day', kind: 'loss' },
    { type: 'limit.edit', period: 'session', kind: 'session' },
    { type: 'field.change', value: '90' },
    { type: 'field.change', value: '1441' },
    ...EDITING,
    { type: 'pending.cancel', period: 'week', kind: 'loss' },
    { type: 'pending.cancel', period: 'session', kind: 'session' },
    { type: 'xstate.done.actor.cancelChange', output: NO_LIMITS },
    { type: 'check.choose', minutes: 30 },
    { type: 'xstate.done.actor.saveSettings', output: WITH_LIMITS },
    { type: 'xstate.error.actor.saveSettings', error: { kind: 'network' } },
    { type: 'offer.skip' },
    { type: 'xstate.done.actor.answerOffer', output: WITH_LIMITS },
    { type: 'xstate.error.actor.answerOffer', error: { kind: 'network' } },
  ],
} as unknown as MachineModel;
