/**
 * The session data every login answer carries (SessionState): the player, their cards, likes and history,
 * the activities open to them, mail counts and the red-dot flags.
 */
import { ACTIVITY } from '../../contract/ids';
import type { components } from '../../contract/schema';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { activityData } from './activities';
import { hasAgentDot } from './agent-dot';
import { DEFAULT_CONTENT_LOCALE, type ContentLocale } from './content-locale';
import { fundPot } from './fund';
import { hasPendingTask } from './tasks';
import { signUpBonusWaiting } from './sign-up-bonus';
import { gameHistory, gameLikes, mailStatus, requireUser, shareUrl, userBanks, userInfo } from './users';

type SessionState = components['schemas']['SessionState'];

function hasFirstRecharge(deps: Pick<Deps, 'db'>, userId: number): boolean {
  return Boolean(
    sql<[number], { one: number }>(
      deps.db,
      "SELECT 1 AS one FROM recharge_orders WHERE user_id = ? AND status = 'done' LIMIT 1",
    ).get(userId),
  );
}

export function sessionState(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  origin: string,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): SessionState {
  const row = requireUser(deps, userId);
  const banks = userBanks(deps, userId, lang);
  const activity = activityData(deps, row, lang);
  const mail = mailStatus(deps, userId);
  const active = new Set(activity.activityIds);
  return {
    user: userInfo(deps, row),
    appUserBank: Object.values(banks)[0] ?? null,
    appUserBankList: banks,
    gameLikes: gameLikes(deps, userId),
    gameHistory: gameHistory(deps, userId),
    inviteCode: row.invite_code,
    aid: String(row.id),
    firstRecharge: hasFirstRecharge(deps, userId) ? 1 : 0,
    shareUrlMap: { invite: shareUrl(origin, row) },
    activityIds: activity.activityIds,
    activityMap: activity.activityMap,
    dotFlags: {
      hasTask: hasPendingTask(deps, userId) ? 1 : 0,
      hasMail: mail.red0 + mail.red1 + mail.red2 > 0 ? 1 : 0,
      hasSignUpBonus: active.has(ACTIVITY.SignUpBonus) && signUpBonusWaiting(deps, row) ? 1 : 0,
      hasFund: fundPot(deps, userId) > 0 ? 1 : 0,
      hasAgent: hasAgentDot(deps, userId, active) ? 1 : 0,
      hasFreeBonus: active.has(23) ? 1 : 0,
    },
    mailStatus: mail,
  };
}
