/** The login flow's live implementations: accountLogin; the account (never the password) is remembered. */
import { loginMachine } from '../../machines/login.machine';
import { keepWithdrawOnly } from '../lib/withdraw-only';
import { authActorsOf } from './auth-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function loginImplementations(port: FlowPort) {
  const auth = authActorsOf(port);
  return {
    actors: { login: auth.login },
    actions: {
      rememberAccount: (_, { account }) => auth.actions.rememberAccount(account),
      reportAuthenticated: (_, { result }) => auth.actions.reportLogin(result),
      keepWithdrawOnly: (_, { exclusion, withdrawToken }) =>
        keepWithdrawOnly(port.deps.tabStore, { token: withdrawToken, exclusion }),
    },
  } satisfies ImplementationsOf<typeof loginMachine>;
}

export function liveLoginMachine(port: FlowPort) {
  return loginMachine.provide(loginImplementations(port));
}
