/**
 * The seasonal events (docs/promotions.md): festival (35), the weekend lottery (33), Christmas (37) and
 * New Year (38).
 */
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
import {
  newYearState,
  openNewYearBox,
  openNewYearPacket,
  receiveNewYearExtra,
  receiveNewYearTask,
  shareNewYear,
} from '../domain/new-year';
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

  appNewYearUser: ({ deps, caller }) => ({ appNewYearUser: newYearState(deps, caller.userId) }),

  appNewYearUserShare: ({ deps, caller }) => {
    shareNewYear(deps, caller.userId);
    return { appNewYearUser: newYearState(deps, caller.userId) };
  },

  appNewYearUserReceiveTask: ({ deps, body, caller }) => {
    receiveNewYearTask(deps, caller.userId, body.id);
    return { appNewYearUser: newYearState(deps, caller.userId) };
  },

  appNewYearUserBoxOpen: ({ deps, body, caller }) => {
    const item = openNewYearBox(deps, caller.userId, body.id);
    return { appNewYearUser: newYearState(deps, caller.userId), propList: [item] };
  },

  appNewYearUserOpen: ({ deps, caller }) => {
    const propList = openNewYearPacket(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appNewYearUser: newYearState(deps, caller.userId), propList, coin, lottery };
  },

  appNewYearUserExtra: ({ deps, caller }) => {
    const propList = receiveNewYearExtra(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appNewYearUser: newYearState(deps, caller.userId), propList, coin, lottery };
  },
});
