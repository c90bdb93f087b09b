/**
 * The port between the flows' live implementations (`src/actors/*`) and the app: everything an actor may
 * use of the outside world. The app root implements it (`createAppRoot`: an AppRoot is a FlowPort); actors
 * import this file and never the app's folder, so the arrows run one way (app → actors → machines → contract).
 *
 * - `deps`: the API client, the token store, the two browser stores (`localStore` = localStorage,
 *   `tabStore` = sessionStorage, both with page-lifetime stand-ins), the user agent and the origin.
 * - `report`: the one way a flow changes the session flow (an event sink, not the session actor).
 * - `sessionUser` / `sessionPlayer`: the session's player now (read only).
 * - `perform`: an intent the app performs (navigate, toast, redirect), for implementations that are
 *   not machines (copying a link toasts).
 */
import type { AnyStateMachine } from 'xstate';
import type { Message } from '../../machines/message';
import type { SessionEvent } from '../../machines/session.machine';
import type { PlayerData, UserInfo } from '../../contract/types';
import type { ToastTone } from '../../machines/toast.machine';
import type { ApiClient } from '../api/client';
import type { KeyValueStorage } from '../lib/storage-keys';
import type { TokenStore } from '../lib/token-store';

/** What the live actors read from the outside world (the app's deps add the full-page redirect). */
export interface FlowDeps {
  readonly api: ApiClient;
  readonly tokens: TokenStore;
  /** localStorage (or a page-lifetime stand-in): kept for good. */
  readonly localStore: KeyValueStorage;
  /** sessionStorage (or a page-lifetime stand-in): kept for this tab's browser session. */
  readonly tabStore: KeyValueStorage;
  readonly userAgent: string;
  /** This app's origin, e.g. https://lobby.example (share links, outUrl). */
  readonly origin: string;
}

/** An intent a machine emits and the app performs in one place. */
export type Effect =
  | { type: 'navigate'; to: string; replace?: boolean }
  | { type: 'toast'; message: Message; tone?: ToastTone }
  | { type: 'redirect'; url: string };

/** What a flow may tell the session flow. */
export type SessionReport = Extract<
  SessionEvent,
  {
    type:
      | 'auth.succeeded'
      | 'session.expired'
      | 'logout.confirmed'
      | 'user.figures'
      | 'user.updated'
      | 'player.updated'
      | 'game.entered'
      | 'game.left'
      | 'badges.refresh'
      | 'session.reload';
  }
>;

export interface FlowPort {
  readonly deps: FlowDeps;
  /** Tells the session flow (the player's new figures, flags, cards, sign-in, sign-out, …). */
  report(event: SessionReport): void;
  /** The signed-in player's user record now, or null. */
  sessionUser(): UserInfo | null;
  /** The signed-in player's session data now, or null. */
  sessionPlayer(): PlayerData | null;
  /**
   * Performs an intent (navigate, toast, redirect). `from` says who emitted it: a page's flow (`page`: its
   * toasts leave with the page, machines/toast.machine.ts) or the app (the default: they survive navigation).
   */
  perform(effect: Effect, from?: 'page' | 'app'): void;
}

/**
 * The implementations a machine's `setup` names (actors, actions, guards, delays), as `machine.provide`
 * takes them: `{ … } satisfies ImplementationsOf<typeof fooMachine>` checks every name and signature
 * against the machine (a misspelt or unknown name is an error).
 */
export type ImplementationsOf<M extends AnyStateMachine> = Parameters<M['provide']>[0];
