/**
 * Seed of the activities domain: the activity rows (activity type ids of contract/ids.ts), the first-charge
 * packages, the invite-friends tiers and the login-pay cards on sale. Deterministic: everything follows from
 * `now` and the configured country.
 *
 * Choices of the reference server:
 * - Every activity type (ACTIVITY in contract/ids.ts) gets one row with a readable English name, a display sort
 *   (first charge and invite friends first, as they pop up on home), icon assetUrl.activity(id), start_time =
 *   now − 1 day, end_time 0 (open-ended) and status 1 — except:
 *   - AgentCount (31) has status 0, so Agent (26) is the current agent activity (AgentCount is preferred
 *     when open) — unless SEED_AGENT_COUNT is on (config.seedAgentCount).
 *   - Christmas (37) runs Dec 1 – Jan 6 and NewYear (38) Dec 25 – Jan 15 (both inclusive, local midnight of
 *     the country to local midnight after the last day): the season of the seed year, or the one still
 *     running when the seed happens in early January.
 *   - Festival (35) and WeekendLottery (33) are on and open-ended.
 * - First charge, invite friends and the login-pay cards: the offers of contract/seed-offers.ts (the /flows
 *   samples and the machine test models show the same); a card's limit_amount is its total payout
 *   (num × day_amount), shown as paramStr.limitAmount.
 */
import { ACTIVITY } from '../../../contract/ids';
import { cardLimitAmount, FIRST_CHARGE_PACKAGES, INVITE_TIERS, LOGIN_PAY_CARDS } from '../../../contract/seed-offers';
import type { Database } from 'better-sqlite3';
import type { ServerConfig } from '../../config';
import { localMidnight, localYear } from '../../domain/activity-time';
import { DAY_MS } from '../../domain/activities';
import { assetUrl } from '../../domain/asset-urls';

interface ActivitySeed {
  readonly id: number;
  readonly name: string;
}

/** Display order (the activity list sorts by `sort` ascending). */
const ACTIVITIES: readonly ActivitySeed[] = [
  { id: ACTIVITY.FirstCharge, name: 'First Charge' },
  { id: ACTIVITY.InviteFriend1, name: 'Invite Friends' },
  { id: ACTIVITY.SignUpBonus, name: 'Sign-up Bonus' },
  { id: ACTIVITY.LadderRecharge, name: 'Ladder Recharge' },
  { id: ACTIVITY.Tasks, name: 'Tasks' },
  { id: ACTIVITY.Bind, name: 'Bind Mobile' },
  { id: ACTIVITY.VIP, name: 'VIP Privileges' },
  { id: ACTIVITY.Fund, name: 'Growth Fund' },
  { id: ACTIVITY.FreeLoginBonus, name: 'Free Login Bonus' },
  { id: ACTIVITY.FreeSign, name: 'Free Daily Sign-in' },
  { id: ACTIVITY.AccumulatedRecharge, name: 'Accumulated Recharge' },
  { id: ACTIVITY.InviteUserSpin, name: 'Invite & Spin' },
  { id: ACTIVITY.Agent, name: 'Agent' },
  { id: ACTIVITY.AgentCount, name: 'Agent Count' },
  { id: ACTIVITY.Agent5, name: 'Agent Rewards' },
  { id: ACTIVITY.RedPacket, name: 'Red Packet' },
  { id: ACTIVITY.FollowRewards, name: 'Follow Rewards' },
  { id: ACTIVITY.Supply, name: 'Bankruptcy Supply' },
  { id: ACTIVITY.WeekendLottery, name: 'Weekend Lottery' },
  { id: ACTIVITY.Festival, name: 'Festival' },
  { id: ACTIVITY.Christmas, name: 'Christmas' },
  { id: ACTIVITY.NewYear, name: 'New Year' },
  { id: ACTIVITY.Notice, name: 'Notice' },
  { id: ACTIVITY.OutLink, name: 'Partner Link' },
];

interface Window {
  readonly start: number;
  readonly end: number;
}

/**
 * A season running from a date in December to a date in the next January, inclusive, in the country's
 * local time: the one still running at `now`, else the one of `now`'s year.
 */
function season(config: ServerConfig, now: number, startDecDay: number, lastJanDay: number): Window {
  const c = config.country;
  const year = localYear(c, now);
  const previous = {
    start: localMidnight(c, year - 1, 12, startDecDay),
    end: localMidnight(c, year, 1, lastJanDay + 1),
  };
  if (now < previous.end) return previous;
  return { start: localMidnight(c, year, 12, startDecDay), end: localMidnight(c, year + 1, 1, lastJanDay + 1) };
}

export function seedActivities(db: Database, config: ServerConfig, now: number): void {
  const christmas = season(config, now, 1, 6);
  const newYear = season(config, now, 25, 15);
  const insertActivity = db.prepare(
    'INSERT INTO activities (id, name, sort, start_time, end_time, icon, status) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  ACTIVITIES.forEach((a, i) => {
    const window: Window =
      a.id === ACTIVITY.Christmas ? christmas : a.id === ACTIVITY.NewYear ? newYear : { start: now - DAY_MS, end: 0 };
    const status = a.id === ACTIVITY.AgentCount && !config.seedAgentCount ? 0 : 1;
    insertActivity.run(a.id, a.name, (i + 1) * 10, window.start, window.end, assetUrl.activity(a.id), status);
  });

  const insertFirstCharge = db.prepare(
    'INSERT INTO first_charge_config (id, price, award, show_type) VALUES (?, ?, ?, ?)',
  );
  for (const p of FIRST_CHARGE_PACKAGES) insertFirstCharge.run(p.id, p.price, JSON.stringify(p.award), p.showType);

  const insertInvite = db.prepare('INSERT INTO invite_config (id, award, invite_count) VALUES (?, ?, ?)');
  for (const t of INVITE_TIERS) insertInvite.run(t.id, JSON.stringify(t.award), t.inviteCount);

  const insertCard = db.prepare(
    'INSERT INTO prop_config (id, price, num, day_amount, limit_amount) VALUES (?, ?, ?, ?, ?)',
  );
  for (const c of LOGIN_PAY_CARDS) insertCard.run(c.id, c.price, c.num, c.dayAmount, cardLimitAmount(c));
}
