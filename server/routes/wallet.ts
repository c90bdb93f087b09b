/**
 * Wallet calls: trade terms, withdrawal, bank cards, safebox, deposit and withdrawal records, and the
 * bonus-point exchange. The rules live in domain/wallet.ts, domain/withdrawals.ts and domain/deposits.ts; this file maps calls to them.
 */
import { bonusWallet } from '../domain/bonus-wagering';
import { ERRCODE } from '../../contract/ids';
import { Fail, defineHandlers, type Deps } from '../context';
import { sql } from '../db/sql';
import { rechargeTypes } from '../domain/app-config';
import type { ContentLocale } from '../domain/content-locale';
import { hashSecret } from '../domain/crypto';
import { balance, balances, post } from '../domain/ledger';
import { listRechargeOrders } from '../domain/deposits';
import { newOrderId } from '../domain/order-ids';
import { createWithdrawal, listExchangeOrders } from '../domain/withdrawals';
import { kycStatusOf, requireUser, userBanks } from '../domain/users';
import {
  COIN_PER_POINT,
  EXCHANGE_MAX_AMOUNT,
  EXCHANGE_MIN_AMOUNT,
  LOTTERY_MIN_POINTS,
  LOTTERY_STEP_POINTS,
  MAX_CARDS,
  cardCount,
  checkSafeboxPassword,
  coinHundredthsFor,
  decryptSixDigits,
  findBank,
  findCard,
  lotteryHundredthsFor,
  normalizeAccountName,
  normalizeCardNum,
  processingPeriods,
} from '../domain/wallet';

const DEFAULT_PAGE_SIZE = 20;

function tradeTerms(deps: Pick<Deps, 'db' | 'config'>, lang: ContentLocale) {
  return {
    appRechargeTypeList: rechargeTypes(deps, lang),
    isDepositBank: deps.config.isDepositBank,
    exchangeMinAmount: EXCHANGE_MIN_AMOUNT,
    exchangeMaxAmount: EXCHANGE_MAX_AMOUNT,
    processingPeriods: processingPeriods(),
  };
}

const hasSafeboxPassword = (deps: Pick<Deps, 'db'>, userId: number): 0 | 1 =>
  requireUser(deps, userId).safebox_password_hash ? 1 : 0;

/** The answer of addBankInfo / modifyBankInfo: the card of `bankId` and every card. */
function bankCards(deps: Pick<Deps, 'db'>, userId: number, bankId: number, lang: ContentLocale) {
  const list = userBanks(deps, userId, lang);
  const card = list[String(bankId)];
  if (!card) throw new Fail(ERRCODE.BankCardNotFound, 'Bank card not found');
  return { appUserBank: card, appUserBankList: list };
}

