/**
 * Login-pay (daily sign-in) cards: a card bought with a deposit (actType 6, see recharge-effects.ts) pays
 * its day_amount of coin once per local calendar day, `num` times.
 *
 * Reference-server rules:
 * - "Today" is the calendar day in the country's time zone (activity-time.ts); a card pays at most once per
 *   local day, and day N+1 needs a later local day than day N (login_pay_claims UNIQUE (card_id, day)).
 * - Days are received in order: the next day index is the number of claims so far. A missed local day is
 *   not lost; the card just finishes later.
 * - ownList shows every card the player bought, finished ones included (all days -1).
 * - buyPropIds: the cards on sale that the player does not own an unfinished card of. Buying a second card of
 *   the same kind while one still pays is not offered (a completed deposit still records it).
 * - needRecharge: the price of the cheapest card in buyPropIds (what a deposit must be to buy one), 0 when
 *   nothing can be bought.
 * - propConfigList: every card on sale by price ascending; paramStr.limitAmount is the card's limit_amount.
 * - receivedToday (an addition, see openapi.yaml LoginPayCard): 1 when the card already paid on today's local day.
 */
import { ERRCODE, ITEM } from '../../contract/ids';
import type { components } from '../../contract/schema';
import { Fail, type Deps } from '../context';
import { sql } from '../db/sql';
import { localDay } from './activity-time';
import { isConstraintError } from './activity-rewards';
import { post } from './ledger';

type Schemas = components['schemas'];

interface PropConfigRow {
  id: number;
  price: number;
  num: number;
  day_amount: number;
  limit_amount: number;
}

interface CardRow {
  id: number;
  prop_id: number;
  bought_at: number;
  num: number;
  day_amount: number;
}

function propConfigRows(deps: Pick<Deps, 'db'>): PropConfigRow[] {
  return sql<[], PropConfigRow>(deps.db, 'SELECT * FROM prop_config ORDER BY price, id').all();
}

export function findPropConfig(deps: Pick<Deps, 'db'>, propId: number): PropConfigRow | undefined {
  return sql<[number], PropConfigRow>(deps.db, 'SELECT * FROM prop_config WHERE id = ?').get(propId);
}

function cardsOf(deps: Pick<Deps, 'db'>, userId: number): CardRow[] {
  return sql<[number], CardRow>(
    deps.db,
    `SELECT c.id, c.prop_id, c.bought_at, p.num, p.day_amount
       FROM login_pay_cards c JOIN prop_config p ON p.id = c.prop_id
      WHERE c.user_id = ? ORDER BY c.bought_at, c.id`,
  ).all(userId);
}

function claimsOf(deps: Pick<Deps, 'db'>, cardId: number): { day_index: number; day: string }[] {
  return sql<[number], { day_index: number; day: string }>(
    deps.db,
    'SELECT day_index, day FROM login_pay_claims WHERE card_id = ?',
  ).all(cardId);
}

/** The login-pay state of a player (LoginPayUser). */
export function loginPayUser(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number): Schemas['LoginPayUser'] {
  const onSale = propConfigRows(deps);
  const today = localDay(deps.config.country, deps.clock.now());
  const unfinished = new Set<number>();
  const ownList = cardsOf(deps, userId).map((card): Schemas['LoginPayCard'] => {
    const claims = claimsOf(deps, card.id);
    const received = new Set(claims.map((c) => c.day_index));
    if (received.size < card.num) unfinished.add(card.prop_id);
    return {
      id: card.id,
      propId: card.prop_id,
      boughtTime: card.bought_at,
      receivedToday: claims.some((c) => c.day === today) ? 1 : 0,
      loginPayDataJson: {
        days: Array.from({ length: card.num }, (_, i) => (received.has(i) ? -1 : card.day_amount)),
      },
    };
  });
  const buyable = onSale.filter((p) => !unfinished.has(p.id));
  return {
    ownList,
    buyPropIds: buyable.map((p) => p.id),
    needRecharge: buyable[0]?.price ?? 0,
    propConfigList: onSale.map((p) => ({
      id: p.id,
      price: p.price,
      num: p.num,
      paramStr: { limitAmount: p.limit_amount },
    })),
  };
}

/**
 * Receives today's reward of one of the player's cards: 1010 when the card is not the player's or every day
 * is received, 1009 when the card already paid today. The claim row and the coin credit share one
 * transaction; the claim's keys make a racing second request fail with 1009.
 */
export function receiveLoginPayDay(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: number,
  cardId: number,
): Schemas['PrizeItem'] {
  const now = deps.clock.now();
  const today = localDay(deps.config.country, now);
  return deps.db.transaction((): Schemas['PrizeItem'] => {
    const card = cardsOf(deps, userId).find((c) => c.id === cardId);
    if (!card) throw new Fail(ERRCODE.NothingToReceive, 'Nothing to receive');
    const dayIndex =
      sql<[number], { n: number }>(deps.db, 'SELECT COUNT(*) AS n FROM login_pay_claims WHERE card_id = ?').get(card.id)
        ?.n ?? 0;
    if (dayIndex >= card.num) throw new Fail(ERRCODE.NothingToReceive, 'Nothing to receive');
    const claimedToday = sql<[number, string], { one: number }>(
      deps.db,
      'SELECT 1 AS one FROM login_pay_claims WHERE card_id = ? AND day = ?',
    ).get(card.id, today);
    if (claimedToday) throw new Fail(ERRCODE.ReceivedToday, "Today's reward has already been received");
    try {
      sql(deps.db, 'INSERT INTO login_pay_claims (card_id, day_index, day, created_at) VALUES (?, ?, ?, ?)').run(
        card.id,
        dayIndex,
        today,
        now,
      );
    } catch (error) {
      if (isConstraintError(error)) throw new Fail(ERRCODE.ReceivedToday, "Today's reward has already been received");
      throw error;
    }
    if (card.day_amount > 0) {
      post(deps.db, {
        userId,
        account: 'coin',
        delta: card.day_amount,
        kind: 'login_pay',
        ref: `${card.id}:${dayIndex}`,
        at: now,
      });
    }
    return { id: ITEM.Coin, count: card.day_amount };
  })();
}
