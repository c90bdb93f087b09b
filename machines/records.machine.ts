/**
 * Each tab keeps what it has loaded, so switching to a loaded tab shows it at once and only a new one loads its
 * first page; `records.more` appends the next page while there is one, and `records.refresh` starts both tabs
 * over.
 *
 * Implementations: src/actors/records.actors.ts
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import type { components } from '../contract/schema';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type RechargeOrder = components['schemas']['RechargeOrder'];
export type ExchangeOrder = components['schemas']['ExchangeOrder'];
export type RecordsTab = 'deposit' | 'withdraw';
export const RECORDS_PAGE_SIZE = 20;

export type RecordsPage =
  | { tab: 'deposit'; page: number; total: number; items: RechargeOrder[] }
  | { tab: 'withdraw'; page: number; total: number; items: ExchangeOrder[] };

interface RecordsList<T> {
  readonly items: T[];
  readonly page: number;
  readonly total: number;
}

export interface RecordsInput {
  readonly tab: RecordsTab;
}

export interface RecordsContext {
  tab: RecordsTab;
  deposit: RecordsList<RechargeOrder> | null;
  withdraw: RecordsList<ExchangeOrder> | null;
  error: Message | null;
}

export type RecordsEvent =
  | { type: 'tab.select'; tab: RecordsTab }
  | { type: 'records.more' }
  | { type: 'records.refresh' }
  | { type: 'records.retry' };

const listOf = (c: RecordsContext, tab: RecordsTab) => (tab === 'deposit' ? c.deposit : c.withdraw);

/** Whether the current tab has more to load. */
export function hasMore(c: RecordsContext): boolean {
  const list = listOf(c, c.tab);
  return list !== null && list.items.length < list.total;
}

export const recordsMachine = setup({
  types: {
    context: {} as RecordsContext,
    events: {} as RecordsEvent,
    input: {} as RecordsInput,
  },
  actors: {
    fetchPage: fromPromise<RecordsPage, { tab: RecordsTab; page: number }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    isLoaded: ({ context }, params: { tab: RecordsTab }) => listOf(context, params.tab) !== null,
    hasMore: ({ context }) => hasMore(context),
  },
}).createMachine({
  id: 'records',
  description: `${PATH.records}: the player's deposits (getRechargeRecord) and withdrawals (getExchangeOrder) in two tabs, newest first, a page at a time.`,
  meta: { emitted: [], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: ({ input }) => ({ tab: input.tab, deposit: null, withdraw: null, error: null }),
  initial: 'loading',
  on: {
    'tab.select': [
      {
        guard: { type: 'isLoaded', params: ({ event }) => ({ tab: event.tab }) },
        target: '.ready',
        actions: assign({ tab: ({ event }) => event.tab, error: null }),
      },
      { target: '.loading', actions: assign({ tab: ({ event }) => event.tab, error: null }) },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ tab: context.tab, page: (listOf(context, context.tab)?.page ?? 0) + 1 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const answer = event.output;
            const before = listOf(context, answer.tab);
            const items = [...(before?.items ?? []), ...answer.items];
            return { [answer.tab]: { items, page: answer.page, total: answer.total } };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {
      on: {
        'records.more': { guard: 'hasMore', target: 'loading' },
        'records.refresh': { target: 'loading', actions: assign({ deposit: null, withdraw: null }) },
      },
    },
    failed: {
      on: {
        'records.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
  },
});

type RecordsSnapshot = SnapshotFrom<typeof recordsMachine>;

/** A page of records is loading. */
export const selectRecordsLoading = (s: RecordsSnapshot): boolean => s.matches('loading');

/** The records could not load (a retry is offered). */
export const selectRecordsFailed = (s: RecordsSnapshot): boolean => s.matches('failed');

/** The shown tab has more records to load. */
export const selectCanLoadMore = (s: RecordsSnapshot): boolean => s.matches('ready') && hasMore(s.context);
