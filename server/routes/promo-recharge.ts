/** Cash bonus (fund, activity 16) and ladder recharge (activity 17): the deposit-driven bonuses. */
import { defineHandlers } from '../context';
import { claimFund, fundState } from '../domain/fund';
import { claimLadderTier, ladderState } from '../domain/ladder-recharge';
import { balances } from '../domain/ledger';

export const promoRechargeHandlers = defineHandlers({
  rechargeBonusCollection6: ({ deps, caller }) => ({ rechargeBonusCollection6: fundState(deps, caller.userId) }),

  receiverRechargeBonusCollection6: ({ deps, caller }) => {
    const credited = claimFund(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { rechargeBonusCollection6: fundState(deps, caller.userId), propList: [credited], coin, lottery };
  },

  rechargeBonusCollection8: ({ deps, caller }) => ({ rechargeBonusCollection8: ladderState(deps, caller.userId) }),

  receiverRechargeBonusCollection8: ({ deps, body, caller }) => {
    const propList = claimLadderTier(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { rechargeBonusCollection8: ladderState(deps, caller.userId), propList, coin, lottery };
  },
});
