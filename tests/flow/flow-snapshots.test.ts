/**
 * The flows of a server-rendered page (src/flow/flow-snapshots.ts): the server waits until a flow has settled
 * (no call in flight, no `loading` tag), keeps one running actor per machine per request, and sends their
 * persisted snapshots; the browser hands each flow its snapshot once and gets the same state back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { busy, hydratingFlows, resumeDelays, serverFlows, whenSettled } from '../../src/flow/flow-snapshots';

/** A tiny flow: `loading` (tagged) calls `fetchItems`, then `ready` with them, or `failed`. */
function tinyMachine(answer: () => Promise<string[]>, id = 'tiny') {
  return setup({
    types: { context: {} as { items: string[]; input: string }, input: {} as string | undefined },
    actors: { fetchItems: fromPromise(answer) },
  }).createMachine({
    id,
    context: ({ input }) => ({ items: [], input: input ?? '' }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'fetchItems',
          onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      ready: { on: { reload: 'refreshing' } },
      // Untagged, but with a call in flight: still busy.
      refreshing: {
        invoke: {
          src: 'fetchItems',
          onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output }) },
        },
      },
      failed: {},
    },
  });
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('busy and whenSettled', () => {
  it('is busy while loading, settles once the call has answered', async () => {
    const call = deferred<string[]>();
    const actor = createActor(
      tinyMachine(() => call.promise),
      { input: '' },
    ).start();
    expect(busy(actor.getSnapshot())).toBe(true);
    let settled = false;
    const done = whenSettled(actor, 10_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    call.resolve(['a', 'b']);
    await done;
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b']);
    expect(busy(actor.getSnapshot())).toBe(false);
  });

  it('counts a call in flight as busy even without the loading tag', async () => {
    let call = deferred<string[]>();
    const actor = createActor(
      tinyMachine(() => call.promise),
      { input: '' },
    ).start();
    call.resolve(['a']);
    await whenSettled(actor, 10_000);
    call = deferred<string[]>();
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(busy(actor.getSnapshot())).toBe(true);
    call.resolve(['c']);
    await whenSettled(actor, 10_000);
    expect(actor.getSnapshot().context.items).toEqual(['c']);
  });

  it('settles on a failure, and a stopped actor is not busy', async () => {
    const actor = createActor(
      tinyMachine(() => Promise.reject(new Error('down'))),
      { input: '' },
    ).start();
    await whenSettled(actor, 10_000);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.stop();
    expect(busy(actor.getSnapshot())).toBe(false);
  });

  it('gives up after the time limit when the call never answers', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      tinyMachine(() => new Promise<string[]>(() => undefined)),
      { input: '' },
    ).start();
    let settled = false;
    void whenSettled(actor, 1500).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(actor.getSnapshot().value).toBe('loading');
  });
});

describe('serverFlows', () => {
  it('returns one started actor per machine id, with its input', () => {
    const flows = serverFlows();
    const answer = vi.fn(() => new Promise<string[]>(() => undefined));
    const machine = tinyMachine(answer);
    const first = flows.actorFor(machine, 'in');
    expect(first.getSnapshot().status).toBe('active');
    expect(first.getSnapshot().context.input).toBe('in');
    // A second render of the same page (React may render a component more than once) gets the same flow.
    expect(flows.actorFor(tinyMachine(answer), 'other')).toBe(first);
    expect(answer).toHaveBeenCalledTimes(1);
    const other = flows.actorFor(tinyMachine(answer, 'other'), undefined);
    expect(other).not.toBe(first);
    flows.stopAll();
    expect(first.getSnapshot().status).toBe('stopped');
    expect(other.getSnapshot().status).toBe('stopped');
  });

  it('settled() is one stable promise per actor (React use() reads its status)', async () => {
    const call = deferred<string[]>();
    const flows = serverFlows(10_000);
    const actor = flows.actorFor(
      tinyMachine(() => call.promise),
      undefined,
    );
    const a = flows.settled(actor);
    expect(flows.settled(actor)).toBe(a);
    expect((a as Promise<void> & { status?: string }).status).toBe('pending');
    call.resolve(['x']);
    await a;
    await Promise.resolve();
    expect((a as Promise<void> & { status?: string }).status).toBe('fulfilled');
    expect(flows.settled(actor)).toBe(a);
    flows.stopAll();
  });

  it('does not throw out of a failing flow', async () => {
    const flows = serverFlows(10_000);
    const actor = flows.actorFor(
      tinyMachine(() => Promise.reject(new Error('boom'))),
      undefined,
    );
    await flows.settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    flows.stopAll();
  });
});

