/**
 * A getBonusWallet answer for view tests (issue 25 §4): of the `coin` balance, `bonus` is bonus money with
 * `wagered` of it bet so far (1×); the rest is cash, all of it withdrawable.
 */
export const bonusWallet = (coin: number, bonus = 0, wagered = 0) => ({
  errcode: 0 as const,
  coin,
  cash: coin - bonus,
  bonus,
  withdrawable: coin - bonus,
  wagered,
  wageringRequired: bonus,
  wageringLeft: bonus - wagered,
  multiple: 1,
});
