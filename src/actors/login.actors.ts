/** The login flow's live implementations: accountLogin; the account (never the password) is remembered. */
import { loginMachine } from '../../machines/login.machine';
import { authActorsOf } from './auth-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function loginImplementations(port: FlowPort) {
  const auth = authActorsOf(port);
  return {
    actors: { login: auth.login },
    actions: {
      rememberAccount: (_, { account }) => auth.actions.rememberAccount(account),
      reportAuthenticated: (_, { result }) => auth.actions.reportLogin(result),
    },
  } satisfies ImplementationsOf<typeof loginMachine>;
}

export function liveLoginMachine(port: FlowPort) {
  return loginMachine.provide(loginImplementations(port));
}
