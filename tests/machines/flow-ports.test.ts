/**
 * The ports between flows and the app (src/actors/port.ts): a flow's effect on the session is visible in its
 * machine (a declared action the actors file provides), and the live implementations reach the app only
 * through the FlowPort.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activityListMachine, type ActivityAnswer } from '../../machines/activity-list.machine';
import { depositMachine } from '../../machines/deposit.machine';
import type { DepositInput, OpenOrder } from '../../machines/deposit.rules';
import { liveActivityListMachine } from '../../src/actors/activity-list.actors';
import { liveDepositMachine } from '../../src/actors/deposit.actors';
import type { FlowPort, SessionReport } from '../../src/actors/port';
import { CHANNELS, OPEN_ORDERS } from './models/wallet.model';

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function fakePort(answers: Record<string, () => unknown>) {
  const reports: SessionReport[] = [];
  const map = new Map<string, string>();
  const port = {
    deps: {
      api: { call: async (op: string) => answers[op]!() },
      tabStore: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
      },
    },
    report: (e: SessionReport) => void reports.push(e),
    sessionUser: () => null,
    sessionPlayer: () => null,
    perform: () => {},
  } as unknown as FlowPort;
  return { port, reports };
}

const DEPOSIT: DepositInput = {
  channels: CHANNELS,
  depositBank: false,
  boundBankIds: [],
  bindCardPath: '/bindBankCard',
  appPromo: 'none',
  resume: { ...(OPEN_ORDERS[0] as OpenOrder), order: { ...(OPEN_ORDERS[0] as OpenOrder).order, isCheck: 0 } },
};

describe('deposit → session: account.refreshed and reportAccount', () => {
  it('runs reportAccount with the player refreshAccount read, while finishing', async () => {
    const reported: unknown[] = [];
    const machine = depositMachine.provide({
      actors: {
        refreshAccount: fromPromise(async ({ self }) => {
          self._parent?.send({ type: 'account.refreshed', user: { id: 7 } as never, player: { firstRecharge: 1 } });
          return 'plain' as const;
        }),
      },
      actions: { reportAccount: (_, params) => void reported.push(params) },
    });
    const actor = createActor(machine, { input: DEPOSIT }).start();
    actor.send({ type: 'panel.close' });
    await flush();
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(reported).toEqual([{ user: { id: 7 }, player: { firstRecharge: 1 } }]);
  });

  it('the live implementations report through the flow, and straight to the session once the page has gone', async () => {
    let release: () => void = () => {};
    const { port, reports } = fakePort({
      getAfterLoginInfo: () => ({ errcode: 0, user: { id: 7, coin: 1 }, firstRecharge: 1 }),
    });
    const live = createActor(liveDepositMachine(port, 7), { input: DEPOSIT }).start();
    live.send({ type: 'panel.close' });
    await flush();
    expect(reports).toEqual([
      { type: 'user.updated', user: { id: 7, coin: 1 } },
      { type: 'player.updated', patch: { firstRecharge: 1 } },
    ]);

    // The player left the page while the answer was on its way: the session still hears it.
    const slow = fakePort({
      getAfterLoginInfo: () =>
        new Promise((resolve) => {
          release = () => resolve({ errcode: 0, user: { id: 7, coin: 2 }, firstRecharge: 1 });
        }),
    });
    const left = createActor(liveDepositMachine(slow.port, 7), { input: DEPOSIT }).start();
    left.send({ type: 'panel.close' });
    await flush();
    left.stop();
    release();
    await flush();
    expect(slow.reports).toEqual([
      { type: 'user.updated', user: { id: 7, coin: 2 } },
      { type: 'player.updated', patch: { firstRecharge: 1 } },
    ]);
  });
});

describe('activity list → session: reportActivities', () => {
  it('runs reportActivities with the fresh ids when the list loads', async () => {
    const reported: unknown[] = [];
    const answer: ActivityAnswer = { activityIds: [39], activityMap: {}, isBankrupt: false };
    const machine = activityListMachine.provide({
      actors: { loadActivities: fromPromise(async () => answer) },
      actions: { reportActivities: (_, params) => void reported.push(params) },
    });
    createActor(machine, { input: { member: true } }).start();
    await flush();
    expect(reported).toEqual([{ activityIds: [39], activityMap: {} }]);
  });

  it('the live implementation tells the session', async () => {
    const { port, reports } = fakePort({
      getActivityIds: () => ({ errcode: 0, activityIds: [39, 40], activityMap: {}, isBankrupt: 0 }),
    });
    createActor(liveActivityListMachine(port), { input: { member: true } }).start();
    await flush();
    expect(reports).toEqual([{ type: 'player.updated', patch: { activityIds: [39, 40], activityMap: {} } }]);
  });
});

describe('src/actors', () => {
  const dir = new URL('../../src/actors/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

  it('imports nothing from src/app (the app implements the port; the arrows run one way)', () => {
    for (const file of files) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).not.toMatch(/from '\.\.\/app\//);
    }
  });

  it('exports each flow’s implementations checked against its machine (satisfies ImplementationsOf)', () => {
    for (const file of files.filter((f) => f.endsWith('.actors.ts'))) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text, file).toMatch(/export function \w+Implementations\(/);
      expect(text, file).toMatch(/satisfies ImplementationsOf<typeof \w+Machine>/);
    }
  });
});
