import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordsMachine, type RecordsPage } from '../../machines/records.machine';
import { describePaths } from '../helpers/describe-paths';
import { ORDER, RECHARGE, recordsModel } from './models/account.model';
import { flush } from '../helpers/flow-steps';

describePaths(recordsModel);

describe('records', () => {
  it('pages each tab and keeps what a tab has loaded', async () => {
    const asked: Array<{ tab: string; page: number }> = [];
    const actor = createActor(
      recordsMachine.provide({
        actors: {
          fetchPage: fromPromise<RecordsPage, { tab: 'deposit' | 'withdraw'; page: number }>(async ({ input }) => {
            asked.push(input);
            return input.tab === 'deposit'
              ? {
                  tab: 'deposit',
                  page: input.page,
                  total: 3,
                  items: input.page === 1 ? [RECHARGE, RECHARGE] : [RECHARGE],
                }
              : { tab: 'withdraw', page: input.page, total: 1, items: [ORDER] };
          }),
        },
      }),
      { input: { tab: 'deposit' } },
    );
    actor.start();
    await flush();
    actor.send({ type: 'records.more' });
    await flush();
    expect(actor.getSnapshot().context.deposit?.items).toHaveLength(3);
    actor.send({ type: 'records.more' });
    actor.send({ type: 'tab.select', tab: 'withdraw' });
    await flush();
    actor.send({ type: 'tab.select', tab: 'deposit' });
    actor.send({ type: 'tab.select', tab: 'withdraw' });
    await flush();
    expect(asked).toEqual([
      { tab: 'deposit', page: 1 },
      { tab: 'deposit', page: 2 },
      { tab: 'withdraw', page: 1 },
    ]);
  });
});
