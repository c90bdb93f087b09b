/** The transaction-records flow's live implementation: getRechargeRecord / getExchangeOrder, a page at a time. */
import { fromPromise } from 'xstate';
import { RECORDS_PAGE_SIZE, recordsMachine, type RecordsPage, type RecordsTab } from '../../machines/records.machine';
import type { FlowPort, ImplementationsOf } from './port';

export function recordsImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actors: {
      fetchPage: fromPromise<RecordsPage, { tab: RecordsTab; page: number }>(async ({ input, signal }) => {
        const body = { page: input.page, pageSize: RECORDS_PAGE_SIZE };
        if (input.tab === 'deposit') {
          const r = await port.deps.api.call('getRechargeRecord', body, { signal });
          return { tab: 'deposit', page: r.page, total: r.total, items: r.list };
        }
        const r = await port.deps.api.call('getExchangeOrder', body, { signal });
        return { tab: 'withdraw', page: r.page, total: r.total, items: r.list };
      }),
    },
  } satisfies ImplementationsOf<typeof recordsMachine>;
}

export function liveRecordsMachine(port: Pick<FlowPort, 'deps'>) {
  return recordsMachine.provide(recordsImplementations(port));
}
