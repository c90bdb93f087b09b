/** The social-login flow's live implementations; a success is reported with the "Success." toast, like a registration. */
import { fromPromise } from 'xstate';
import { socialLoginMachine, type SocialLoginAttempt } from '../../machines/social-login.machine';
import { beginLineAttempt, recallLineAttempt } from '../lib/line-attempt';
import { authActorsOf } from './auth-calls';
import type { FlowPort, ImplementationsOf } from './port';

export function socialLoginImplementations(port: FlowPort) {
  const auth = authActorsOf(port);
  const store = port.deps.tabStore;
  const now = () => Date.now();
  return {
    actors: {
      fetchProviders: auth.fetchProviders,
      exchangeCode: auth.exchangeCode,
      beginAttempt: fromPromise<SocialLoginAttempt, void>(() =>
        beginLineAttempt({ crypto: globalThis.crypto, store, now }),
      ),
      recallAttempt: fromPromise<{ codeVerifier: string } | null, { state: string }>(({ input }) =>
        // Only the browser tab that started the attempt holds it: a server render of the provider's return never
        // decides (the flow stays busy, so its snapshot is not handed over) and the browser recalls it itself.
        typeof window === 'undefined'
          ? new Promise<never>(() => undefined)
          : Promise.resolve(recallLineAttempt({ store, now }, input.state)),
      ),
    },
    actions: { reportAuthenticated: (_, { result }) => auth.actions.reportRegistered(result) },
  } satisfies ImplementationsOf<typeof socialLoginMachine>;
}

export function liveSocialLoginMachine(port: FlowPort) {
  return socialLoginMachine.provide(socialLoginImplementations(port));
}
