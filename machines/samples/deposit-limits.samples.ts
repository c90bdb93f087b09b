/** Samples of the deposit-limits flow (issue 25 §1) for the /flows simulator and tests. */
import type { depositLimitsMachine } from '../deposit-limits.machine';
import type { PlayerProtection } from '../deposit-limits.rules';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

const RESET = 1_795_000_000_000;

const NONE: PlayerProtection = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: RESET })),
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
};

export const depositLimitsSamples = flowSamples<typeof depositLimitsMachine>({
  inputs: { default: undefined },
  actors: {
    loadLimits: {
      limits: {
        label: '฿1,000.00 a day, a weekly raise waiting',
        output: DAILY,
        api: [apiSample('getPlayerProtection', { errcode: 0, ...DAILY } satisfies ApiAnswer<'getPlayerProtection'>)],
      },
      none: {
        label: 'no limit set',
        output: NONE,
        api: [apiSample('getPlayerProtection', { errcode: 0, ...NONE })],
      },
    },
    saveLimit: {
      saved: {
        label: 'saved',
        output: DAILY,
        api: [apiSample('setDepositLimit', { errcode: 0, change: 'immediate', ...DAILY })],
      },
    },
    cancelChange: {
      cancelled: {
        label: 'pending raise cancelled',
        output: NONE,
        api: [apiSample('cancelDepositLimitChange', { errcode: 0, ...NONE })],
      },
    },
  },
  events: {
    'limit.edit': { period: 'day' },
    'field.change': { value: '500' },
    'pending.cancel': { period: 'week' },
  },
});
