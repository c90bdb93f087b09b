import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { badgesMachine } from '../../../machines/badges.machine';
import { heartbeatMachine } from '../../../machines/heartbeat.machine';
import { sessionMachine, type SessionInput } from '../../../machines/session.machine';
import type { MachineModel } from '../../helpers/machine-model';
import { AUTH_RESULT, CONFIG_NO_LIST, CONFIG_WITH_LIST, MEMBER_ANSWER, USER } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

const events = [
  { type: 'config.retry' },
  { type: 'auth.succeeded', result: AUTH_RESULT },
  { type: 'auth.succeeded', result: AUTH_RESULT, toast: { id: 'auth.success' } },
  { type: 'session.expired' },
  { type: 'logout.confirmed' },
  { type: 'session.reload' },
  { type: 'user.figures', figures: { coin: 5000, lottery: 0, vip: 1, vipExp: 10, userLevel: 1, bet: 1000 } },
  { type: 'user.updated', user: { ...USER, nickname: 'Lucky' } },
  { type: 'player.updated', patch: { activityIds: [40] } },
  { type: 'game.entered', gameId: 1001 },
  { type: 'game.left' },
  { type: 'badges.refresh' },
  { type: 'locale.changed' },
  { type: 'badges.updated', badges: { mailStatus: { red0: 0, red1: 0, red2: 0 }, canReceiveTaskAward: 1 } },
  { type: 'xstate.done.actor.loadVisitorConfig', output: CONFIG_WITH_LIST },
  { type: 'xstate.done.actor.loadVisitorConfig', output: CONFIG_NO_LIST },
  { type: 'xstate.error.actor.loadVisitorConfig', error: { kind: 'network' } },
  { type: 'xstate.done.actor.loadMemberConfig', output: MEMBER_ANSWER },
  { type: 'xstate.error.actor.loadMemberConfig', error: { kind: 'sessionExpired' } },
  { type: 'xstate.error.actor.loadMemberConfig', error: { kind: 'network' } },
  { type: 'xstate.done.actor.fetchUserInfo', output: USER },
  { type: 'xstate.error.actor.fetchUserInfo', error: { kind: 'business', errcode: 102 } },
  { type: 'xstate.error.actor.fetchUserInfo', error: { kind: 'network' } },
  { type: 'xstate.done.actor.reloadSession', output: AUTH_RESULT },
  { type: 'xstate.error.actor.reloadSession', error: { kind: 'network' } },
  { type: 'xstate.after.authNavigate.session.member.welcoming' },
] as never;

/** The meaningful abstraction of a session snapshot: who is there, which config, which game. */
const serializeState = (s: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify({
    value: s.value,
    token: s.context.token !== null,
    user: s.context.user !== null,
    config: s.context.config !== null,
    games: (s.context.gameList as unknown[]).length,
    game: s.context.gameId !== null,
    error: s.context.error !== null,
  });

const implementations = {
  actors: {
    loadVisitorConfig: never(),
    loadMemberConfig: never(),
    fetchUserInfo: never(),
    reloadSession: never(),
    heartbeat: heartbeatMachine.provide({ actors: { sendHeartbeat: never() } }),
    badges: badgesMachine.provide({ actors: { fetchBadges: never() } }),
  },
} as never;

const invariants = (s: {
  matches: (v: unknown) => boolean;
  hasTag: (t: string) => boolean;
  context: Record<string, unknown>;
  children: Record<string, unknown>;
}) => {
  // The heartbeat and the dots' poll run exactly while a member is logged in.
  expect(s.children.heartbeat !== undefined).toBe(s.matches('member'));
  expect(s.children.badges !== undefined).toBe(s.matches('member'));
  if (s.matches('member')) {
    expect(s.context.token).not.toBeNull();
    expect(s.context.user).not.toBeNull();
    expect(s.context.config).not.toBeNull();
  }
  if (s.matches('visitor')) {
    expect(s.context.token).toBeNull();
    expect(s.context.user).toBeNull();
    expect(s.context.config).not.toBeNull();
  }
  const loading = s.matches('booting') || s.matches('loadingVisitor') || s.matches('loadingMember');
  expect(s.hasTag('loading')).toBe(loading);
};

const base = { machine: sessionMachine, events, serializeState, implementations, invariants } as const;

export const sessionModels: MachineModel<typeof sessionMachine>[] = [
  { ...base, name: 'session', input: { token: null, gameList: [], gameListVersion: 0 } satisfies SessionInput },
  {
    ...base,
    name: 'session (stored token)',
    input: { token: 'stored-token-0123456789abcdef0123', gameList: [], gameListVersion: 0 } satisfies SessionInput,
  },
] as never;