describe('persisted snapshots into the browser', () => {
  it('restores the same state from the JSON the page carries, until a flow from it has mounted', async () => {
    const flows = serverFlows(10_000);
    const machine = tinyMachine(() => Promise.resolve(['one', 'two']));
    const actor = flows.actorFor(machine, 'page-input');
    await flows.settled(actor);
    const persisted = JSON.parse(JSON.stringify(flows.persisted())) as Record<string, unknown>;
    flows.stopAll();
    expect(Object.keys(persisted)).toEqual(['tiny']);

    const hydrating = hydratingFlows(persisted);
    const snapshot = hydrating.peek('tiny');
    expect(snapshot).toBeDefined();
    // A render that suspended during hydration creates its flow again: it starts from the same snapshot.
    expect(hydrating.peek('tiny')).toBe(snapshot);
    hydrating.consumed('tiny');
    expect(hydrating.peek('tiny')).toBeUndefined();
    expect(hydrating.peek('unknown')).toBeUndefined();

    // The browser's actor, from the snapshot: the same state, and no second call.
    const again = vi.fn(() => Promise.resolve(['never']));
    const browser = createActor(tinyMachine(again), { snapshot: snapshot as never, input: 'page-input' }).start();
    expect(browser.getSnapshot().value).toBe('ready');
    expect(browser.getSnapshot().context).toEqual({ items: ['one', 'two'], input: 'page-input' });
    expect(again).not.toHaveBeenCalled();
    browser.stop();
  });

  it('leaves stopped flows out', () => {
    const flows = serverFlows(10_000);
    const actor = flows.actorFor(
      tinyMachine(() => Promise.resolve([])),
      undefined,
    );
    actor.stop();
    expect(flows.persisted()).toEqual({});
  });
});

describe('timers of a restored flow', () => {
  /** Steps every `step` ms (a named delay) while `rolling`, like the big-win ticker. */
  const ticker = setup({
    types: { context: {} as { tick: number } },
    delays: { step: 2500 },
  }).createMachine({
    id: 'ticker',
    context: { tick: 0 },
    initial: 'rolling',
    states: {
      rolling: {
        after: {
          step: { target: 'rolling', reenter: true, actions: assign({ tick: ({ context }) => context.tick + 1 }) },
        },
        on: { pause: 'paused' },
      },
      paused: {},
    },
  });

  afterEach(() => vi.useRealTimers());

  function restoredTicker() {
    const server = createActor(ticker).start();
    const persisted = JSON.parse(JSON.stringify(server.getPersistedSnapshot())) as unknown;
    server.stop();
    return createActor(ticker, { snapshot: persisted as never });
  }

  it('a restored state does not run its `after` timers by itself (why resumeDelays exists)', () => {
    vi.useFakeTimers();
    const actor = restoredTicker().start();
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.tick).toBe(0);
    actor.stop();
  });

  it('resumeDelays schedules them again, and leaving the state cancels them', () => {
    vi.useFakeTimers();
    const actor = restoredTicker().start();
    resumeDelays(actor);
    vi.advanceTimersByTime(2500);
    expect(actor.getSnapshot().context.tick).toBe(1);
    vi.advanceTimersByTime(2500);
    expect(actor.getSnapshot().context.tick).toBe(2);
    actor.send({ type: 'pause' });
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.tick).toBe(2);
    actor.stop();
  });
});
