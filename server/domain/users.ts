/** The player as the contract shows it (UserInfo), their cards, likes, history and mail counts. */
import { ERRCODE } from '../../contract/ids';
import { register } from '../../contract/paths';
import type { components } from '../../contract/schema';
import type { Deps } from '../context';
import { Fail } from '../context';
import { sql } from '../db/sql';
import { DEFAULT_CONTENT_LOCALE, localText, type ContentLocale } from './content-locale';
import { figures as figuresOf, type Figures } from './figures';

type Schemas = components['schemas'];
type UserInfo = Schemas['UserInfo'];
type UserBank = Schemas['UserBank'];

export interface UserRow {
  id: number;
  account: string;
  account_type: 0 | 1 | 2;
  mobile: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: number;
  avatar_other: string;
  line_sub: string | null;
  line_name: string;
  uuid: string;
  invite_code: string;
  pid: number | null;
  inviter_id: number | null;
  out_value: string;
  safebox_password_hash: string | null;
  disabled: 0 | 1;
  reg_ip: string;
  created_at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function findUser(deps: Pick<Deps, 'db'>, id: number): UserRow | undefined {
  return sql<[number], UserRow>(deps.db, 'SELECT * FROM users WHERE id = ?').get(id);
}

export function requireUser(deps: Pick<Deps, 'db'>, id: number): UserRow {
  const row = findUser(deps, id);
  if (!row) throw new Fail(ERRCODE.WrongCredentials, 'Account not found');
  return row;
}

/** Total of completed deposits (hundredths). */
export function totalRecharge(deps: Pick<Deps, 'db'>, userId: number): number {
  return (
    sql<[number], { total: number }>(
      deps.db,
      "SELECT COALESCE(SUM(amount), 0) AS total FROM recharge_orders WHERE user_id = ? AND status = 'done'",
    ).get(userId)?.total ?? 0
  );
}

export function kycStatusOf(deps: Pick<Deps, 'db'>, userId: number): 0 | 1 | 2 | 3 {
  const row = sql<[number], { status: 1 | 2 | 3 }>(deps.db, 'SELECT status FROM kyc WHERE user_id = ?').get(userId);
  return row?.status ?? 0;
}

/** The balance-and-level figures of refreshData (also part of UserInfo). */
export function figures(deps: Pick<Deps, 'db'>, userId: number): Figures {
  return figuresOf(deps.db, userId);
}

export function userInfo(deps: Pick<Deps, 'db' | 'clock'>, row: UserRow): UserInfo {
  const f = figures(deps, row.id);
  const hasOther = sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM user_other WHERE user_id = ?').get(
    row.id,
  );
  return {
    account: row.account_type === 2 ? row.line_name || `LINE ${row.id}` : row.account,
    accountType: row.account_type,
    avatar: row.avatar,
    avatarOther: row.avatar_other,
    facebookAccount: '',
    googleAccount: '',
    lineAccount: row.line_sub ? row.line_name || row.line_sub : '',
    hasSafeboxPassword: row.safebox_password_hash ? 1 : 0,
    hasKyc: kycStatusOf(deps, row.id) === 2 ? 1 : 0,
    hasUserOther: (hasOther?.n ?? 0) > 0 ? 1 : 0,
    id: row.id,
    lottery: f.lottery,
    coin: f.coin,
    mobile: row.mobile ?? '',
    nickname: row.nickname,
    regPeriod: Math.max(0, Math.floor((deps.clock.now() - row.created_at) / DAY_MS)),
    safebox: f.safebox,
    totalRecharge: totalRecharge(deps, row.id),
    uuid: row.uuid,
    vip: f.vip,
    vipExp: f.vipExp,
    pid: row.pid ?? 0,
    userLevel: f.userLevel,
    bet: f.bet,
  };
}

/** Masks all but the last four digits: 1234567890 → ******7890. */
export function maskCard(cardNum: string): string {
  const digits = cardNum.replace(/\D/g, '');
  return digits.length <= 4 ? digits : '*'.repeat(Math.min(8, digits.length - 4)) + digits.slice(-4);
}

/** Masks a phone or account for public lists: 0812345678 → 081****678. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  const keep = Math.max(1, Math.floor(account.length / 4));
  return account.slice(0, keep + 1) + '****' + account.slice(-keep - 1);
}

/** The player's bank cards, the banks named in `lang`. */
export function userBanks(
  deps: Pick<Deps, 'db'>,
  userId: number,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Record<string, UserBank> {
  const rows = sql<
    [number],
    {
      id: number;
      bank_id: number;
      name: string;
      short_name: string;
      account_name: string;
      card_num: string;
      created_at: number;
      i18n: string;
    }
  >(
    deps.db,
    `SELECT ub.id, ub.bank_id, b.name, b.short_name, b.i18n, ub.account_name, ub.card_num, ub.created_at
       FROM user_banks ub JOIN banks b ON b.id = ub.bank_id WHERE ub.user_id = ? ORDER BY ub.created_at, ub.id`,
  ).all(userId);
  const out: Record<string, UserBank> = {};
  for (const r of rows) {
    out[String(r.bank_id)] = {
      id: r.id,
      bankId: r.bank_id,
      bankName: localText(r.i18n, lang, 'name', r.name),
      shortBankName: r.short_name,
      accountName: r.account_name,
      cardNum: maskCard(r.card_num),
      createTime: r.created_at,
    };
  }
  return out;
}

export function gameLikes(deps: Pick<Deps, 'db'>, userId: number): Record<string, 0 | 1> {
  const rows = sql<[number], { game_id: number }>(
    deps.db,
    'SELECT game_id FROM game_likes WHERE user_id = ? ORDER BY created_at',
  ).all(userId);
  return Object.fromEntries(rows.map((r) => [String(r.game_id), 1 as const]));
}

export function gameHistory(deps: Pick<Deps, 'db'>, userId: number): number[] {
  return sql<[number], { game_id: number }>(
    deps.db,
    'SELECT game_id FROM game_history WHERE user_id = ? ORDER BY played_at DESC, game_id DESC LIMIT 50',
  )
    .all(userId)
    .map((r) => r.game_id);
}

/**
 * The mail dot's counts (reference-server decision, contract MailStatus): red<type> = the player's live
 * mail of that type (0 system, 1 activity, 2 reward) that is unread or still holds an attachment not yet
 * received — reading a gift does not hide it until it is taken.
 */
export function mailStatus(deps: Pick<Deps, 'db'>, userId: number): Schemas['MailStatus'] {
  const rows = sql<[number], { type: 0 | 1 | 2; n: number }>(
    deps.db,
    `SELECT type, COUNT(*) AS n FROM mail
     WHERE user_id = ? AND deleted_at IS NULL
       AND (read_at IS NULL
            OR (received_at IS NULL AND json_valid(attachments) AND json_array_length(attachments) > 0))
     GROUP BY type`,
  ).all(userId);
  const out = { red0: 0, red1: 0, red2: 0 };
  for (const r of rows) out[`red${r.type}`] = r.n;
  return out;
}

/** The share link: outValue, install_referrer=h5, aid, share_referrer=8. */
export function shareUrl(origin: string, row: Pick<UserRow, 'id' | 'invite_code'>): string {
  const link = register({ outValue: row.invite_code, install_referrer: 'h5', aid: row.id, share_referrer: '8' });
  return `${origin}${link}`;
}
