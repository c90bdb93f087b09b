/**
 * Login cross-site request forgery: every attempt has a fresh random `state` and a PKCE pair
 * (RFC 7636, S256, as LINE Login v2.1 supports), kept by the browser tab that started it (`beginAttempt`). A
 * return is exchanged only when its `state` is the one this tab is waiting for (`recallAttempt`, which
 * forgets it: one use), with that attempt's `codeVerifier`; the server checks the verifier against the
 * challenge the provider recorded with the code. A link carrying someone else's code signs no one in.
 *
 * Hence the chart starts by telling a return (the query has both `state` and `code`) from a visit: a return
 * first cleans the code from the address bar, and one this tab did not start (or already used) sends nothing and
 * says `auth.social.notStartedHere`. The button shows only when the third-party list has id 3.
 *
 * Implementations: src/actors/social-login.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { PATH } from '../contract/paths';
import { LOGIN_FAILURE_CODES, SOCIAL_LOGIN_PROVIDER_ID } from './constants';
import { authFailureMessage, errorMessage, message, type Message } from './message';
import type { AuthResult } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export type LoginThirdConfig = components['schemas']['LoginThirdConfig'];

export interface SocialLoginInput {
  /** The /login query: both present means the provider sent the player back. */
  readonly state: string | null;
  readonly code: string | null;
}

export interface SocialLoginContext extends SocialLoginInput {
  provider: LoginThirdConfig | null;
  error: Message | null;
  /** The PKCE verifier of this tab's attempt whose state came back (recalling → exchanging). */
  codeVerifier: string | null;
}

/** A new attempt as the provider sees it: its state and the S256 challenge of its verifier. */
export interface SocialLoginAttempt {
  readonly state: string;
  readonly codeChallenge: string;
}

/** Shown when a return carries a state this tab did not start (a forged or stale link). */
export const NOT_STARTED_HERE: Message = message('auth.social.notStartedHere');

export type SocialLoginEvent = { type: 'social.start' };
export type SocialLoginEmitted =
  { type: 'redirect'; url: string } | { type: 'navigate'; to: string; replace?: boolean };

/** The provider's authorize URL (response_type code, client id, redirect uri, scope), this attempt's state and PKCE challenge. */
export function authorizeUrl(p: LoginThirdConfig, attempt: SocialLoginAttempt): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: p.redirectUri,
    state: attempt.state,
    scope: 'profile openid email',
    code_challenge: attempt.codeChallenge,
    code_challenge_method: 'S256',
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
    beginAttempt: fromPromise<SocialLoginAttempt, void>(async () => {
      throw new Error('provided by the app');
    }),
    recallAttempt: fromPromise<{ codeVerifier: string } | null, { state: string }>(async () => {
      throw new Error('provided by the app');
    }),
    exchangeCode: fromPromise<AuthResult, { state: string; code: string; codeVerifier: string }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportAuthenticated: (_, _params: { result: AuthResult }) => {},
  },
  guards: {
    isProviderReturn: ({ context }) => Boolean(context.state && context.code),
    isStartedHere: (_, params: { attempt: { codeVerifier: string } | null }) => Boolean(params.attempt?.codeVerifier),
    hasSocialProvider: (_, params: { list: LoginThirdConfig[] }) =>
      params.list.some((p) => p.id === SOCIAL_LOGIN_PROVIDER_ID),
  },
}).createMachine({
  id: 'socialLogin',
  description: 'Login through the messaging-app identity provider.',
  meta: { emitted: ['redirect', 'navigate'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, provider: null, error: null, codeVerifier: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isProviderReturn', target: 'recalling' }, { target: 'loadingProviders' }],
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
      on: { 'social.start': 'preparing' },
    },
    preparing: {
      description: 'A new attempt: a random state and PKCE pair, kept in this tab; the verifier never leaves it.',
      tags: ['busy'],
      invoke: {
        id: 'beginAttempt',
        src: 'beginAttempt',
        onDone: {
          target: 'redirecting',
          actions: emit(({ context, event }) => ({
            type: 'redirect' as const,
            url: context.provider ? authorizeUrl(context.provider, event.output) : PATH.login,
          })),
        },
        onError: { target: 'available', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    unavailable: {
      description: 'No provider with id 3: the social login button is not shown.',
    },
    redirecting: {
      type: 'final',
    },
    recalling: {
      description: 'Only a return to the tab that started this attempt, with its state, is exchanged.',
      tags: ['busy'],
      entry: emit({ type: 'navigate', to: PATH.login, replace: true }),
      invoke: {
        id: 'recallAttempt',
        src: 'recallAttempt',
        input: ({ context }) => ({ state: context.state ?? '' }),
        onDone: [
          {
            guard: { type: 'isStartedHere', params: ({ event }) => ({ attempt: event.output }) },
            target: 'exchanging',
            actions: assign({ codeVerifier: ({ event }) => event.output?.codeVerifier ?? null }),
          },
          { target: 'loadingProviders', actions: assign({ error: NOT_STARTED_HERE, state: null, code: null }) },
        ],
        onError: {
          target: 'loadingProviders',
          actions: assign({ error: NOT_STARTED_HERE, state: null, code: null }),
        },
      },
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({
          state: context.state ?? '',
          code: context.code ?? '',
          codeVerifier: context.codeVerifier ?? '',
        }),
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
            codeVerifier: null,
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});

type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

/** The social sign-in offered, once the providers are in (none otherwise). */
export const selectProvider = (s: SocialLoginSnapshot): SocialLoginSnapshot['context']['provider'] | null =>
  s.matches('available') ? s.context.provider : null;

/** The providers are loading. */
export const selectLoadingProviders = (s: SocialLoginSnapshot): boolean => s.matches('loadingProviders');

/** A social sign-in is under way (or leaving for the provider). */
export const selectSocialBusy = (s: SocialLoginSnapshot): boolean => s.hasTag('busy') || s.matches('redirecting');
