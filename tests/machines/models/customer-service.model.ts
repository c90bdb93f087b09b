/** Models of the customer-service flow: in a browser and inside the native app. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { customerServiceMachine } from '../../../machines/customer-service.machine';
import type { ServiceEntry } from '../../../machines/customer-service.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

export const ORIGIN = 'http://lobby.test';
export const LIVE_1: ServiceEntry = { url: '/sandbox/livechat/19075011', isOut: 0, nickname: 'Live Chat', icon: '' };
export const LIVE_2: ServiceEntry = {
  url: '/sandbox/livechat/19075012',
  isOut: 0,
  nickname: 'Customer Service',
  icon: '',
};
export const TELEGRAM: ServiceEntry = {
  url: 'https://t.me/examplelobby_support',
  isOut: 1,
  nickname: 'Telegram',
  icon: '',
};
/** A live-chat address on another origin: it cannot be framed, so it opens a window. */
export const FOREIGN_CHAT: ServiceEntry = { url: 'https://chat.example/sandbox/livechat/5', isOut: 0 };

type Snap = {
  value: { queue: string; chat: string };
  context: {
    native: boolean;
    entries: readonly ServiceEntry[];
    remembered: ServiceEntry | null;
    pending: boolean;
    error: { id: string } | null;
    chat: { licence: string } | null;
    attempt: number;
  };
  matches: (v: unknown) => boolean;
  hasTag: (t: string) => boolean;
  can: (e: unknown) => boolean;
};

export const customerServiceModels = [false, true].map((native) => ({
  name: `customer-service (${native ? 'native app' : 'browser'})`,
  machine: customerServiceMachine,
  input: { native, origin: ORIGIN },
  events: [
    { type: 'service.load' },
    { type: 'service.open' },
    { type: 'service.openEntry', entry: LIVE_1 },
    { type: 'service.openEntry', entry: LIVE_2 },
    { type: 'service.openEntry', entry: TELEGRAM },
    { type: 'service.retry' },
    { type: 'service.dismiss' },
    { type: 'xstate.done.actor.loadQueue', output: [LIVE_1, LIVE_2, TELEGRAM] },
    { type: 'xstate.done.actor.loadQueue', output: [TELEGRAM, LIVE_1] },
    { type: 'xstate.done.actor.loadQueue', output: [] },
    { type: 'xstate.error.actor.loadQueue', error: { kind: 'network' } },
    { type: 'chat.loaded' },
    { type: 'chat.minimise' },
    { type: 'chat.maximise' },
    { type: 'chat.close' },
    { type: 'chat.retry' },
    { type: 'xstate.after.chatTimeout.customerService.chat.loading' },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      remembered: s.context.remembered?.url ?? null,
      entries: s.context.entries.length,
      pending: s.context.pending,
      error: s.context.error?.id ?? null,
      chat: s.context.chat?.licence ?? null,
      retried: s.context.attempt > 0,
    }),
  implementations: { actors: { loadQueue: never() } },
  invariants: (s: Snap) => {
    const { queue, chat } = s.value;
    // An open waits only while the queue is on its way or failed.
    if (s.context.pending) expect(['loading', 'failed']).toContain(queue);
    expect(s.hasTag('loading')).toBe(queue === 'loading');
    expect(s.context.error !== null).toBe(queue === 'failed');
    // The remembered url is the queue's first entry.
    expect(s.context.remembered).toBe(s.context.entries[0] ?? null);
    if (queue !== 'ready') expect(s.context.entries).toEqual([]);
    // A widget on screen always has its chat; the native app never embeds one.
    if (chat !== 'closed') expect(s.context.chat).not.toBeNull();
    if (s.context.native) expect(chat).toBe('closed');
    expect(s.can({ type: 'chat.minimise' })).toBe(chat === 'open');
    expect(s.can({ type: 'chat.maximise' })).toBe(chat === 'minimised');
  },
})) as unknown as MachineModel[];
