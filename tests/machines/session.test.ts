import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AUTH_NAVIGATE_DELAY_MS, HEARTBEAT_MS } from '../../machines/constants';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { ConfigAnswer, MemberAnswer, SessionState, UserInfo } from '../../contract/types';
import { describePaths } from '../helpers/describe-paths';
import { AUTH_RESULT, CONFIG_NO_LIST, CONFIG_WITH_LIST, GAME, MEMBER_ANSWER, USER } from './models/fixtures';
import { sessionModels } from './models/session.model';

for (const model of sessionModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

interface Fakes {
  visitor?: () => Promise<ConfigAnswer>;
  member?: () => Promise<MemberAnswer>;
  userInfo?: () => Promise<UserInfo>;
}

function start(
  token: string | null,
  fakes: Fakes = {},
  cached: { list: (typeof GAME)[]; version: number } = { list: [], version: 0 },
) {
  const log: string[] = [];
  const beats: Array<number | null> = [];
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      loadVisitorConfig: fromPromise(async ({ input }) => {
        log.push(`visitor:${input.gameListVersion}`);
        return (fakes.visitor ?? (async () => CONFIG_WITH_LIST))();
      }),
      loadMemberConfig: fromPromise(async () => (fakes.member ?? (async () => MEMBER_ANSWER))()),
      fetchUserInfo: fromPromise(async () => (fakes.userInfo ?? (async () => USER))()),
      reloadSession: fromPromise<SessionState, void>(async () => MEMBER_ANSWER),
      heartbeat: heartbeatMachine.provide({
        actors: { sendHeartbeat: fromPromise(async ({ input }) => void beats.push(input.gameId)) },
      }),
    },
    actions: {
      persistToken: (_, p) => void log.push(`persistToken:${p.token}`),
      persistSession: () => void log.push('persistSession'),
      persistGameList: (_, p) => void log.push(`persistGameList:${p.version}:${p.list.length}`),
      clearStoredSession: () => void log.push('clearStoredSession'),
    },
  });
  const actor = createActor(machine, {
    input: { token, gameList: cached.list, gameListVersion: cached.version },
    clock,
  });
  const emitted: Array<{ type: string; to?: string; message?: { id: string } }> = [];
  actor.on('*', (e) => void emitted.push(e as never));
  actor.start();
  return { actor, clock, log, beats, emitted };
}

