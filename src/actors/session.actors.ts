/**
 * Live implementations for the session machine (and its heartbeat): the config and player calls, and
 * the client-side storage (token in memory + localStorage, player, game list).
 */
import { fromPromise, sendParent } from 'xstate';
import { badgesMachine, type Badges } from '../../machines/badges.machine';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import type { Game } from '../../contract/types';
import { deviceInfo } from '../lib/device';
import { PLAYER_KEYS, STORAGE_KEYS, readItem, removeItem, writeItem } from '../lib/storage-keys';
import type { FlowDeps, ImplementationsOf } from './port';

/** The stored token and cached game list the session starts from. */
export function sessionInput(deps: Pick<FlowDeps, 'tokens' | 'localStore'>): SessionInput {
  let cached: { version?: unknown; list?: unknown } = {};
  try {
    cached = JSON.parse(readItem(deps.localStore, STORAGE_KEYS.gameConfig) ?? '{}') as typeof cached;
  } catch {
    cached = {};
  }
  const ok = Number.isInteger(cached.version) && Array.isArray(cached.list);
  return {
    token: deps.tokens.get(),
    gameList: ok ? (cached.list as Game[]) : [],
    gameListVersion: ok ? (cached.version as number) : 0,
  };
}

/** The session's implementations: it is the root flow, so it takes the deps alone (no port). */
export function sessionImplementations(deps: FlowDeps) {
  return {
    actors: {
      loadVisitorConfig: fromPromise(({ input, signal }) =>
        deps.api.call('anonymousAppConfig', { gameListVersion: input.gameListVersion }, { signal }),
      ),
      loadMemberConfig: fromPromise(({ input, signal }) => {
        const device = deviceInfo(deps.localStore, deps.userAgent);
        return deps.api.call(
          'getAfterLoginInfoWeb',
          {
            gameListVersion: input.gameListVersion,
            os: device.os,
            version: device.version,
            deviceModel: device.deviceModel,
          },
          { signal },
        );
      }),
      fetchUserInfo: fromPromise(async ({ signal }) => (await deps.api.call('getUserInfo', {}, { signal })).user),
      reloadSession: fromPromise(({ signal }) => deps.api.call('getAfterLoginInfo', {}, { signal })),
      heartbeat: heartbeatMachine.provide({
        actors: {
          sendHeartbeat: fromPromise(async ({ input, signal }) => {
            await deps.api.call('online', input.gameId === null ? {} : { gameId: input.gameId }, { signal });
          }),
        },
      }),
      badges: badgesMachine.provide({
        actors: {
          fetchBadges: fromPromise<Badges, void>(async ({ signal }) => {
            const [mail, tasks] = await Promise.allSettled([
              deps.api.call('hasMailUnread', {}, { signal }),
              deps.api.call('getTaskUser', {}, { signal }),
            ]);
            if (mail.status === 'rejected' && tasks.status === 'rejected') throw mail.reason;
            return {
              ...(mail.status === 'fulfilled'
                ? { mailStatus: { red0: mail.value.red0, red1: mail.value.red1, red2: mail.value.red2 } }
                : {}),
              ...(tasks.status === 'fulfilled' ? { canReceiveTaskAward: tasks.value.canReceiveTaskAward } : {}),
            };
          }),
        },
        actions: {
          reportBadges: sendParent((_, { badges }: { badges: Badges }) => ({ type: 'badges.updated', badges })),
        },
      }),
    },
    actions: {
      persistToken: (_, { token }) => deps.tokens.set(token),
      persistSession: (_, { user, player }) => {
        if (user) writeItem(deps.localStore, STORAGE_KEYS.gameUserInfo, JSON.stringify(user));
        if (player) writeItem(deps.localStore, STORAGE_KEYS.gameUser, JSON.stringify(player));
      },
      persistGameList: (_, { list, version }) =>
        writeItem(deps.localStore, STORAGE_KEYS.gameConfig, JSON.stringify({ version, list })),
      clearStoredSession: () => {
        deps.tokens.clear();
        for (const key of [...PLAYER_KEYS, STORAGE_KEYS.gameConfig]) removeItem(deps.localStore, key);
      },
    },
  } satisfies ImplementationsOf<typeof sessionMachine>;
}

export function liveSessionMachine(deps: FlowDeps) {
  return sessionMachine.provide(sessionImplementations(deps));
}
