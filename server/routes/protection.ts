/**
 * Player protection calls (docs/player-protection.md): the deposit and loss limits, the session-time
 * limit, the reality check and the limit offer, and changes to them. The rules are in domain/deposit-limits.ts
 * (one limits mechanism) and domain/play-limits.ts.
 */
import { defineHandlers, type Deps } from '../context';
import {
  cancelDepositLimitChange,
  cancelLimitChange,
  playerProtection as depositProtection,
  setDepositLimit,
  setLimit,
} from '../domain/deposit-limits';
import { playProtection, setPlaySettings } from '../domain/play-limits';

const playerProtection = (deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: number) => ({
  ...depositProtection(deps, userId),
  ...playProtection(deps, userId),
});

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

  setPlayerLimit: ({ deps, body, caller }) => {
    const change = setLimit(
      deps,
      caller.userId,
      body.kind,
      'period' in body ? body.period : 'session',
      body.amount ?? null,
    );
    return { change, ...playerProtection(deps, caller.userId) };
  },

  cancelPlayerLimitChange: ({ deps, body, caller }) => {
    cancelLimitChange(deps, caller.userId, body.kind, 'period' in body ? body.period : 'session');
    return playerProtection(deps, caller.userId);
  },

  setPlaySettings: ({ deps, body, caller }) => {
    setPlaySettings(deps, caller.userId, body);
    return playerProtection(deps, caller.userId);
  },
});
