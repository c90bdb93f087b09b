/**
 * The offers a fresh reference server holds, written once: server/db/seed/activities.ts inserts them, and the
 * /flows samples (machines/samples/) and the machine test models answer with them, so what the simulator and
 * the tests show is what a fresh server answers. Amounts in hundredths; item ids: coin 2001, points 2002,
 * coupons 1001–1003, percent boosts 1201–1204. Pure data.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * The first-charge packages (showType 1, 2, 3) priced 100.00, 300.00 and 500.00. Coin alone is worth 150 %,
 * 160 % and 180 % of the price.
 */
export const FIRST_CHARGE_PACKAGES: readonly Schemas['FirstChargeConfig'][] = [
  {
    id: 1,
    price: 10_000,
    showType: 1,
    award: [
      { id: 2001, count: 15_000 },
      { id: 2002, count: 2_000 },
      { id: 1001, count: 1 },
      { id: 1201, count: 1 },
    ],
  },
  {
    id: 2,
    price: 30_000,
    showType: 2,
    award: [
      { id: 2001, count: 48_000 },
      { id: 2002, count: 6_000 },
      { id: 1002, count: 2 },
      { id: 1202, count: 1 },
    ],
  },
  {
    id: 3,
    price: 50_000,
    showType: 3,
    award: [
      { id: 2001, count: 90_000 },
      { id: 2002, count: 12_000 },
      { id: 1003, count: 3 },
      { id: 1203, count: 1 },
      { id: 1204, count: 1 },
    ],
  },
];

/** The invite-friends tiers: at 1, 3 and 5 invited players, each coin and points. */
export const INVITE_TIERS: readonly Schemas['InviteConfig'][] = [
  {
    id: 1,
    inviteCount: 1,
    award: [
      { id: 2001, count: 500 },
      { id: 2002, count: 1_000 },
    ],
  },
  {
    id: 2,
    inviteCount: 3,
    award: [
      { id: 2001, count: 2_000 },
      { id: 2002, count: 3_000 },
    ],
  },
  {
    id: 3,
    inviteCount: 5,
    award: [
      { id: 2001, count: 5_000 },
      { id: 2002, count: 8_000 },
    ],
  },
];

/**
 * The login-pay cards 6004–6007: price 100.00 / 300.00 / 500.00 / 1000.00 for `num` 7 / 7 / 15 / 30 days of
 * `dayAmount` coin each (140 %, 140 %, 135 % and 150 % of the price in all).
 */
export const LOGIN_PAY_CARDS = [
  { id: 6004, price: 10_000, num: 7, dayAmount: 2_000 },
  { id: 6005, price: 30_000, num: 7, dayAmount: 6_000 },
  { id: 6006, price: 50_000, num: 15, dayAmount: 4_500 },
  { id: 6007, price: 100_000, num: 30, dayAmount: 5_000 },
] as const;

/** What a card pays in all (`limit_amount`, answered as `paramStr.limitAmount`): its days × its daily coin. */
export const cardLimitAmount = (card: { readonly num: number; readonly dayAmount: number }): number =>
  card.num * card.dayAmount;

/** The cards as getLoginPayUser3's `propConfigList` answers them, by price ascending. */
export const LOGIN_PAY_PROP_CONFIG: readonly Schemas['PropConfig'][] = LOGIN_PAY_CARDS.map((card) => ({
  id: card.id,
  price: card.price,
  num: card.num,
  paramStr: { limitAmount: cardLimitAmount(card) },
}));
