import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mailMachine, type Received } from '../../machines/mail.machine';
import type { Mail, MailPage } from '../../machines/mail.rules';
import { describePaths } from '../helpers/describe-paths';
import { GIFT, GIFT_DETAIL, OLD, RECEIVED, WELCOME, mailModel } from './models/mail.model';
import { business, flush, recordEmits } from '../helpers/flow-steps';

describePaths(mailModel);

function liveMail(opts: { receive?: () => Promise<Received>; page?: MailPage; detail?: Mail }) {
  const calls = { receive: 0, badges: 0, balances: [] as Array<{ coin: number; lottery: number }>, remove: 0 };
  const machine = mailMachine.provide({
    actors: {
      loadPage: fromPromise(async () => opts.page ?? { list: [WELCOME, GIFT], total: 2 }),
      loadDetail: fromPromise(async () => opts.detail ?? GIFT_DETAIL),
      receive: fromPromise(async () => {
        calls.receive += 1;
        return (opts.receive ?? (async () => RECEIVED))();
      }),
      remove: fromPromise(async () => {
        calls.remove += 1;
      }),
      refreshFigures: fromPromise(async () => ({ coin: 9, lottery: 8 })),
    },
    actions: {
      reportBalances: (_, b) => void calls.balances.push(b),
      refreshBadges: () => void (calls.badges += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, emits: recordEmits(actor) };
}

describe('mail flow', () => {
  it('opens the gift (marks it read, refreshes the dots), receives it once under a double tap', async () => {
    let settle: (r: Received) => void = () => {};
    const { actor, calls, emits } = liveMail({ receive: () => new Promise((r) => (settle = r)) });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ list: 'idle' });
    actor.send({ type: 'mail.open', id: GIFT.id });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ detail: 'viewing' });
    expect(actor.getSnapshot().context.list.find((m) => m.id === GIFT.id)?.read).toBe(1);
    expect(calls.badges).toBe(1);
    actor.send({ type: 'mail.receive' });
    actor.send({ type: 'mail.receive' });
    actor.send({ type: 'mail.back' });
    await flush();
    expect(calls.receive).toBe(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    settle(RECEIVED);
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ detail: 'viewing' });
    expect(s.context.mail?.received).toBe(1);
    expect(s.context.list.find((m) => m.id === GIFT.id)?.received).toBe(1);
    expect(calls.balances).toEqual([{ coin: RECEIVED.coin, lottery: RECEIVED.lottery }]);
    expect(calls.badges).toBe(2);
    expect(emits).toContainEqual({ type: 'toast', message: { id: 'mail.receivedToast' } });
    actor.send({ type: 'mail.receive' });
    await flush();
    expect(calls.receive).toBe(1);
  });

  it('on 2202 (received in another tab) marks it received and fetches the balances instead of crediting', async () => {
    const { actor, calls } = liveMail({ receive: () => Promise.reject(business(2202)) });
    await flush();
    actor.send({ type: 'mail.open', id: GIFT.id });
    await flush();
    actor.send({ type: 'mail.receive' });
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ detail: 'viewing' });
    expect(s.context.mail?.received).toBe(1);
    expect(s.context.actionError).toEqual({ id: 'mail.failed.2202', values: { code: 2202 } });
    expect(calls.balances).toEqual([{ coin: 9, lottery: 8 }]);
  });

  it('refuses to delete a mail whose attachment waits; deletes after confirmation otherwise', async () => {
    const { actor, calls, emits } = liveMail({ page: { list: [WELCOME, GIFT, OLD], total: 3 } });
    await flush();
    actor.send({ type: 'mail.open', id: GIFT.id });
    await flush();
    actor.send({ type: 'mail.delete' });
    expect(actor.getSnapshot().value).toEqual({ detail: 'viewing' });
    actor.send({ type: 'mail.receive' });
    await flush();
    actor.send({ type: 'mail.delete' });
    expect(actor.getSnapshot().value).toEqual({ detail: 'confirming' });
    actor.send({ type: 'mail.cancel' });
    expect(actor.getSnapshot().value).toEqual({ detail: 'viewing' });
    actor.send({ type: 'mail.delete' });
    actor.send({ type: 'mail.confirm' });
    await flush();
    expect(calls.remove).toBe(1);
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ list: 'idle' });
    expect(s.context.list.map((m) => m.id)).toEqual([WELCOME.id, OLD.id]);
    expect(s.context.total).toBe(2);
    expect(emits).toContainEqual({ type: 'toast', message: { id: 'mail.deletedToast' } });
  });

  it('shows the empty inbox when there is no mail', async () => {
    const { actor } = liveMail({ page: { list: [], total: 0 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
