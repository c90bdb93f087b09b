/** Deposit orders and their completion. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const depositHandlers = defineHandlers({
  recharge3: () => {
    throw new Error('not implemented: recharge3');
  },
  checkRechargeOrder: () => {
    throw new Error('not implemented: checkRechargeOrder');
  },
});
