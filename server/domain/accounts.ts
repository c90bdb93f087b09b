/**
 * Creating a player: the one place registration (any variant) and social login make a user row, credit
 * the registration reward through the ledger and deliver the new-player mail — in one transaction.
 */
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { addressKey } from './address-key';
import { recordAgreements } from './agreements';
import { post } from './ledger';
import { GIFT_MAIL, mailColumns, WELCOME_MAIL } from './content-texts';
import type { UserRow } from './users';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const FIRST_ID = 100001;

export interface NewPlayer {
  readonly accountType: 0 | 1 | 2;
  /** Lower-cased username, national mobile number, or `line:<sub>`. */
  readonly account: string;
  readonly mobile?: string | null;
  readonly passwordHash?: string | null;
  readonly nickname?: string;
  readonly lineSub?: string | null;
  readonly lineName?: string;
  /** The inviter named by the landing URL's aid, when it is a real player. */
  readonly inviterId?: number | null;
  readonly outValue?: string;
  readonly regIp?: string;
}

function inviteCode(deps: Pick<Deps, 'random'>): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += INVITE_ALPHABET[deps.random.int(INVITE_ALPHABET.length)];
  return code;
}

function uuid(deps: Pick<Deps, 'random'>): string {
  const b = deps.random.bytes(16);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The inviter an `outUrl` names through its `aid` (the share link's affiliate id), if that player exists. */
export function inviterFromOutUrl(
  deps: Pick<Deps, 'db'>,
  outUrl: string | undefined,
): { inviterId: number | null; outValue: string } {
  if (!outUrl) return { inviterId: null, outValue: '' };
  let params: URLSearchParams;
  try {
    params = new URL(outUrl, 'http://local.invalid').searchParams;
  } catch {
    return { inviterId: null, outValue: '' };
  }
  const outValue = (params.get('outValue') ?? '').slice(0, 64);
  const aid = Number(params.get('aid'));
  if (!Number.isSafeInteger(aid) || aid <= 0) return { inviterId: null, outValue };
  const found = sql<[number], { id: number }>(deps.db, 'SELECT id FROM users WHERE id = ?').get(aid);
  return { inviterId: found?.id ?? null, outValue };
}

/** Inserts the player with reward and mail. Call it where a UNIQUE violation on account/mobile is handled. */
export function createPlayer(deps: Pick<Deps, 'db' | 'clock' | 'random' | 'config'>, p: NewPlayer): UserRow {
  const { db } = deps;
  const now = deps.clock.now();
  return db.transaction((): UserRow => {
    const next = sql<[], { id: number | null }>(db, 'SELECT MAX(id) AS id FROM users').get()?.id ?? 0;
    const id = Math.max(next + 1, FIRST_ID);
    let code = inviteCode(deps);
    while (sql<[string], { one: number }>(db, 'SELECT 1 AS one FROM users WHERE invite_code = ?').get(code))
      code = inviteCode(deps);
    sql(
      db,
      `INSERT INTO users (id, account, account_type, mobile, password_hash, nickname, avatar, line_sub, line_name, uuid,
                          invite_code, inviter_id, out_value, reg_ip, reg_ip_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      p.account,
      p.accountType,
      p.mobile ?? null,
      p.passwordHash ?? null,
      p.nickname ?? `Player${id}`,
      1 + (id % 12),
      p.lineSub ?? null,
      p.lineName ?? '',
      uuid(deps),
      code,
      p.inviterId ?? null,
      p.outValue ?? '',
      p.regIp ?? '',
      addressKey(p.regIp ?? ''),
      now,
    );
    if (deps.config.userRegisterCoin > 0) {
      post(db, {
        userId: id,
        account: 'coin',
        delta: deps.config.userRegisterCoin,
        kind: 'register_bonus',
        ref: String(id),
        at: now,
      });
    }
    const mail = sql(
      db,
      'INSERT INTO mail (user_id, type, title, content, attachments, created_at, i18n) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const welcome = mailColumns(WELCOME_MAIL);
    mail.run(id, WELCOME_MAIL.type, welcome.title, welcome.content, '[]', now, welcome.i18n);
    const gift = mailColumns(GIFT_MAIL);
    mail.run(
      id,
      GIFT_MAIL.type,
      gift.title,
      gift.content,
      JSON.stringify([
        { id: 2001, count: 500 },
        { id: 2002, count: 1000 },
      ]),
      now,
      gift.i18n,
    );
    recordAgreements(deps, id, now);
    return sql<[number], UserRow>(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow;
  })();
}
