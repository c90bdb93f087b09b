/** The social-login flow's live implementations; a success is reported with the "Success." toast, like a registration (spec §4). */
import { socialLoginMachine } from '../../machines/social-login.machine';
import type { AppRoot } from '../app/root';
import { authActorsOf } from './auth-calls';

export function liveSocialLoginMachine(root: AppRoot) {
  const auth = authActorsOf(root);
  return socialLoginMachine.provide({
    actors: { fetchProviders: auth.fetchProviders, exchangeCode: auth.exchangeCode },
    actions: { reportAuthenticated: (_, { result }) => auth.actions.reportRegistered(result) },
  });
}
