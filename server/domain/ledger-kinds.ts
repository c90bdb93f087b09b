/**
 * The one classification of every ledger kind (docs/player-protection.md "Bonus money and
 * wagering"). A coin movement is either the player's **cash** (deposits, withdrawals, cash-funded bets and
 * their wins) or **bonus** money (every promotional credit). post() refuses a coin movement whose kind is not
 * listed here, and tests/server/bonus-wagering.test.ts fails on a kind written anywhere in server/ that is not
 * listed, so a future promotion cannot forget to classify its credits.
 *
 * - `cash`: the cash pot (withdrawable).
 * - `bonus`: a bonus grant — the bonus pot, and it adds its amount × the wagering multiple to what must be bet.
 * - `bonusPlay`: a bonus-pot movement that is not a grant (the bonus part of a bet or a win, a release).
 */
export type LedgerKindClass = 'cash' | 'bonus' | 'bonusPlay';

export const LEDGER_KINDS = {
  // Cash
  recharge: 'cash',
  exchange: 'cash',
  exchange_refund: 'cash',
  game_bet: 'cash',
  game_win: 'cash',
  /** The cash side of a fully wagered bonus (ref = the release). */
  bonus_to_cash: 'cash',
  /**
   * An operator's manual correction (the reference server has no operator screen; scripts and tests use
   * adjustCoin): a credit is cash; a debit takes cash first, then bonus ('operator_debit_bonus').
   */
  operator_credit: 'cash',
  operator_debit: 'cash',
  operator_debit_bonus: 'bonusPlay',
  // Bonus play
  game_bet_bonus: 'bonusPlay',
  game_win_bonus: 'bonusPlay',
  /** The bonus side of a fully wagered bonus (ref = the release). */
  bonus_wagered: 'bonusPlay',
  // Bonus grants: sign-up and first charge
  register_bonus: 'bonus',
  first_deposit_bonus: 'bonus',
  first_charge: 'bonus',
  app_login_bonus: 'bonus',
  // Tasks, mail, points exchange
  task: 'bonus',
  mail: 'bonus',
  lottery_exchange: 'bonus',
  // Activities
  invite: 'bonus',
  invite_spin: 'bonus',
  login_pay: 'bonus',
  vip_rebate: 'bonus',
  fund: 'bonus',
  ladder: 'bonus',
  follow_reward: 'bonus',
  supply: 'bonus',
  free_sign: 'bonus',
  sign_up_bonus: 'bonus',
  // Seasonal
  festival: 'bonus',
  weekend_lottery: 'bonus',
  christmas_box: 'bonus',
  christmas_extra: 'bonus',
  new_year_packet: 'bonus',
  new_year_extra: 'bonus',
  // Agents
  agent_commission: 'bonus',
  agent5: 'bonus',
  agent4_scratch: 'bonus',
  agent4_lottery: 'bonus',
  agent4_award: 'bonus',
  proxy_task: 'bonus',
} as const satisfies Readonly<Record<string, LedgerKindClass>>;

export type LedgerKind = keyof typeof LEDGER_KINDS;
export type Pot = 'cash' | 'bonus';

/** The class of a kind; undefined for a kind nobody classified. */
export function kindClass(kind: string): LedgerKindClass | undefined {
  return Object.hasOwn(LEDGER_KINDS, kind) ? LEDGER_KINDS[kind as LedgerKind] : undefined;
}

/** The pot a coin movement of this kind belongs to; throws for an unclassified kind. */
export function potOf(kind: string): Pot {
  const c = kindClass(kind);
  if (c === undefined) throw new Error(`ledger kind '${kind}' is not classified as cash or bonus (ledger-kinds.ts)`);
  return c === 'cash' ? 'cash' : 'bonus';
}
