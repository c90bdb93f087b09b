/**
 * The player's mail: listing, reading, receiving attachments exactly once (coin and points through the
 * ledger, other items as prop grants) and deleting (never a mail whose attachment is still waiting).
 */
import { ERRCODE } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { DEFAULT_CONTENT_LOCALE, localText, type ContentLocale } from './content-locale';
import { balances, post } from './ledger';

type Schemas = components['schemas'];
type PrizeItem = Schemas['PrizeItem'];

/** Reward item ids that are ledger money; counts are hundredths. */
const COIN_ITEM = 2001;
const POINTS_ITEM = 2002;

interface MailRow {
  id: number;
  user_id: number;
  type: 0 | 1 | 2;
  title: string;
  content: string;
  attachments: string;
  read_at: number | null;
  received_at: number | null;
  deleted_at: number | null;
  created_at: number;
  /** The title and content per locale (migration 065). */
  i18n: string;
}

/** The stored attachment list, keeping only well-formed items. */
function attachmentsOf(json: string): PrizeItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: PrizeItem[] = [];
  for (const raw of parsed as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { id, count, betRate } = raw as Record<string, unknown>;
    if (!Number.isSafeInteger(id) || (id as number) < 1) continue;
    if (!Number.isSafeInteger(count) || (count as number) < 0) continue;
    const item: PrizeItem = { id: id as number, count: count as number };
    if (Number.isSafeInteger(betRate) && (betRate as number) >= 0) item.betRate = betRate as number;
    items.push(item);
  }
  return items;
}

function summaryOf(r: MailRow, lang: ContentLocale): Schemas['MailSummary'] {
  return {
    id: r.id,
    type: r.type,
    title: localText(r.i18n, lang, 'title', r.title),
    hasAttachment: attachmentsOf(r.attachments).length > 0 ? 1 : 0,
    received: r.received_at !== null ? 1 : 0,
    read: r.read_at !== null ? 1 : 0,
    createTime: r.created_at,
  };
}

interface MailPage {
  list: Schemas['MailSummary'][];
  total: number;
  page: number;
  pageSize: number;
}

export function mailPage(
  deps: Pick<Deps, 'db'>,
  userId: number,
  page: number,
  pageSize: number,
  type: 0 | 1 | 2 | undefined,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): MailPage {
  const where =
    type === undefined ? 'user_id = ? AND deleted_at IS NULL' : 'user_id = ? AND deleted_at IS NULL AND type = ?';
  const args: number[] = type === undefined ? [userId] : [userId, type];
  const total =
    sql<number[], { n: number }>(deps.db, `SELECT COUNT(*) AS n FROM mail WHERE ${where}`).get(...args)?.n ?? 0;
  const rows = sql<number[], MailRow>(
    deps.db,
    `SELECT * FROM mail WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...args, pageSize, (page - 1) * pageSize);
  return { list: rows.map((r) => summaryOf(r, lang)), total, page, pageSize };
}

function ownMail(deps: Pick<Deps, 'db'>, userId: number, mailId: number): MailRow {
  const row = sql<[number, number], MailRow>(
    deps.db,
    'SELECT * FROM mail WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
  ).get(mailId, userId);
  if (!row) throw new Fail(ERRCODE.MailNotFound, 'Mail not found');
  return row;
}

/** One mail with its attachments, in `lang`; reading it marks it read. */
export function readMail(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  mailId: number,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Schemas['Mail'] {
  const row = ownMail(deps, userId, mailId);
  if (row.read_at === null) {
    const now = deps.clock.now();
    sql(deps.db, 'UPDATE mail SET read_at = COALESCE(read_at, ?) WHERE id = ?').run(now, mailId);
    row.read_at = now;
  }
  return {
    ...summaryOf(row, lang),
    content: localText(row.i18n, lang, 'content', row.content),
    attachments: attachmentsOf(row.attachments),
  };
}

interface Received {
  propList: PrizeItem[];
  coin: number;
  lottery: number;
}

/**
 * Receives a mail's attachment once (2201 not found, 2203 nothing to receive, 2202 already received):
 * the conditional update and every credit are one transaction, so concurrent calls credit once.
 */
export function receiveMail(deps: Pick<Deps, 'db' | 'clock'>, userId: number, mailId: number): Received {
  const { db } = deps;
  const now = deps.clock.now();
  return db.transaction((): Received => {
    const row = ownMail(deps, userId, mailId);
    const items = attachmentsOf(row.attachments);
    if (items.length === 0) throw new Fail(ERRCODE.MailNothingToReceive, 'This mail has nothing to receive');
    const claimed = sql(
      db,
      'UPDATE mail SET received_at = ?, read_at = COALESCE(read_at, ?) WHERE id = ? AND received_at IS NULL',
    ).run(now, now, mailId);
    if (claimed.changes === 0) throw new Fail(ERRCODE.MailReceived, 'Mail attachment already received');
    // One movement per item id (the ledger keeps one row per kind and ref).
    const totals = new Map<number, number>();
    for (const item of items) totals.set(item.id, (totals.get(item.id) ?? 0) + item.count);
    for (const [id, count] of totals) {
      if (count <= 0) continue;
      if (id === COIN_ITEM || id === POINTS_ITEM) {
        post(db, {
          userId,
          account: id === COIN_ITEM ? 'coin' : 'lottery',
          delta: count,
          kind: 'mail',
          ref: `${mailId}:${id}`,
          at: now,
        });
      } else {
        sql(
          db,
          "INSERT OR IGNORE INTO prop_grants (user_id, prop_id, count, kind, ref, created_at) VALUES (?, ?, ?, 'mail', ?, ?)",
        ).run(userId, id, count, String(mailId), now);
      }
    }
    const b = balances(db, userId);
    return { propList: items, coin: b.coin, lottery: b.lottery };
  })();
}

/**
 * Soft-deletes the player's mail. All or nothing: any id that is not the player's live mail → 2201; any
 * mail whose attachment is not received yet → 2204.
 */
export function deleteMail(deps: Pick<Deps, 'db' | 'clock'>, userId: number, ids: readonly number[]): number {
  const { db } = deps;
  const now = deps.clock.now();
  return db.transaction((): number => {
    const rows = ids.map((id) => ownMail(deps, userId, id));
    if (rows.some((r) => r.received_at === null && attachmentsOf(r.attachments).length > 0)) {
      throw new Fail(ERRCODE.MailReceiveFirst, 'Receive the attachment before deleting this mail');
    }
    let deleted = 0;
    for (const r of rows) {
      deleted += sql(db, 'UPDATE mail SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL').run(now, r.id).changes;
    }
    return deleted;
  })();
}
