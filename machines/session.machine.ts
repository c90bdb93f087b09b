/**
 * The root actor, so everything that outlives a page lives here: the token, the configuration, the player, and
 * the heartbeat and badges poll, invoked in `member` so they start at login and stop at logout or expiry by
 * construction. A boot picks visitor or member by whether a token is stored; the `loading` tag keeps the loading
 * overlay until a configuration is in. A 401 while loading a member falls back to the anonymous configuration
 * (the stored token is forgotten), and a business error on the first user-info call after a boot logs out.
 * Every way in (login, registration, social login: `auth.succeeded`) shares one after-auth step, and every way
 * out (`session.expired`, a 401 on a non-public call, or `logout.confirmed`) shares signingOut, which clears the
 * token and every stored user, config and activity store, navigates to /login and loads the anonymous
 * configuration. A language change reloads the configuration (and for a member the session data) in the new
 * locale, keeping the shown ones meanwhile and on failure. The game list is kept with its version and replaced
 * only when the server's version differs.
 *
 * Implementations: src/actors/session.actors.ts
 */
import { assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiError } from '../contract/api-errors';
import { PATH } from '../contract/paths';
import type {
  AppConfig,
  AuthResult,
  ConfigAnswer,
  Figures,
  Game,
  MemberAnswer,
  PlayerData,
  SessionState,
  UserInfo,
} from '../contract/types';
import { AUTH_NAVIGATE_DELAY_MS } from './constants';
import { badgesMachine, withBadges, type Badges } from './badges.machine';
import { heartbeatMachine } from './heartbeat.machine';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export interface SessionInput {
  /** The token found in storage at start (memory first, then local storage). */
  readonly token: string | null;
  /** The cached game list and its version. */
  readonly gameList: readonly Game[];
  readonly gameListVersion: number;
}

export interface SessionContext {
  token: string | null;
  config: AppConfig | null;
  gameList: readonly Game[];
  gameListVersion: number;
  user: UserInfo | null;
  player: PlayerData | null;
  /** The game being played (heartbeat carries it). */
  gameId: number | null;
  error: Message | null;
}

export type SessionEvent =
  | { type: 'config.retry' }
  | { type: 'auth.succeeded'; result: AuthResult; toast?: Message }
  | { type: 'session.expired' }
  | { type: 'logout.confirmed' }
  | { type: 'session.reload' }
  | { type: 'user.figures'; figures: Figures }
  | { type: 'user.updated'; user: UserInfo }
  | { type: 'player.updated'; patch: Partial<PlayerData> }
  | { type: 'game.entered'; gameId: number }
  | { type: 'game.left' }
  /** Any flow: check the red dots now (mail read, received or deleted; a task award claimed). */
  | { type: 'badges.refresh' }
  /** From the badges child: the dots' new data. */
  | { type: 'badges.updated'; badges: Badges }
  /** The shown language changed (the API client already sends the new one): reload what the server words. */
  | { type: 'locale.changed' };

export type SessionEmitted = { type: 'navigate'; to: string; replace?: boolean } | { type: 'toast'; message: Message };

const splitSession = (s: SessionState): { user: UserInfo; player: PlayerData } => {
  const { user, ...player } = s;
  return { user, player };
};

const configOf = (answer: ConfigAnswer): AppConfig => {
  const { appGameList: _list, ...config } = answer;
  return config;
};

const memberFields = (answer: MemberAnswer): SessionState => ({
  user: answer.user,
  appUserBank: answer.appUserBank,
  appUserBankList: answer.appUserBankList,
  gameLikes: answer.gameLikes,
  gameHistory: answer.gameHistory,
  inviteCode: answer.inviteCode,
  aid: answer.aid,
  firstRecharge: answer.firstRecharge,
  shareUrlMap: answer.shareUrlMap,
  activityIds: answer.activityIds,
  activityMap: answer.activityMap,
  dotFlags: answer.dotFlags,
  mailStatus: answer.mailStatus,
});