export const walletHandlers = defineHandlers({
  anonymousTradeInfo: ({ deps, lang }) => tradeTerms(deps, lang),

  tradeInfo: ({ deps, caller, lang }) => ({
    ...tradeTerms(deps, lang),
    coin: balance(deps.db, caller.userId, 'coin'),
    hasSafeboxPassword: hasSafeboxPassword(deps, caller.userId),
    kycStatus: kycStatusOf(deps, caller.userId),
    appUserBankList: userBanks(deps, caller.userId, lang),
  }),

  /** Cash, bonus, withdrawable and wagering progress (domain/bonus-wagering.ts). */
  getBonusWallet: ({ deps, caller }) => {
    const w = bonusWallet(deps.db, caller.userId, deps.config.bonusWageringMultiple);
    return {
      coin: w.cash + w.bonus,
      cash: w.cash,
      bonus: w.bonus,
      withdrawable: w.withdrawable,
      wagered: w.wagered,
      wageringRequired: w.wageringRequired,
      wageringLeft: w.wageringLeft,
      multiple: w.multiple,
    };
  },

  getExchange: ({ deps, caller, lang }) => {
    const kycStatus = kycStatusOf(deps, caller.userId);
    return {
      coin: balance(deps.db, caller.userId, 'coin'),
      minAmount: EXCHANGE_MIN_AMOUNT,
      maxAmount: EXCHANGE_MAX_AMOUNT,
      kycStatus,
      kycRequired: kycStatus === 2 ? 0 : 1,
      hasSafeboxPassword: hasSafeboxPassword(deps, caller.userId),
      appUserBankList: userBanks(deps, caller.userId, lang),
      processingPeriods: processingPeriods(),
    };
  },

  /**
   * KYC is due before the first withdrawal or within 7 days of registration, whichever comes first, so
   * every withdrawal needs verified KYC (2006). Then the safebox password (2007/2008, async, before the
   * transaction), then card, bounds, open withdrawals and balance inside one transaction.
   */
  exchange: async ({ deps, body, caller, lang }) => {
    if (kycStatusOf(deps, caller.userId) !== 2) {
      throw new Fail(ERRCODE.KycRequired, 'Verify your identity (KYC) before withdrawing');
    }
    await checkSafeboxPassword(deps, caller.userId, body.safeboxPassword);
    return createWithdrawal(deps, caller.userId, { amount: body.amount, bankId: body.bankId }, lang);
  },

  addBankInfo: ({ deps, body, caller, lang }) => {
    const now = deps.clock.now();
    if (!findBank(deps, body.bankId)) throw new Fail(ERRCODE.BankCardNotFound, 'Unknown bank');
    if (findCard(deps, caller.userId, body.bankId)) {
      throw new Fail(ERRCODE.BankAlreadyBound, 'A card of this bank is already bound; change it instead');
    }
    const cardNum = normalizeCardNum(body.cardNum);
    const accountName = normalizeAccountName(body.accountName);
    if (cardCount(deps, caller.userId) >= MAX_CARDS) {
      throw new Fail(ERRCODE.BankCardInvalid, `At most ${MAX_CARDS} bank cards can be bound`);
    }
    sql(
      deps.db,
      'INSERT INTO user_banks (user_id, bank_id, account_name, card_num, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(caller.userId, body.bankId, accountName, cardNum, now, now);
    return bankCards(deps, caller.userId, body.bankId, lang);
  },

  modifyBankInfo: ({ deps, body, caller, lang }) => {
    const card = findCard(deps, caller.userId, body.bankId);
    if (!card) throw new Fail(ERRCODE.BankCardNotFound, 'No card of this bank is bound');
    const cardNum = normalizeCardNum(body.cardNum);
    const accountName = normalizeAccountName(body.accountName);
    sql(deps.db, 'UPDATE user_banks SET account_name = ?, card_num = ?, updated_at = ? WHERE id = ?').run(
      accountName,
      cardNum,
      deps.clock.now(),
      card.id,
    );
    return bankCards(deps, caller.userId, body.bankId, lang);
  },

  getSafebox: ({ deps, caller }) => ({
    safebox: balance(deps.db, caller.userId, 'safebox'),
    hasSafeboxPassword: hasSafeboxPassword(deps, caller.userId),
  }),

  safeboxPasswordInit: async ({ deps, body, caller }) => {
    if (hasSafeboxPassword(deps, caller.userId))
      throw new Fail(ERRCODE.SafeboxPasswordSet, 'The safebox password is already set');
    const plain = decryptSixDigits(deps, body.password);
    if (plain === null) throw new Fail(ERRCODE.ProfileValueInvalid, 'The safebox password must be 6 digits');
    const hash = await hashSecret(plain, deps.random);
    // Only if still unset: a concurrent init cannot overwrite the first one.
    const changed = sql(
      deps.db,
      'UPDATE users SET safebox_password_hash = ? WHERE id = ? AND safebox_password_hash IS NULL',
    ).run(hash, caller.userId).changes;
    if (changed !== 1) throw new Fail(ERRCODE.SafeboxPasswordSet, 'The safebox password is already set');
    return {};
  },

  /** The old password is checked like a withdrawal's, wrong guesses counting toward the same lock. */
  modifySafePassword: async ({ deps, body, caller }) => {
    const before = requireUser(deps, caller.userId).safebox_password_hash;
    await checkSafeboxPassword(deps, caller.userId, body.oldPassword);
    const plain = decryptSixDigits(deps, body.password);
    if (plain === null) throw new Fail(ERRCODE.ProfileValueInvalid, 'The new safebox password must be 6 digits');
    const hash = await hashSecret(plain, deps.random);
    const changed = sql(
      deps.db,
      'UPDATE users SET safebox_password_hash = ? WHERE id = ? AND safebox_password_hash = ?',
    ).run(hash, caller.userId, before).changes;
    if (changed !== 1)
      throw new Fail(ERRCODE.SafeboxPasswordWrong, 'The safebox password changed meanwhile; try again');
    return {};
  },

  getRechargeRecord: ({ deps, body, caller, lang }) => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
    return { page, pageSize, ...listRechargeOrders(deps, caller.userId, page, pageSize, lang) };
  },

  getExchangeOrder: ({ deps, body, caller, lang }) => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
    return { page, pageSize, ...listExchangeOrders(deps, caller.userId, page, pageSize, lang) };
  },

  getLotterConfig: ({ deps, caller }) => ({
    lottery: balance(deps.db, caller.userId, 'lottery'),
    coinPerPoint: COIN_PER_POINT,
    minPoints: LOTTERY_MIN_POINTS,
    stepPoints: LOTTERY_STEP_POINTS,
  }),

  /** Whole points in steps of 125: the lottery debit and the coin credit share one ref, in one transaction. */
  lotteryExchange: ({ deps, body, caller }) => {
    const { points } = body;
    if (points < LOTTERY_MIN_POINTS || points % LOTTERY_STEP_POINTS !== 0) {
      throw new Fail(
        ERRCODE.PointsInvalid,
        `Exchange at least ${LOTTERY_MIN_POINTS} points, in steps of ${LOTTERY_STEP_POINTS}`,
      );
    }
    const cost = lotteryHundredthsFor(points);
    const gained = coinHundredthsFor(points);
    const userId = caller.userId;
    return deps.db.transaction(() => {
      if (balance(deps.db, userId, 'lottery') < cost) throw new Fail(ERRCODE.PointsInvalid, 'Not enough points');
      const at = deps.clock.now();
      const ref = newOrderId(deps, 'L');
      post(deps.db, { userId, account: 'lottery', delta: -cost, kind: 'lottery_exchange', ref, at });
      post(deps.db, { userId, account: 'coin', delta: gained, kind: 'lottery_exchange', ref, at });
      const b = balances(deps.db, userId);
      return { coin: b.coin, lottery: b.lottery, gained };
    })();
  },
});
