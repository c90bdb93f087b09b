/**
 * The page never reloads on its own: reloadPage runs only on entering `reloaded`, which only `reloading` leads
 * to, which only the player's update.apply leads to — and never while a game (/start) or a payment panel is
 * open: the prompt waits (`deferred`) until both are closed, and entering one while reloading goes back to
 * deferred (the tap counts no more). A new worker that took over from another tab (update.activated outside
 * reloading) only shows the prompt. "Later" hides it until a newer version is found.
 *
 * watchUpdates registers the worker, reports update.found / update.activated and checks for a new build every
 * APP_UPDATE_CHECK_MS; applyUpdate tells the waiting worker to take over.
 *
 * Implementations: src/actors/app-update.actors.ts
 */
import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { MachineMeta } from './machine-meta';

/** How often an open app asks the server for a new build (the service worker's script). */
export const APP_UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Where the player is: in a game (/start), with a payment panel open. */
export interface AppUpdateWhere {
  readonly game: boolean;
  readonly payment: boolean;
}

export interface AppUpdateContext extends AppUpdateWhere {
  /** A new worker already controls the page (this tab's tap or another tab's): a reload is all that is left. */
  readonly activated: boolean;
  /** The player tapped Update for the version now waiting (void once a game or payment opens). */
  readonly asked: boolean;
}

export type AppUpdateInput = AppUpdateWhere;

export type AppUpdateEvent =
  | { type: 'update.found' }
  | { type: 'update.activated' }
  | ({ type: 'update.where' } & AppUpdateWhere)
  | { type: 'update.apply' }
  | { type: 'update.later' };

/** A game or a payment is open: the page must not reload and the prompt waits. */
export const updateBlocked = (where: AppUpdateWhere): boolean => where.game || where.payment;

export const appUpdateMachine = setup({
  types: {
    context: {} as AppUpdateContext,
    events: {} as AppUpdateEvent,
    input: {} as AppUpdateInput,
  },
  actors: {
    watchUpdates: fromCallback<AppUpdateEvent, { checkEveryMs: number }>(() => {
      throw new Error('provided by the app');
    }),
    applyUpdate: fromPromise<void, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    assignWhere: assign((_, where: AppUpdateWhere) => ({ game: where.game, payment: where.payment })),
    reloadPage: () => {},
  },
  guards: {
    blocked: ({ context }) => updateBlocked(context),
    activated: ({ context }) => context.activated,
  },
}).createMachine({
  id: 'appUpdate',
  description:
    'A new version of the installed app: the service worker of a new build has been installed and waits; the player is asked, and the page reloads into the new version only on their tap.',
  meta: { emitted: [], docs: 'docs/product/session.md' } satisfies MachineMeta,
  context: ({ input }) => ({ game: input.game, payment: input.payment, activated: false, asked: false }),
  invoke: { id: 'watchUpdates', src: 'watchUpdates', input: { checkEveryMs: APP_UPDATE_CHECK_MS } },
  on: {
    'update.where': {
      actions: { type: 'assignWhere', params: ({ event }) => ({ game: event.game, payment: event.payment }) },
    },
    'update.activated': { actions: assign({ activated: true }) },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Running the current version; the worker is checked for a new build now and then.',
      on: {
        'update.found': 'available',
        'update.activated': { target: 'available', actions: assign({ activated: true }) },
      },
    },
    available: {
      description: 'A new version waits: prompt now, or once no game or payment is open.',
      always: [{ guard: 'blocked', target: 'deferred' }, { target: 'prompting' }],
    },
    deferred: {
      description: 'In a game (/start) or a payment: no prompt and never a reload.',
      entry: assign({ asked: false }),
      always: { guard: not('blocked'), target: 'prompting' },
    },
    prompting: {
      tags: ['shown'],
      description: 'The banner: Update reloads into the new version, Later hides it.',
      entry: assign({ asked: false }),
      always: { guard: 'blocked', target: 'deferred' },
      on: {
        'update.apply': { target: 'reloading', actions: assign({ asked: true }) },
        'update.later': { target: 'dismissed' },
      },
    },
    reloading: {
      tags: ['shown', 'busy'],
      description: "The player's tap: the waiting worker takes over, then the page reloads.",
      always: [
        { guard: 'blocked', target: 'deferred' },
        { guard: 'activated', target: 'reloaded' },
      ],
      invoke: { id: 'applyUpdate', src: 'applyUpdate', onError: { target: 'prompting' } },
      on: {
        'update.activated': { target: 'reloaded', actions: assign({ activated: true }) },
      },
    },
    reloaded: {
      tags: ['shown', 'busy'],
      description: 'The page reloads into the new version; nothing else happens here.',
      entry: 'reloadPage',
      on: { 'update.where': {}, 'update.activated': {} },
    },
    dismissed: {
      description: 'Later: hidden until a newer version is found (the next page load uses the new one).',
      on: {
        'update.found': 'available',
        'update.activated': { target: 'available', actions: assign({ activated: true }) },
      },
    },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;