/** The app's persistSession with the session's user and player as they are now (after every change to either). */
const saveSession = {
  type: 'persistSession',
  params: ({ context }: { context: SessionContext }) => ({ user: context.user, player: context.player }),
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadVisitorConfig: fromPromise<ConfigAnswer, { gameListVersion: number }>(async () => {
      throw new Error('provided by the app');
    }),
    loadMemberConfig: fromPromise<MemberAnswer, { gameListVersion: number }>(async () => {
      throw new Error('provided by the app');
    }),
    fetchUserInfo: fromPromise<UserInfo, void>(async () => {
      throw new Error('provided by the app');
    }),
    reloadSession: fromPromise<SessionState, void>(async () => {
      throw new Error('provided by the app');
    }),
    heartbeat: heartbeatMachine,
    badges: badgesMachine,
  },
  actions: {
    persistToken: (_, _params: { token: string }) => {},
    persistSession: (_, _params: { user: UserInfo | null; player: PlayerData | null }) => {},
    persistGameList: (_, _params: { list: readonly Game[]; version: number }) => {},
    clearStoredSession: () => {},
    assignConfig: assign((_, params: { answer: ConfigAnswer; cached: SessionContext }) => {
      const { answer, cached } = params;
      const fresh = answer.appGameList !== undefined;
      return {
        config: configOf(answer),
        gameList: fresh ? (answer.appGameList ?? []) : cached.gameList,
        gameListVersion: answer.gameListVersion,
        error: null,
      };
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isUnauthorized: (_, params: { error: unknown }) => {
      const kind = (params.error as ApiError | undefined)?.kind;
      return kind === 'sessionExpired' || kind === 'unauthorized';
    },
    isBusinessFailure: (_, params: { error: unknown }) => (params.error as ApiError | undefined)?.kind === 'business',
  },
  delays: { authNavigate: AUTH_NAVIGATE_DELAY_MS },
}).createMachine({
  id: 'session',
  description:
    "The app's root actor: the access token, the configuration, the logged-in player's data, the heartbeat, and the ways a session starts and ends.",
  meta: { emitted: ['navigate', 'toast'], docs: 'docs/product/session.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    token: input.token,
    config: null,
    gameList: input.gameList,
    gameListVersion: input.gameListVersion,
    user: null,
    player: null,
    gameId: null,
    error: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      tags: ['loading'],
      always: [{ guard: 'hasToken', target: 'loadingMember' }, { target: 'loadingVisitor' }],
    },
    loadingVisitor: {
      tags: ['loading'],
      invoke: {
        id: 'loadVisitorConfig',
        src: 'loadVisitorConfig',
        input: ({ context }) => ({ gameListVersion: context.gameListVersion }),
        onDone: {
          target: 'visitor',
          actions: [
            { type: 'assignConfig', params: ({ event, context }) => ({ answer: event.output, cached: context }) },
            {
              type: 'persistGameList',
              params: ({ context }) => ({ list: context.gameList, version: context.gameListVersion }),
            },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadingMember: {
      tags: ['loading'],
      invoke: {
        id: 'loadMemberConfig',
        src: 'loadMemberConfig',
        input: ({ context }) => ({ gameListVersion: context.gameListVersion }),
        onDone: {
          target: 'member.verifying',
          actions: [
            { type: 'assignConfig', params: ({ event, context }) => ({ answer: event.output, cached: context }) },
            assign(({ event }) => splitSession(memberFields(event.output))),
            {
              type: 'persistGameList',
              params: ({ context }) => ({ list: context.gameList, version: context.gameListVersion }),
            },
            saveSession,
          ],
        },
        onError: [
          {
            description: 'A 401 on the first after-login call: fall back to the anonymous configuration.',
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingVisitor',
            actions: ['clearStoredSession', assign({ token: null, user: null, player: null })],
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'config.retry': { target: 'booting', actions: assign({ error: null }) } },
    },
    visitor: {
      initial: 'ready',
      on: {
        'locale.changed': { target: '.relocalizing', reenter: true },
        'auth.succeeded': {
          target: 'member.welcoming',
          actions: [
            assign(({ event }) => ({ token: event.result.token, ...splitSession(event.result) })),
            { type: 'persistToken', params: ({ event }) => ({ token: event.result.token }) },
            saveSession,
          ],
        },
      },
      states: {
        ready: {},
        relocalizing: {
          description: 'The configuration again in the new locale; the shown one stays meanwhile and on failure.',
          invoke: {
            id: 'loadVisitorConfig',
            src: 'loadVisitorConfig',
            input: ({ context }) => ({ gameListVersion: context.gameListVersion }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignConfig', params: ({ event, context }) => ({ answer: event.output, cached: context }) },
                {
                  type: 'persistGameList',
                  params: ({ context }) => ({ list: context.gameList, version: context.gameListVersion }),
                },
              ],
            },
            onError: 'ready',
          },
        },
      },
    },
    member: {
      invoke: [
        { id: 'heartbeat', src: 'heartbeat', input: ({ context }) => ({ gameId: context.gameId }) },
        { id: 'badges', src: 'badges' },
      ],
      initial: 'ready',
      on: {
        'session.expired': {
          target: 'signingOut',
          actions: emit({ type: 'toast', message: { id: 'common.sessionExpired' } }),
        },
        'logout.confirmed': 'signingOut',
        'user.figures': {
          actions: [
            assign({ user: ({ context, event }) => (context.user ? { ...context.user, ...event.figures } : null) }),
            saveSession,
          ],
        },
        'user.updated': {
          actions: [assign({ user: ({ event }) => event.user }), saveSession],
        },
        'player.updated': {
          actions: [
            assign({ player: ({ context, event }) => (context.player ? { ...context.player, ...event.patch } : null) }),
            saveSession,
          ],
        },
        'game.entered': {
          actions: [
            assign({ gameId: ({ event }) => event.gameId }),
            sendTo('heartbeat', ({ event }) => ({ type: 'heartbeat.game', gameId: event.gameId })),
          ],
        },
        'game.left': {
          actions: [assign({ gameId: null }), sendTo('heartbeat', { type: 'heartbeat.game', gameId: null })],
        },
        'badges.refresh': { actions: sendTo('badges', { type: 'badges.refresh' }) },
        'locale.changed': { target: '.relocalizing', reenter: true },
        'badges.updated': {
          actions: [
            assign({
              player: ({ context, event }) => (context.player ? withBadges(context.player, event.badges) : null),
            }),
            saveSession,
          ],
        },
      },
      states: {
        verifying: {
          description: 'After a boot with a stored token: the first user-info call; a business error logs out.',
          invoke: {
            id: 'fetchUserInfo',
            src: 'fetchUserInfo',
            onDone: {
              target: 'ready',
              actions: [assign({ user: ({ event }) => event.output }), saveSession],
            },
            onError: [
              {
                guard: { type: 'isBusinessFailure', params: ({ event }) => ({ error: event.error }) },
                target: '#session.signingOut',
              },
              { target: 'ready' },
            ],
          },
        },
        welcoming: {
          description: 'The shared after-auth step: optional "Success." toast, then /lobby/home after 500 ms.',
          entry: enqueueActions(({ event, enqueue }) => {
            if (event.type === 'auth.succeeded' && event.toast) enqueue.emit({ type: 'toast', message: event.toast });
          }),
          after: {
            authNavigate: {
              target: 'ready',
              actions: emit({ type: 'navigate', to: PATH.home, replace: true }),
            },
          },
        },
        ready: {
          on: { 'session.reload': 'reloading' },
        },
        reloading: {
          invoke: {
            id: 'reloadSession',
            src: 'reloadSession',
            onDone: {
              target: 'ready',
              actions: [assign(({ event }) => splitSession(event.output)), saveSession],
            },
            onError: 'ready',
          },
        },
        relocalizing: {
          description:
            'Configuration and session data again in the new locale; the shown ones stay meanwhile and on failure.',
          invoke: {
            id: 'loadMemberConfig',
            src: 'loadMemberConfig',
            input: ({ context }) => ({ gameListVersion: context.gameListVersion }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignConfig', params: ({ event, context }) => ({ answer: event.output, cached: context }) },
                assign(({ event }) => splitSession(memberFields(event.output))),
                {
                  type: 'persistGameList',
                  params: ({ context }) => ({ list: context.gameList, version: context.gameListVersion }),
                },
                saveSession,
              ],
            },
            onError: 'ready',
          },
        },
      },
    },
    signingOut: {
      description: 'Clears the token and every stored user, config and activity store; then /login.',
      entry: [
        'clearStoredSession',
        assign({ token: null, user: null, player: null, gameId: null }),
        emit({ type: 'navigate', to: PATH.login, replace: true }),
      ],
      always: 'loadingVisitor',
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A player is signed in and their user data is in. */
/** The site's currency symbol from the configuration (`฿`); empty until it has loaded. */
export const selectCurrencySymbol = (s: SessionSnapshot): string => s.context.config?.currency.symbol ?? '';

export const selectSignedIn = (s: SessionSnapshot): boolean => s.matches('member') && s.context.user !== null;

/** The shared after-sign-in step (store, toast, go to the lobby) is under way. */
export const selectWelcoming = (s: SessionSnapshot): boolean => s.matches({ member: 'welcoming' });

/** A player is signed in and past the after-sign-in step. */
export const selectSettledMember = (s: SessionSnapshot): boolean =>
  s.matches('member') && !s.matches({ member: 'welcoming' });

/** What a members-only route waits for, lets in or sends to the login. */
export const selectAccess = (s: SessionSnapshot): 'loading' | 'member' | 'visitor' =>
  s.hasTag('loading') ? 'loading' : s.matches('member') ? 'member' : 'visitor';

/** Who is looking, once the session knows: a signed-in player, a visitor, or not known yet. */
export const selectViewer = (s: SessionSnapshot): 'member' | 'visitor' | 'unknown' =>
  s.matches('member') && s.context.user !== null ? 'member' : s.matches('visitor') ? 'visitor' : 'unknown';

/** The configuration is in, and for a member their session data too. */
export const selectSessionSettled = (s: SessionSnapshot): boolean =>
  s.context.config !== null && (s.matches('visitor') || (s.matches('member') && s.context.player !== null));

/**
 * Whom the header is for: a member, a visitor, or not known yet. The header never shows the login buttons to a
 * player who is signed in: while a stored token's session loads (a server-rendered page with the signed-in
 * hint, a reload) it shows a neutral placeholder (`pending`).
 */
export const selectWho = (s: SessionSnapshot): 'member' | 'visitor' | 'pending' => {
  if (s.matches('member') && s.context.user !== null) return 'member';
  return s.context.token !== null && (s.hasTag('loading') || s.matches('member')) ? 'pending' : 'visitor';
};
