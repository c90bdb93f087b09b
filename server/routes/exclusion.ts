/**
 * Cool-off, self-exclusion, account closure and the account-security calls (login
 * history, active sessions, sign out everywhere else). Rules: domain/exclusions.ts, domain/account-security.ts.
 */
import { defineHandlers } from '../context';
import { accountSecurity, signOutOthers } from '../domain/account-security';
import { activeExclusion, endSelfExclusion, startExclusion } from '../domain/exclusions';

export const exclusionHandlers = defineHandlers({
  getExclusion: ({ deps, caller }) => {
    const exclusion = activeExclusion(deps, caller.userId);
    const serverTime = deps.clock.now();
    return exclusion ? { exclusion, serverTime } : { serverTime };
  },

  startExclusion: async ({ deps, body, caller }) => ({
    exclusion: await startExclusion(deps, caller.userId, {
      kind: body.kind,
      ...(body.duration !== undefined ? { duration: body.duration } : {}),
      password: body.password,
    }),
  }),

  endSelfExclusion: async ({ deps, body, caller }) => ({
    exclusion: await endSelfExclusion(deps, caller.userId, body.password),
  }),

  getAccountSecurity: ({ deps, caller }) => accountSecurity(deps, caller),

  signOutOtherSessions: ({ deps, caller }) => {
    const signedOut = signOutOthers(deps, caller);
    return { signedOut, ...accountSecurity(deps, caller) };
  },
});
