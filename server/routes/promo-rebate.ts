/** VIP rebate (activity 8) and follow rewards (activity 21); docs/promotions.md. */
import { defineHandlers } from '../context';
import { followRewardsUser, receiveFollowReward } from '../domain/follow-rewards';
import { balances } from '../domain/ledger';
import { requireUser } from '../domain/users';
import { receiveVipRebate, vipRebateUser } from '../domain/vip-rebate';

export const promoRebateHandlers = defineHandlers({
  vipRebateUser: ({ deps, caller }) => vipRebateUser(deps, requireUser(deps, caller.userId).id),

  vipRebateReceive: ({ deps, caller }) => {
    const userId = requireUser(deps, caller.userId).id;
    const credited = receiveVipRebate(deps, userId);
    const b = balances(deps.db, userId);
    return { ...vipRebateUser(deps, userId), propList: [credited], coin: b.coin, lottery: b.lottery };
  },

  followRewardsUser: ({ deps, caller, origin }) => followRewardsUser(deps, requireUser(deps, caller.userId).id, origin),

  followRewardsReceive: ({ deps, body, caller, origin }) => {
    const userId = requireUser(deps, caller.userId).id;
    const propList = receiveFollowReward(deps, userId, body.type);
    const b = balances(deps.db, userId);
    return { ...followRewardsUser(deps, userId, origin), propList, coin: b.coin, lottery: b.lottery };
  },
});
