/**
 * The customer-service flow: generated paths (browser and native app) and the opening scenarios on a
 * live actor — the remembered first entry, a live chat set up and maximised, other entries in a new window,
 * the native link, an open that waits for the queue, minimise and re-maximise, the chat page's timeout.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { CHAT_LOAD_TIMEOUT_MS, customerServiceMachine } from '../../machines/customer-service.machine';
import type { ServiceEntry } from '../../machines/customer-service.rules';
import { describePaths } from '../helpers/describe-paths';
import { customerServiceModels, LIVE_1, LIVE_2, ORIGIN, TELEGRAM } from './models/customer-service.model';

for (const model of customerServiceModels) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function start(options: { native?: boolean; queue?: () => Promise<readonly ServiceEntry[]> } = {}) {
  const opened: string[] = [];
  const emitted: Array<Record<string, unknown>> = [];
  let calls = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    customerServiceMachine.provide({
      actors: {
        loadQueue: fromPromise(async () => {
          calls += 1;
          return (options.queue ?? (async () => [LIVE_1, LIVE_2, TELEGRAM]))();
        }),
      },
      actions: { openWindow: (_, { url }) => void opened.push(url) },
    }),
    { input: { native: options.native ?? false, origin: ORIGIN }, clock },
  );
  actor.on('*', (e) => void emitted.push(e as Record<string, unknown>));
  actor.start();
  return { actor, opened, emitted, clock, calls: () => calls };
}

describe('customer service opening', () => {
  it('makes no call until it is needed', async () => {
    const { actor, calls } = start();
    await flush();
    expect(calls()).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ queue: 'idle', chat: 'closed' });
  });

  it('loads the queue for an open, remembers the first entry and maximises its live chat', async () => {
    const { actor, opened, calls } = start();
    actor.send({ type: 'service.open' });
    actor.send({ type: 'service.open' }); // a second tap while loading: still one call, one chat
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    const snap = actor.getSnapshot();
    expect(calls()).toBe(1);
    expect(snap.context.remembered).toEqual(LIVE_1);
    expect(snap.context.pending).toBe(false);
    expect(snap.value).toEqual({ queue: 'ready', chat: 'loading' });
    expect(snap.context.chat).toEqual({ licence: '19075011', src: '/sandbox/livechat/19075011' });
    actor.send({ type: 'chat.loaded' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'open' });
    expect(opened).toEqual([]);
  });

  it('minimises, keeps the chat, and maximises again from any entry point', async () => {
    const { actor } = start();
    actor.send({ type: 'service.open' });
    await flush();
    actor.send({ type: 'chat.loaded' });
    actor.send({ type: 'chat.minimise' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'minimised' });
    actor.send({ type: 'service.open' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'open' });
    actor.send({ type: 'chat.minimise' });
    actor.send({ type: 'chat.maximise' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'open' });
    // Another live chat replaces the first one (its page loads in the frame).
    actor.send({ type: 'service.openEntry', entry: LIVE_2 });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'loading' });
    expect(actor.getSnapshot().context.chat?.licence).toBe('19075012');
  });

  it('opens an entry that is not a live chat in a new window, and leaves the chat as it is', async () => {
    const { actor, opened } = start({ queue: async () => [TELEGRAM, LIVE_1] });
    actor.send({ type: 'service.open' });
    await flush();
    expect(opened).toEqual(['https://t.me/examplelobby_support']);
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'closed' });
    actor.send({ type: 'service.openEntry', entry: LIVE_1 });
    actor.send({ type: 'chat.loaded' });
    actor.send({ type: 'service.openEntry', entry: TELEGRAM });
    expect(opened).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'open' });
  });

  it('inside the native app navigates to the native link with to=cs, url and isOut', async () => {
    const { actor, opened, emitted } = start({ native: true });
    actor.send({ type: 'service.open' });
    await flush();
    actor.send({ type: 'service.openEntry', entry: TELEGRAM });
    expect(emitted.filter((e) => e.type === 'redirect').map((e) => e.url)).toEqual([
      'app://native?to=cs&url=http%3A%2F%2Flobby.test%2Fsandbox%2Flivechat%2F19075011&isOut=0',
      'app://native?to=cs&url=https%3A%2F%2Ft.me%2Fexamplelobby_support&isOut=1',
    ]);
    expect(opened).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'closed' });
  });

  it('says so when the queue is empty', async () => {
    const { actor, emitted, opened } = start({ queue: async () => [] });
    actor.send({ type: 'service.open' });
    await flush();
    expect(emitted).toEqual([{ type: 'toast', message: { id: 'service.none' } }]);
    expect(opened).toEqual([]);
  });

  it('keeps a waiting open through a failure and opens once the retry succeeds; dismiss drops it', async () => {
    let fail = true;
    const { actor } = start({
      queue: async () => {
        if (fail) throw Object.assign(new Error('down'), { kind: 'network' });
        return [LIVE_1];
      },
    });
    actor.send({ type: 'service.open' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ queue: 'failed', chat: 'closed' });
    expect(actor.getSnapshot().context.error).toEqual({ id: 'common.networkError' });
    expect(actor.getSnapshot().context.pending).toBe(true);
    fail = false;
    actor.send({ type: 'service.retry' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'loading' });

    const other = start({ queue: async () => Promise.reject(Object.assign(new Error('x'), { kind: 'timeout' })) });
    other.actor.send({ type: 'service.open' });
    await flush();
    other.actor.send({ type: 'service.dismiss' });
    expect(other.actor.getSnapshot().context.pending).toBe(false);
    expect(other.actor.getSnapshot().value).toEqual({ queue: 'failed', chat: 'closed' });
  });

  it('offers a retry when the chat page does not load in time, and reloads the frame', async () => {
    const { actor, clock } = start();
    actor.send({ type: 'service.open' });
    await flush();
    clock.increment(CHAT_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'loading' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'failed' });
    actor.send({ type: 'chat.retry' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'loading' });
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: 'chat.loaded' });
    actor.send({ type: 'chat.close' });
    expect(actor.getSnapshot().value).toEqual({ queue: 'ready', chat: 'closed' });
  });
});
