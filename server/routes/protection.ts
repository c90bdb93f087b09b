/**
 * Player protection calls (issue 25; docs/player-protection.md): the deposit limits, what each window has
 * left, and changes to them. The rules are in domain/deposit-limits.ts.
 */
import { defineHandlers } from '../context';
import { cancelDepositLimitChange, playerProtection, setDepositLimit } from '../domain/deposit-limits';

export const protectionHandlers = defineHandlers({
  getPlayerProtection: ({ deps, caller }) => playerProtection(deps, caller.userId),

  setDepositLimit: ({ deps, body, caller }) => {
    const change = setDepositLimit(deps, caller.userId, body.period, body.amount ?? null);
    return { change, ...playerProtection(deps, caller.userId) };
  },

  cancelDepositLimitChange: ({ deps, body, caller }) => {
    cancelDepositLimitChange(deps, caller.userId, body.period);
    return playerProtection(deps, caller.userId);
  },
});