describe('session', () => {
  it('shows the loading overlay until the anonymous configuration is in, and caches the game list', async () => {
    const { actor, log } = start(null);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.gameList).toEqual([GAME]);
    expect(log).toEqual(['visitor:0', 'persistGameList:7:1']);
  });

  it('keeps the cached game list when the server version is the same (no list in the answer)', async () => {
    const { actor, log } = start(null, { visitor: async () => CONFIG_NO_LIST }, { list: [GAME], version: 7 });
    await flush();
    expect(log[0]).toBe('visitor:7');
    expect(actor.getSnapshot().context.gameList).toEqual([GAME]);
    expect(actor.getSnapshot().context.gameListVersion).toBe(7);
  });

  it('boots a stored token into a member, verifies the player once, and beats at once and every 60 s', async () => {
    const { actor, clock, beats } = start('stored-token-0123456789abcdef0123');
    await flush();
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    expect(beats).toEqual([null]);
    actor.send({ type: 'game.entered', gameId: 1001 });
    clock.increment(HEARTBEAT_MS);
    await flush();
    expect(beats).toEqual([null, 1001]);
  });

  it('falls back to the anonymous configuration when the first after-login call answers 401', async () => {
    const { actor, log } = start('stale-token-0123456789abcdef01234', {
      member: async () => {
        throw { kind: 'sessionExpired' };
      },
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(log).toContain('clearStoredSession');
  });

  it('logs out when the first user-info call fails with a code', async () => {
    const { actor, emitted, log } = start('stored-token-0123456789abcdef0123', {
      userInfo: async () => {
        throw { kind: 'business', errcode: 102 };
      },
    });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    expect(log).toContain('clearStoredSession');
    expect(emitted).toContainEqual({ type: 'navigate', to: '/login', replace: true });
  });

  it('after a successful auth stores everything, starts the heartbeat and goes home after 500 ms', async () => {
    const { actor, clock, beats, emitted, log } = start(null);
    await flush();
    actor.send({ type: 'auth.succeeded', result: AUTH_RESULT, toast: { id: 'auth.success' } });
    expect(log).toContain(`persistToken:${AUTH_RESULT.token}`);
    expect(log).toContain('persistSession');
    expect(emitted).toContainEqual({ type: 'toast', message: { id: 'auth.success' } });
    await flush();
    expect(beats).toEqual([null]);
    clock.increment(AUTH_NAVIGATE_DELAY_MS - 1);
    expect(emitted.some((e) => e.type === 'navigate')).toBe(false);
    clock.increment(1);
    expect(emitted).toContainEqual({ type: 'navigate', to: '/lobby/home', replace: true });
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
  });

  it('does not toast on a plain login', async () => {
    const { actor, emitted } = start(null);
    await flush();
    actor.send({ type: 'auth.succeeded', result: AUTH_RESULT });
    expect(emitted.filter((e) => e.type === 'toast')).toEqual([]);
  });

  it('ends the session on a 401 from a non-public call: clears storage, stops the heartbeat, goes to /login', async () => {
    const { actor, clock, beats, emitted, log } = start('stored-token-0123456789abcdef0123');
    await flush();
    actor.send({ type: 'session.expired' });
    expect(log).toContain('clearStoredSession');
    expect(emitted).toContainEqual({ type: 'navigate', to: '/login', replace: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    const count = beats.length;
    clock.increment(HEARTBEAT_MS * 2);
    await flush();
    expect(beats).toHaveLength(count);
  });

  it('a visitor switching the language gets the configuration again, keeping the shown one until it is in', async () => {
    let answer: ConfigAnswer = CONFIG_WITH_LIST;
    const { actor, log } = start(null, { visitor: async () => answer });
    await flush();
    const before = actor.getSnapshot().context.config;
    answer = { ...CONFIG_NO_LIST, appNoticeConfigList: [] };
    actor.send({ type: 'locale.changed' });
    // Not the loading overlay: the page stays, the shown configuration with it.
    expect(actor.getSnapshot().value).toEqual({ visitor: 'relocalizing' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.config).toBe(before);
    await flush();
    expect(log.filter((l) => l.startsWith('visitor:'))).toEqual(['visitor:0', 'visitor:7']);
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    expect(actor.getSnapshot().context.config?.appNoticeConfigList).toEqual([]);
    expect(actor.getSnapshot().context.gameList).toEqual([GAME]);
  });

  it('a visitor keeps the shown configuration when the reload in the new language fails', async () => {
    let fail = false;
    const { actor } = start(null, {
      visitor: async () => {
        if (fail) throw { kind: 'network' };
        return CONFIG_WITH_LIST;
      },
    });
    await flush();
    fail = true;
    actor.send({ type: 'locale.changed' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ visitor: 'ready' });
    expect(actor.getSnapshot().context.config).not.toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a member switching the language gets configuration and session data again (activity names, banks)', async () => {
    let calls = 0;
    const renamed = { ...MEMBER_ANSWER, activityIds: [40], appNoticeConfigList: [] };
    const { actor, log } = start('stored-token-0123456789abcdef0123', {
      member: async () => (++calls === 1 ? MEMBER_ANSWER : renamed),
    });
    await flush();
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    log.length = 0;
    actor.send({ type: 'locale.changed' });
    expect(actor.getSnapshot().matches({ member: 'relocalizing' })).toBe(true);
    await flush();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.player?.activityIds).toEqual([40]);
    expect(actor.getSnapshot().context.config?.appNoticeConfigList).toEqual([]);
    expect(log).toContain('persistSession');
  });

  it('applies coin-refresh figures to the player', async () => {
    const { actor } = start('stored-token-0123456789abcdef0123');
    await flush();
    actor.send({ type: 'user.figures', figures: { coin: 4321, lottery: 5, vip: 1, vipExp: 2, userLevel: 1, bet: 99 } });
    expect(actor.getSnapshot().context.user).toMatchObject({
      coin: 4321,
      lottery: 5,
      bet: 99,
      nickname: USER.nickname,
    });
  });
});
