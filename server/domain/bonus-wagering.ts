/**
 * Bonus money and wagering (docs/player-protection.md "Bonus money and wagering").
 * Reference-server decisions:
 * - The coin balance is two pots, cash and bonus, each the sum of its ledger rows (ledger-kinds.ts classifies
 *   every kind; ledger.post() writes the pot). Their sum is the coin balance every caller already reads.
 * - A game round's bet is taken from cash first, the rest from bonus ('game_bet' / 'game_bet_bonus'); its win
 *   goes back in the same proportion (the bonus share rounded down: 'game_win_bonus', the rest 'game_win').
 * - Every bet made while a bonus is outstanding counts toward wagering, whichever pot paid it. Once the bets
 *   reach the grants × the multiple (config `bonusWageringMultiple`, default 1), the whole bonus pot becomes
 *   cash in the same transaction ('bonus_wagered' −B, 'bonus_to_cash' +B). When the bonus pot is spent to 0,
 *   its wagering is dropped (nothing is left to unlock).
 * - withdrawable = coin balance − bonus = cash; `exchange` refuses more with 2022 (withdrawals.ts).
 */
import type { Database } from 'better-sqlite3';
import { ERRCODE } from '../../contract/ids';
import { Fail } from '../context';
import { sql } from '../db/sql';
import { post, potBalances } from './ledger';

export interface BonusWallet {
  readonly cash: number;
  readonly bonus: number;
  readonly withdrawable: number;
  /** Bets still needed before the bonus becomes cash (0 when no bonus is outstanding). */
  readonly wageringLeft: number;
  /** Bets that count, of `wageringRequired`. */
  readonly wagered: number;
  /** granted × multiple; 0 when no bonus is outstanding. */
  readonly wageringRequired: number;
  readonly multiple: number;
}

interface WageringRow {
  granted: number;
  wagered: number;
  releases: number;
}

function wageringRow(db: Database, userId: number): WageringRow {
  return (
    sql<[number], WageringRow>(db, 'SELECT granted, wagered, releases FROM bonus_wagering WHERE user_id = ?').get(
      userId,
    ) ?? { granted: 0, wagered: 0, releases: 0 }
  );
}

/** The player's cash, bonus, withdrawable amount and wagering progress. */
export function bonusWallet(db: Database, userId: number, multiple: number): BonusWallet {
  const { cash, bonus } = potBalances(db, userId);
  const row = wageringRow(db, userId);
  const required = bonus > 0 ? row.granted * multiple : 0;
  const wagered = bonus > 0 ? Math.min(row.wagered, required) : 0;
  return {
    cash,
    bonus,
    withdrawable: cash,
    wageringLeft: required - wagered,
    wagered,
    wageringRequired: required,
    multiple,
  };
}

/**
 * Inside the round's transaction: debits the bet (cash first, then bonus; 2005 when both are short), credits the
 * win in the bet's proportion, counts the bet toward wagering, and releases a fully wagered bonus to cash.
 */
export function settleRound(
  db: Database,
  multiple: number,
  r: { userId: number; bet: number; win: number; ref: string; at: number },
): void {
  const { cash, bonus } = potBalances(db, r.userId);
  if (cash + bonus < r.bet) throw new Fail(ERRCODE.InsufficientBalance, 'Insufficient balance');
  const fromCash = Math.min(Math.max(cash, 0), r.bet);
  const fromBonus = r.bet - fromCash;
  const base = { userId: r.userId, account: 'coin' as const, ref: r.ref, at: r.at };
  if (fromCash > 0) post(db, { ...base, delta: -fromCash, kind: 'game_bet' });
  if (fromBonus > 0) post(db, { ...base, delta: -fromBonus, kind: 'game_bet_bonus' });
  const bonusWin = Math.floor((r.win * fromBonus) / r.bet);
  const cashWin = r.win - bonusWin;
  if (cashWin > 0) post(db, { ...base, delta: cashWin, kind: 'game_win' });
  if (bonusWin > 0) post(db, { ...base, delta: bonusWin, kind: 'game_win_bonus' });

  const row = wageringRow(db, r.userId);
  if (row.granted === 0) return;
  const wagered = row.wagered + r.bet;
  const left = potBalances(db, r.userId).bonus;
  if (left <= 0) {
    // The bonus was spent: nothing is left to unlock.
    sql(db, 'UPDATE bonus_wagering SET granted = 0, wagered = 0 WHERE user_id = ?').run(r.userId);
    return;
  }
  if (wagered < row.granted * multiple) {
    sql(db, 'UPDATE bonus_wagering SET wagered = ? WHERE user_id = ?').run(wagered, r.userId);
    return;
  }
  const release = `${r.userId}:${row.releases + 1}`;
  post(db, { userId: r.userId, account: 'coin', delta: -left, kind: 'bonus_wagered', ref: release, at: r.at });
  post(db, { userId: r.userId, account: 'coin', delta: left, kind: 'bonus_to_cash', ref: release, at: r.at });
  sql(db, 'UPDATE bonus_wagering SET granted = 0, wagered = 0, releases = releases + 1 WHERE user_id = ?').run(
    r.userId,
  );
}
