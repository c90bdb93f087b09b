/** The social-login flow's live implementations; a success is reported with the "Success." toast, like a registration (spec §4). */
import { socialLoginMachine } from '../../machines/social-login.machine';
import { authActorsOf } from './auth-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function socialLoginImplementations(port: FlowPort) {
  const auth = authActorsOf(port);
  return {
    actors: { fetchProviders: auth.fetchProviders, exchangeCode: auth.exchangeCode },
    actions: { reportAuthenticated: (_, { result }) => auth.actions.reportRegistered(result) },
  } satisfies ImplementationsOf<typeof socialLoginMachine>;
}

export function liveSocialLoginMachine(port: FlowPort) {
  return socialLoginMachine.provide(socialLoginImplementations(port));
}
