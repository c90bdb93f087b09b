/**
 * What a completed deposit does beyond the coin credit, inside the completion transaction:
 * marks the first recharge (task 105) and pays the first-deposit bonus (bonuses.ts), records a first-charge
 * purchase (actType 13) and a login-pay card purchase (actType 6).
 *
 * Reference-server rules:
 * - Task 105 (first recharge) is written once, by the first completed deposit of any actType, as
 *   progress 1 / target 1 with done_at NULL (its award is then receivable through the tasks calls).
 * - The first completed deposit of any actType (a first-charge package or a sign-in card included) also
 *   gets the first-deposit bonus, once per player (a unique index; see bonuses.ts).
 * - actType 13 records the first-charge package whose price equals the amount. When no package has that
 *   price, or the player already bought one, nothing is recorded: the coin credit of the deposit stands and
 *   the deposit counts as an ordinary one. The purchase is recorded even if the offer window closed between
 *   order and payment (the player paid while it was open).
 * - actType 6 records a login-pay card of order.propId. A missing or unknown propId records nothing (the
 *   deposit is then ordinary). A card is recorded even if the player still owns an unfinished one of the same
 *   kind: the deposit was paid, so the card is delivered.
 * - Every completed deposit also feeds the cash-bonus pot (fund.ts accrueFund: a share of the amount while
 *   activity 16 is open, capped per local day; one accrual per order id).
 * - Every completed deposit in a weekend-lottery ticket window (weekend-lottery.ts issueWeekendTickets) gets
 *   its tickets, once per order.
 * - Every write is keyed (INSERT OR IGNORE on the tasks PK, first_charge_purchases user/order, the
 *   login_pay_cards order_id), so running the effects twice for one order changes nothing.
 */
import { ACT_TYPE } from '../../contract/ids';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { grantFirstDepositBonus } from './bonuses';
import { findPropConfig } from './login-pay';
import { accrueFund } from './fund';
import { issueWeekendTickets } from './weekend-lottery';

interface CompletedOrder {
  readonly id: string;
  readonly userId: number;
  readonly amount: number;
  readonly actType: number;
  readonly propId: number | null;
  readonly at: number;
}

/** Task id of the first recharge (taskData key 105). */
const FIRST_RECHARGE_TASK = 105;

export function applyRechargeEffects(deps: Pick<Deps, 'db' | 'clock' | 'config'>, order: CompletedOrder): void {
  const { db } = deps;
  sql(
    db,
    `INSERT OR IGNORE INTO tasks (user_id, task_id, kind, progress, target, done_at, updated_at)
     VALUES (?, ?, 'task', 1, 1, NULL, ?)`,
  ).run(order.userId, FIRST_RECHARGE_TASK, order.at);
  grantFirstDepositBonus(db, order.userId, order.id, order.at);
  accrueFund(deps, order);
  issueWeekendTickets(deps, order);

  if (order.actType === ACT_TYPE.FirstCharge) {
    const config = sql<[number], { id: number }>(db, 'SELECT id FROM first_charge_config WHERE price = ?').get(
      order.amount,
    );
    if (config) {
      sql(
        db,
        'INSERT OR IGNORE INTO first_charge_purchases (user_id, award_id, order_id, created_at) VALUES (?, ?, ?, ?)',
      ).run(order.userId, config.id, order.id, order.at);
    }
  }

  if (order.actType === ACT_TYPE.BuyProp && order.propId !== null && findPropConfig(deps, order.propId)) {
    sql(db, 'INSERT OR IGNORE INTO login_pay_cards (user_id, prop_id, order_id, bought_at) VALUES (?, ?, ?, ?)').run(
      order.userId,
      order.propId,
      order.id,
      order.at,
    );
  }
}
