/**
 * The nickname and the avatar are saved one change at a time (updateProfile), each from its own editing state,
 * so a failure returns to where it came from with the error and nothing typed is lost. The nickname is checked
 * with the shared rules (contract/profile-rules.ts) before any call, and unchanged goes back without one. A saved
 * change reports the new user to the session (`reportUser`), so the header, the menu and the desktop user block
 * update without a reload.
 *
 * Implementations: src/actors/profile-edit.actors.ts
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATH } from '../contract/paths';
import { tidyName } from '../contract/profile-rules';
import { FORM_DEBOUNCE_MS } from './constants';
import { message, type Message } from './message';
import { nicknameError, profileFailure, type ProfileBasics } from './profile-edit.rules';
import type { UserInfo } from '../contract/types';
import type { MachineMeta } from './machine-meta';

export interface ProfileEditInput {
  /** The player's nickname and avatar now. */
  readonly basics: ProfileBasics;
  /** The avatar numbers of the configuration (`avatarList`). */
  readonly avatars: readonly number[];
}

export interface ProfileEditContext extends ProfileEditInput {
  /** The nickname being typed. */
  nickname: string;
  /** The change being saved. */
  pending: Partial<ProfileBasics>;
  fieldError: Message | null;
  error: Message | null;
}

export type ProfileEditEvent =
  | { type: 'nickname.edit' }
  | { type: 'field.change'; value: string }
  | { type: 'nickname.submit' }
  | { type: 'nickname.cancel' }
  | { type: 'avatar.open' }
  | { type: 'avatar.pick'; avatar: number }
  | { type: 'avatar.close' };

export type ProfileEditEmitted = { type: 'toast'; message: Message };

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as ProfileEditInput,
    emitted: {} as ProfileEditEmitted,
  },
  actors: {
    saveProfile: fromPromise<UserInfo, Partial<ProfileBasics>>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: { reportUser: (_, _params: { user: UserInfo }) => {} },
  guards: {
    nicknameInvalid: ({ context }) => nicknameError(context.nickname) !== null,
    nicknameUnchanged: ({ context }) => tidyName(context.nickname) === context.basics.nickname,
    isNewAvatar: ({ context }, params: { avatar: number }) =>
      context.avatars.includes(params.avatar) && params.avatar !== context.basics.avatar,
    wasNickname: ({ context }) => context.pending.nickname !== undefined,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'profileEdit',
  description: `${PATH.profileUser} (and the desktop profile page's card): change the nickname and the avatar.`,
  meta: { emitted: ['toast'], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    ...input,
    nickname: input.basics.nickname,
    pending: {},
    fieldError: null,
    error: null,
  }),
  initial: 'viewing',
  states: {
    viewing: {
      description: 'The player card: nickname and avatar as saved, with their edit buttons.',
      on: {
        'nickname.edit': {
          target: 'editingNickname',
          actions: assign(({ context }) => ({ nickname: context.basics.nickname, fieldError: null, error: null })),
        },
        'avatar.open': { target: 'pickingAvatar', actions: assign({ error: null }) },
      },
    },
    editingNickname: {
      description: 'The nickname field is open; submit checks the shared rules before any call.',
      on: {
        'field.change': { actions: assign(({ event }) => ({ nickname: event.value, fieldError: null, error: null })) },
        'nickname.cancel': { target: 'viewing', actions: assign({ fieldError: null, error: null }) },
        'nickname.submit': [
          {
            guard: 'nicknameInvalid',
            actions: assign(({ context }) => ({ fieldError: nicknameError(context.nickname), error: null })),
          },
          { guard: 'nicknameUnchanged', target: 'viewing', actions: assign({ fieldError: null, error: null }) },
          {
            target: 'debouncing',
            actions: assign(({ context }) => ({ pending: { nickname: tidyName(context.nickname) }, error: null })),
          },
        ],
      },
    },
    debouncing: {
      description: 'Form debounce (300 ms): further submits restart it, so a double tap saves once.',
      tags: ['busy'],
      after: { formDebounce: 'saving' },
      on: { 'nickname.submit': { target: 'debouncing', reenter: true } },
    },
    pickingAvatar: {
      description: 'The avatar list of the configuration; picking another one saves it at once.',
      on: {
        'avatar.close': 'viewing',
        'avatar.pick': {
          guard: { type: 'isNewAvatar', params: ({ event }) => ({ avatar: event.avatar }) },
          target: 'saving',
          actions: assign(({ event }) => ({ pending: { avatar: event.avatar }, error: null })),
        },
      },
    },
    saving: {
      description: 'updateProfile with the one change; every other event waits (no second call).',
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.pending,
        onDone: {
          target: 'viewing',
          actions: [
            assign(({ event }) => ({
              basics: { nickname: event.output.nickname, avatar: event.output.avatar },
              nickname: event.output.nickname,
              pending: {},
              fieldError: null,
              error: null,
            })),
            { type: 'reportUser', params: ({ event }) => ({ user: event.output }) },
            emit({ type: 'toast', message: message('accountProfile.saved') }),
          ],
        },
        onError: [
          {
            guard: 'wasNickname',
            target: 'editingNickname',
            actions: assign(({ event }) => ({ pending: {}, error: profileFailure(event.error) })),
          },
          {
            target: 'pickingAvatar',
            actions: assign(({ event }) => ({ pending: {}, error: profileFailure(event.error) })),
          },
        ],
      },
    },
  },
});

type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

/** The nickname editor is open (editing, or saving the new name). */
export const selectEditingNickname = (s: ProfileEditSnapshot): boolean =>
  s.matches('editingNickname') || (s.hasTag('busy') && s.context.pending.nickname !== undefined);

/** The avatar picker is open (picking, or saving the picked avatar). */
export const selectPickingAvatar = (s: ProfileEditSnapshot): boolean =>
  s.matches('pickingAvatar') || (s.hasTag('busy') && s.context.pending.avatar !== undefined);
