/** Everyday claim activities: sign-up bonus (15), free sign (36), supply (30). */
import { defineHandlers } from '../context';
import { freeSignState, receiveFreeSign } from '../domain/free-sign';
import { receiveSignUpBonus, signUpBonusState } from '../domain/sign-up-bonus';
import { receiveSupply, supplyState } from '../domain/supply';
import { requireUser } from '../domain/users';

export const promoDailyHandlers = defineHandlers({
  loginBonus3User: ({ deps, caller }) => signUpBonusState(deps, requireUser(deps, caller.userId)),

  loginBonus3UserReceive: ({ deps, body, caller }) => {
    const { state, ...credit } = receiveSignUpBonus(deps, requireUser(deps, caller.userId), body.day);
    return { ...state, ...credit };
  },

  freeSignUser: ({ deps, caller }) => freeSignState(deps, requireUser(deps, caller.userId).id),

  freeSignReceive: ({ deps, body, caller }) => {
    const { state, ...credit } = receiveFreeSign(deps, requireUser(deps, caller.userId).id, body.day);
    return { ...state, ...credit };
  },

  bankruptBonusUser: ({ deps, caller }) => supplyState(deps, requireUser(deps, caller.userId).id),

  bankruptBonus: ({ deps, caller }) => {
    const { state, ...credit } = receiveSupply(deps, requireUser(deps, caller.userId).id);
    return { ...state, ...credit };
  },
});
