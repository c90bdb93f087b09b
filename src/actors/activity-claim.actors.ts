/**
 * Live implementations of the shared claim mechanism (machines/activity-claim.machine.ts): the adapter of
 * the input's activity answers loadClaims and claimItem; the new balances go into the session's user, the
 * red dots are checked and the activity ids refreshed (Supply leaves the list once the player is no longer
 * bankrupt). Add an activity with one adapter file in claim-adapters/ and one line in CLAIM_ADAPTERS.
 */
import { fromPromise } from 'xstate';
import { ACTIVITY } from '../../contract/ids';
import { activityClaimMachine } from '../../machines/activity-claim.machine';
import { AGENT_DOT_TYPES } from '../../machines/badges.rules';
import type { ClaimBoard, ClaimResult } from '../../machines/activity-claim.rules';
import { patchUser } from './account-calls';
import { freeSignAdapter } from './claim-adapters/free-sign';
import { fundAdapter } from './claim-adapters/fund';
import { ladderAdapter } from './claim-adapters/ladder';
import { signUpAdapter } from './claim-adapters/sign-up';
import { supplyAdapter } from './claim-adapters/supply';
import { vipRebateAdapter } from './claim-adapters/vip-rebate';
import { followAdapter } from './claim-adapters/follow';
import { festivalAdapter } from './claim-adapters/festival';
import { agentAdapter } from './claim-adapters/agent';
import { agent5Adapter } from './claim-adapters/agent5';
import type { ClaimAdapter } from './claim-adapters/types';
import type { FlowPort, ImplementationsOf } from './port';
import { refreshActivities } from './promotions.actors';

export type { ClaimAdapter } from './claim-adapters/types';

/** The adapter of each activity on the claim mechanism, by activity type id. */
export const CLAIM_ADAPTERS: Readonly<Partial<Record<number, ClaimAdapter>>> = {
  [ACTIVITY.SignUpBonus]: signUpAdapter,
  [ACTIVITY.FreeSign]: freeSignAdapter,
  [ACTIVITY.Supply]: supplyAdapter,
  [ACTIVITY.Fund]: fundAdapter,
  [ACTIVITY.LadderRecharge]: ladderAdapter,
  [ACTIVITY.VIP]: vipRebateAdapter,
  [ACTIVITY.FollowRewards]: followAdapter,
  [ACTIVITY.Festival]: festivalAdapter,
  [ACTIVITY.Agent]: agentAdapter,
  [ACTIVITY.Agent5]: agent5Adapter,
};

function adapterOf(activityId: number): ClaimAdapter {
  const adapter = CLAIM_ADAPTERS[activityId];
  if (!adapter) throw new Error(`no claim adapter for activity ${activityId}`);
  return adapter;
}

type ActivityClaimPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

export function activityClaimImplementations(port: ActivityClaimPort) {
  return {
    actors: {
      loadClaims: fromPromise<ClaimBoard, { activityId: number }>(({ input, signal }) =>
        adapterOf(input.activityId).load(port.deps.api, signal),
      ),
      claimItem: fromPromise<ClaimResult, { activityId: number; key: string; idempotencyKey: string }>(({ input }) =>
        adapterOf(input.activityId).claim(port.deps.api, input.key, { idempotencyKey: input.idempotencyKey }),
      ),
    },
    actions: {
      reportBalances: (_, { coin, lottery }) => patchUser(port, { coin, lottery }),
      refreshDots: ({ context }) => {
        port.report({ type: 'badges.refresh' });
        // The hasAgent dot comes with the session's data: read it again after an agent programme's claim.
        if (AGENT_DOT_TYPES.includes(context.activityId)) port.report({ type: 'session.reload' });
      },
      refreshActivities: () => void refreshActivities(port),
    },
  } satisfies ImplementationsOf<typeof activityClaimMachine>;
}

export function liveActivityClaimMachine(port: ActivityClaimPort) {
  return activityClaimMachine.provide(activityClaimImplementations(port));
}
