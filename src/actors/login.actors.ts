/** The login flow's live implementations: accountLogin; the account (never the password) is remembered. */
import { loginMachine } from '../../machines/login.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';

export function liveLoginMachine(root: AppRoot) {
  const auth = authActorsOf(root);
  return loginMachine.provide({
    actors: { login: auth.login },
    actions: {
      rememberAccount: (_, { account }) => auth.actions.rememberAccount(account),
      reportAuthenticated: (_, { result }) => auth.actions.reportLogin(result),
    },
  });
}
