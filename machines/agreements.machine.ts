/**
 * `empty` is its own state, not an error: an unknown name, or an account from before records were kept, has no
 * record of the text, and the page says so instead of offering a retry.
 *
 * Implementations: src/actors/agreements.actors.ts
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import type { components } from '../contract/schema';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type Agreement = components['schemas']['Agreement'];

export interface AgreementsInput {
  /** The text's name from the address (`terms`, `privacy`). */
  readonly name: string;
}

export interface AgreementsContext extends AgreementsInput {
  agreement: Agreement | null;
  error: Message | null;
}

export type AgreementsEvent = { type: 'agreements.retry' };

export const agreementsMachine = setup({
  types: {
    context: {} as AgreementsContext,
    events: {} as AgreementsEvent,
    input: {} as AgreementsInput,
  },
  actors: {
    loadAgreements: fromPromise<readonly Agreement[], void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  guards: {
    hasRecord: ({ context }, params: { list: readonly Agreement[] }) =>
      params.list.some((a) => a.name === context.name),
  },
}).createMachine({
  id: 'agreements',
  description: `${PATH.agree.replace(':name', '{name}')}: a legal text the player accepted, with the version and the date.`,
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, agreement: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "getAgreements: the player's accepted texts.",
      tags: ['loading'],
      invoke: {
        id: 'loadAgreements',
        src: 'loadAgreements',
        onDone: [
          {
            guard: { type: 'hasRecord', params: ({ event }) => ({ list: event.output }) },
            target: 'ready',
            actions: assign(({ context, event }) => ({
              agreement: event.output.find((a) => a.name === context.name) ?? null,
            })),
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: { description: 'The text with the version and date the player accepted it.' },
    empty: { description: 'No record of this text for the player.' },
    failed: {
      description: 'The records could not be read; retry.',
      on: { 'agreements.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

type AgreementsSnapshot = SnapshotFrom<typeof agreementsMachine>;

/** The agreement is loading. */
export const selectAgreementLoading = (s: AgreementsSnapshot): boolean => s.matches('loading');

/** The agreement could not load (a retry is offered). */
export const selectAgreementFailed = (s: AgreementsSnapshot): boolean => s.matches('failed');
