/**
 * A superior cannot be changed once set, so the chart starts by checking (a player with one sees it and is
 * offered nothing) and asks for confirmation before saving. The id must be digits and not the player's own.
 * 2102 (unknown id) and 2103 (self or a cycle) return to the field with the id kept; 2101 (set meanwhile, e.g.
 * in another tab) reloads the player and shows the superior. The new user goes to the session (`reportUser`), so
 * the menu's set-superior entry disappears and the menu shows the superior id.
 *
 * Implementations: src/actors/superior.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import { ERRCODE } from '../contract/ids';
import { businessCode, message, type Message } from './message';
import { superiorFailure, superiorIdError } from './profile-edit.rules';
import type { UserInfo } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export interface SuperiorInput {
  /** The player's own id (a player cannot be their own superior). */
  readonly ownId: number;
  /** The player's superior now, 0 when none. */
  readonly pid: number;
}

export interface SuperiorContext extends SuperiorInput {
  /** The id as typed. */
  value: string;
  fieldError: Message | null;
  error: Message | null;
}

export type SuperiorEvent =
  | { type: 'field.change'; value: string }
  | { type: 'superior.submit' }
  | { type: 'superior.confirm' }
  | { type: 'superior.cancel' };

export type SuperiorEmitted = { type: 'toast'; message: Message };

export const superiorMachine = setup({
  types: {
    context: {} as SuperiorContext,
    events: {} as SuperiorEvent,
    input: {} as SuperiorInput,
    emitted: {} as SuperiorEmitted,
  },
  actors: {
    setSuperior: fromPromise<UserInfo, { pid: number }>(async () => {
      throw new Error('provided by the app');
    }),
    loadUser: fromPromise<UserInfo, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportUser: (_, _params: { user: UserInfo }) => {} },
  guards: {
    hasSuperior: ({ context }) => context.pid > 0,
    idInvalid: ({ context }) => superiorIdError(context.value, context.ownId) !== null,
    isAlreadySet: (_, params: { error: unknown }) => businessCode(params.error) === ERRCODE.SuperiorSet,
  },
}).createMachine({
  id: 'superior',
  description: `${PATH.superior}: set the player's superior (agentFill with the superior's id), only while the player has none.`,
  meta: { emitted: ['toast'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ ...input, value: '', fieldError: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Whether the player already has a superior (then nothing can be set).',
      always: [{ guard: 'hasSuperior', target: 'hasSuperior' }, { target: 'editing' }],
    },
    editing: {
      description: "The superior's id field; submit checks it before asking for confirmation.",
      on: {
        'field.change': { actions: assign(({ event }) => ({ value: event.value, fieldError: null, error: null })) },
        'superior.submit': [
          {
            guard: 'idInvalid',
            actions: assign(({ context }) => ({
              fieldError: superiorIdError(context.value, context.ownId),
              error: null,
            })),
          },
          { target: 'confirming', actions: assign({ fieldError: null, error: null }) },
        ],
      },
    },
    confirming: {
      description: 'A superior cannot be changed once set: the player confirms the id.',
      on: { 'superior.confirm': 'saving', 'superior.cancel': 'editing' },
    },
    saving: {
      description: 'agentFill; every other event waits (one call however often confirm is pressed).',
      tags: ['busy'],
      invoke: {
        id: 'setSuperior',
        src: 'setSuperior',
        input: ({ context }) => ({ pid: Number(context.value.trim()) }),
        onDone: {
          target: 'hasSuperior',
          actions: [
            assign(({ event }) => ({ pid: event.output.pid, error: null })),
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
            emit({ type: 'toast', message: message('accountProfile.superior.done') }),
          ],
        },
        onError: [
          {
            guard: { type: 'isAlreadySet', params: ({ event }) => ({ error: event.error }) },
            target: 'refreshing',
            actions: assign(({ event }) => ({ error: superiorFailure(event.error) })),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: superiorFailure(event.error) })) },
        ],
      },
    },
    refreshing: {
      description: 'Set meanwhile elsewhere (2101): reload the player so the session and page show it.',
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'hasSuperior',
          actions: [
            assign(({ event }) => ({ pid: event.output.pid })),
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'hasSuperior' },
      },
    },
    hasSuperior: {
      description: 'A superior is set: the page shows it and refuses to set another.',
    },
  },
});

type SuperiorSnapshot = SnapshotFrom<typeof superiorMachine>;

/** The player already has a superior (nothing to bind). */
export const selectHasSuperior = (s: SuperiorSnapshot): boolean => s.matches('hasSuperior');

/** The confirmation of the binding is open (asking, or saving after yes). */
export const selectConfirmingSuperior = (s: SuperiorSnapshot): boolean =>
  s.matches('confirming') || s.matches('saving');
