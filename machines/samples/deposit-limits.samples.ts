/** Samples of the deposit-limits flow for the /flows simulator and tests. */
import type { depositLimitsMachine } from '../deposit-limits.machine';
import type { PlayerProtection } from '../deposit-limits.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';
import { NO_INPUT } from './common';

const RESET = 1_795_000_000_000;

const NONE: PlayerProtection = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: RESET })),
  lossLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, netLoss: 0, resetAt: RESET })),
  sessionLimit: {},
  realityCheckMinutes: 60,
  limitOfferDue: true,
};

const DAILY: PlayerProtection = {
  depositLimits: [
    { period: 'day', amount: 100_000, used: 30_000, left: 70_000, resetAt: RESET },
    {
      period: 'week',
      amount: 200_000,
      used: 30_000,
      left: 170_000,
      resetAt: RESET,
      pending: { amount: 500_000, effectiveAt: RESET - 3_600_000 },
    },
    { period: 'month', used: 30_000, resetAt: RESET },
  ],
  depositLeft: 70_000,
  depositLeftResetAt: RESET,
  lossLimits: [
    { period: 'day', amount: 50_000, netLoss: 12_000, left: 38_000, resetAt: RESET },
    { period: 'week', netLoss: 12_000, resetAt: RESET },
    { period: 'month', netLoss: 12_000, resetAt: RESET },
  ],
  sessionLimit: { amount: 60, pending: { amount: 120, effectiveAt: RESET - 3_600_000 } },
  realityCheckMinutes: 30,
  limitOfferDue: false,
};

export const depositLimitsSamples = flowSamples<typeof depositLimitsMachine>({
  inputs: NO_INPUT,
  actors: {
    loadLimits: {
      limits: {
        label: 'flows.sample.depositLimits.daily',
        output: DAILY,
        api: [apiSample('getPlayerProtection', { errcode: 0, ...DAILY } satisfies ApiAnswer<'getPlayerProtection'>)],
      },
      none: {
        label: 'flows.sample.depositLimits.none',
        output: NONE,
        api: [apiSample('getPlayerProtection', { errcode: 0, ...NONE })],
      },
    },
    saveLimit: {
      saved: {
        label: 'flows.sample.depositLimits.saved',
        output: DAILY,
        api: [apiSample('setDepositLimit', { errcode: 0, change: 'immediate', ...DAILY })],
      },
    },
    cancelChange: {
      cancelled: {
        label: 'flows.sample.depositLimits.raiseCancelled',
        output: NONE,
        api: [apiSample('cancelDepositLimitChange', { errcode: 0, ...NONE })],
      },
    },
    saveSettings: {
      saved: {
        label: 'flows.sample.depositLimits.realityCheck',
        output: DAILY,
        api: [apiSample('setPlaySettings', { errcode: 0, ...DAILY })],
      },
    },
  },
  events: {
    'limit.edit': { period: 'day', kind: 'loss' },
    'field.change': { value: '500' },
    'pending.cancel': { period: 'session', kind: 'session' },
    'check.choose': { minutes: 30 },
  },
});
