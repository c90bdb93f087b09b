/**
 * socialLogin — login through the messaging-app identity provider (spec §2 /login, §7 Social login).
 *
 * States:
 * - checking: a return from the provider (the query has both `state` and `code`) → exchanging; else
 *   loadingProviders.
 * - loadingProviders → available (the third-party list has id 3: the button shows) | unavailable.
 * - available: `social.start` → redirecting, which emits `redirect` to the provider's authorize endpoint
 *   (response_type code, client id, redirect uri, the fixed state, scope "profile openid email").
 * - exchanging: first cleans the code from the address bar, then `lineLogin` with state and code;
 *   success → done ("Success." toast through the session), failure → loadingProviders with the message.
 *
 * Actors: fetchProviders (→ LoginThirdConfig[]), exchangeCode ({ state, code } → AuthResult).
 * Actions provided by the app: reportAuthenticated. Emitted: `redirect { url }`, `navigate`.
 *
 * Implementations: src/actors/social-login.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema';
import { PATH } from '../contract/paths';
import { LOGIN_FAILURE_CODES, SOCIAL_LOGIN_PROVIDER_ID } from './constants';
import { authFailureMessage, type Message } from './message';
import type { AuthResult } from './session.machine';

export type LoginThirdConfig = components['schemas']['LoginThirdConfig'];

export interface SocialLoginInput {
  /** The /login query: both present means the provider sent the player back. */
  readonly state: string | null;
  readonly code: string | null;
}

export interface SocialLoginContext extends SocialLoginInput {
  provider: LoginThirdConfig | null;
  error: Message | null;
}

export type SocialLoginEvent = { type: 'social.start' };
export type SocialLoginEmitted =
  { type: 'redirect'; url: string } | { type: 'navigate'; to: string; replace?: boolean };

/** The provider's authorize URL with the parameters of spec §7. */
export function authorizeUrl(p: LoginThirdConfig): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    state: p.state,
    scope: 'profile openid email',
  });
  return `${p.authorizeUrl}?${query.toString()}`;
}

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
    emitted: {} as SocialLoginEmitted,
  },
  actors: {
    fetchProviders: fromPromise<LoginThirdConfig[], void>(async () => {
      throw new Error('provided by the app');
    }),
    exchangeCode: fromPromise<AuthResult, { state: string; code: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportAuthenticated: (_, _params: { result: AuthResult }) => {},
  },
  guards: {
    isProviderReturn: ({ context }) => Boolean(context.state && context.code),
    hasSocialProvider: (_, params: { list: LoginThirdConfig[] }) =>
      params.list.some((p) => p.id === SOCIAL_LOGIN_PROVIDER_ID),
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({ ...input, provider: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isProviderReturn', target: 'exchanging' }, { target: 'loadingProviders' }],
    },
    loadingProviders: {
      invoke: {
        id: 'fetchProviders',
        src: 'fetchProviders',
        onDone: [
          {
            guard: { type: 'hasSocialProvider', params: ({ event }) => ({ list: event.output }) },
            target: 'available',
            actions: assign({
              provider: ({ event }) => event.output.find((p) => p.id === SOCIAL_LOGIN_PROVIDER_ID) ?? null,
            }),
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    available: {
      on: { 'social.start': 'redirecting' },
    },
    unavailable: {
      description: 'No provider with id 3: the social login button is not shown.',
    },
    redirecting: {
      entry: emit(({ context }) => ({
        type: 'redirect' as const,
        url: context.provider ? authorizeUrl(context.provider) : PATH.login,
      })),
      type: 'final',
    },
    exchanging: {
      tags: ['busy'],
      entry: emit({ type: 'navigate', to: PATH.login, replace: true }),
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ state: context.state ?? '', code: context.code ?? '' }),
        onDone: {
          target: 'done',
          actions: { type: 'reportAuthenticated', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'loadingProviders',
          actions: assign({
            error: ({ event }) => authFailureMessage(event.error, LOGIN_FAILURE_CODES),
            state: null,
            code: null,
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
