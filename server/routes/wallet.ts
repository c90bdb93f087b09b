/** Trade terms, withdrawal, bank cards, safebox, records, bonus points. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const walletHandlers = defineHandlers({
  tradeInfo: () => {
    throw new Error('not implemented: tradeInfo');
  },
  anonymousTradeInfo: () => {
    throw new Error('not implemented: anonymousTradeInfo');
  },
  getExchange: () => {
    throw new Error('not implemented: getExchange');
  },
  exchange: () => {
    throw new Error('not implemented: exchange');
  },
  addBankInfo: () => {
    throw new Error('not implemented: addBankInfo');
  },
  modifyBankInfo: () => {
    throw new Error('not implemented: modifyBankInfo');
  },
  getSafebox: () => {
    throw new Error('not implemented: getSafebox');
  },
  safeboxPasswordInit: () => {
    throw new Error('not implemented: safeboxPasswordInit');
  },
  modifySafePassword: () => {
    throw new Error('not implemented: modifySafePassword');
  },
  getRechargeRecord: () => {
    throw new Error('not implemented: getRechargeRecord');
  },
  getExchangeOrder: () => {
    throw new Error('not implemented: getExchangeOrder');
  },
  getLotterConfig: () => {
    throw new Error('not implemented: getLotterConfig');
  },
  lotteryExchange: () => {
    throw new Error('not implemented: lotteryExchange');
  },
});
