/**
 * superior — /profile/superior: set the player's superior (agentFill with the superior's id), only while the
 * player has none (spec §2 "/profile/superior only works when the user has no superior yet", §5 "A superior
 * can be set only when the user has none", §7 agentFill; issue 14 §4 "Superior").
 *
 * States: a player with a superior starts in hasSuperior (the page says so and offers nothing). Otherwise
 * editing → (valid id: digits, not the player's own) confirming (it cannot be undone) → saving → hasSuperior,
 * reporting the new user to the session (`reportUser`: the menu's set-superior entry disappears, the menu
 * shows the superior id). Refusals: 2102 unknown id and 2103 self or a cycle return to editing with the id
 * kept; 2101 (set meanwhile, e.g. in another tab) reloads the player (refreshing) and ends in hasSuperior.
 *
 * Events in: field.change, superior.submit, superior.confirm, superior.cancel. Emitted: toast.
 * Actors: setSuperior (agentFill), loadUser (getUserInfo). Actions: reportUser.
 *
 * Implementations: src/actors/superior.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ERRCODE } from '../contract/ids';
import { businessCode, message, type Message } from './message';
import { superiorFailure, superiorIdError } from './profile-edit.rules';
import type { UserInfo } from '../contract/types';

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
      description: 'A superior is set: the page shows it and refuses to set another (spec §5).',
    },
  },
});

type SuperiorSnapshot = SnapshotFrom<typeof superiorMachine>;

/** The player already has a superior (nothing to bind). */
export const selectHasSuperior = (s: SuperiorSnapshot): boolean => s.matches('hasSuperior');

/** The confirmation of the binding is open (asking, or saving after yes). */
export const selectConfirmingSuperior = (s: SuperiorSnapshot): boolean =>
  s.matches('confirming') || s.matches('saving');
