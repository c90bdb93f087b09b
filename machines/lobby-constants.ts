/**
 * Constants of the lobby's flows (spec §3, §8, §9) that machines/constants.ts does not already name:
 * activity type ids the home rules read and the reference server's game errcodes.
 */

/** Activity type ids of spec §9 used by the lobby's display rules. */
export const ACTIVITY = {
  Bind: 4,
  VIP: 8,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  FreeLoginBonus: 23,
  Agent: 26,
  Supply: 30,
  AgentCount: 31,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
} as const;

/** Banner click action that goes to the tasks page (spec §9). */
export const TASKS_CLICK_ACTION = '10000';

/** gameLike: nothing to change (spec §7, §8: no action). */
export const LIKE_NO_CHANGE = 1004;
/** startGame: the game does not exist or is switched off (reference server). */
export const GAME_NOT_FOUND = 3001;
/** startGame: the game or its brand is in maintenance (reference server). */
export const GAME_MAINTENANCE = 3002;
