/** The seasonal events (issue 23 §2): festival (activity 35) and the weekend lottery (activity 33). */
import { defineHandlers } from '../context';
import { claimFestivalTier, festivalState } from '../domain/festival';
import { balances } from '../domain/ledger';
import { lotteryPublic, lotteryUser } from '../domain/weekend-lottery';

export const promoSeasonalHandlers = defineHandlers({
  rechargeBonusCollection11: ({ deps, caller }) => ({ rechargeBonusCollection11: festivalState(deps, caller.userId) }),

  receiverRechargeBonusCollection11: ({ deps, body, caller }) => {
    const propList = claimFestivalTier(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { rechargeBonusCollection11: festivalState(deps, caller.userId), propList, coin, lottery };
  },

  anonymousWeekendLottery: ({ deps }) => lotteryPublic(deps),

  rechargeBonusCollection12: ({ deps, caller }) => ({ rechargeBonusCollection12: lotteryUser(deps, caller.userId) }),
});
