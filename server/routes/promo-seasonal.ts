/** The seasonal events (issue 23 §2): festival (35), the weekend lottery (33) and Christmas (37). */
import { defineHandlers } from '../context';
import {
  christmasState,
  openChristmasBox,
  receiveChristmasBox,
  receiveChristmasExtra,
  signChristmas,
} from '../domain/christmas';
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

  appChristmasUser: ({ deps, caller }) => ({ appChristmasUser: christmasState(deps, caller.userId) }),

  appChristmasUserSign: ({ deps, caller }) => {
    const boxId = signChristmas(deps, caller.userId);
    return { appChristmasUser: christmasState(deps, caller.userId), boxId };
  },

  appChristmasUserOpen: ({ deps, body, caller }) => {
    const propList = openChristmasBox(deps, caller.userId, body.id);
    return { appChristmasUser: christmasState(deps, caller.userId), propList };
  },

  appChristmasUserReceive: ({ deps, body, caller }) => {
    const propList = receiveChristmasBox(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appChristmasUser: christmasState(deps, caller.userId), propList, coin, lottery };
  },

  appChristmasUserExtra: ({ deps, caller }) => {
    const propList = receiveChristmasExtra(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appChristmasUser: christmasState(deps, caller.userId), propList, coin, lottery };
  },
});
