/**
 * Region `popup` (one popup at a time, in this order of priority):
 * - age: the 21+ notice in green mode, on every page but the terms and privacy pages, until accepted
 *   (kept for the browser session).
 * - notice: the notice popup on the first home view of a browser session (only when there are isH5Pop
 *   notices to list); seen on close, never back in that session.
 * - firstCharge, invite: the first-charge then the invite-friends popup on home for a member while the
 *   activity (39, 40) is open; each is seen on close (the shown-activities list of the browser session),
 *   then the next unseen one appears.
 * - install: the install-to-home-screen prompt on home when the browser offered one
 *   (`beforeinstallprompt`), at most once per 86400 s (stamped when shown).
 * - iosTip: the iOS add-to-home tip on home in iOS Safari outside a home-screen app, once ever (stamped
 *   when shown).
 * - notChromeTip: the "open in Chrome" tip on home in another mobile browser (not on iOS, where every
 *   browser is Safari underneath); closing hides it for the browser session, `tip.never` for good.
 * `deciding` picks the first wanted popup; a shown popup leaves as soon as it no longer applies (the player
 * left home, logged out, …) without being marked seen. Nothing shows before the session is ready. While
 * none shows, `popup.open` shows the notice, first-charge or invite popup again (the floating bar).
 *
 * Region `banner`: the download banner (/apkdownload, "Download for rewards") on home, only in a mobile
 * browser outside the native app, not in green mode, when downloadType is 2 or 3; closable for the browser
 * session.
 *
 * Actions provided by the app: remember { popup, at?, forever? } (writes the seen flags), promptInstall.
 *
 * Its data and rules (which popup applies, is wanted, and the seen flags after it) are in machines/popups.rules.ts.
 *
 * Implementations: src/actors/popups.actors.ts
 */
import { assign, setup } from 'xstate';
import {
  INITIAL_FACTS,
  POPUP_ORDER,
  applies,
  bannerWanted,
  markSeen,
  wanted,
  type PopupFacts,
  type PopupName,
  type PopupsContext,
  type PopupsInput,
  type ReopenablePopup,
} from './popups.rules';
import type { MachineMeta } from './machine-meta';

export type PopupsEvent =
  | { type: 'popup.sync'; facts: Partial<PopupFacts> }
  | { type: 'install.available'; at: number }
  | { type: 'popup.open'; popup: ReopenablePopup }
  | { type: 'notice.skip' }
  | { type: 'popup.close' }
  | { type: 'age.accept' }
  | { type: 'install.accept' }
  | { type: 'tip.never' }
  | { type: 'banner.close' };

/** A popup state: leaves without a mark when it no longer applies; `popup.close` marks it seen. */
const closable = (popup: PopupName) => ({
  tags: ['popup', popup],
  always: { guard: { type: 'notApplies' as const, params: { popup } }, target: 'deciding' as const },
  on: {
    'popup.close': { target: 'deciding' as const, actions: { type: 'see' as const, params: { popup } } },
  },
});

export const popupsMachine = setup({
  types: {
    context: {} as PopupsContext,
    events: {} as PopupsEvent,
    input: {} as PopupsInput,
  },
  actions: {
    remember: (_, _params: { popup: PopupName | 'banner'; at: number | null; forever: boolean }) => {},
    promptInstall: () => {},
    see: assign(({ context }, params: { popup: PopupName; forever?: boolean }) => ({
      seen: markSeen(context.seen, params.popup, context.installOfferedAt, params.forever),
      requested: null,
    })),
  },
  guards: {
    isWanted: ({ context }, params: { popup: PopupName }) => wanted(context, params.popup),
    notApplies: ({ context }, params: { popup: PopupName }) => !applies(context, params.popup),
    canOpen: ({ context }, params: { popup: PopupName }) => applies(context, params.popup),
    anyWanted: ({ context }) => POPUP_ORDER.some((p) => wanted(context, p)),
    bannerWanted: ({ context }) => bannerWanted(context),
    bannerUnwanted: ({ context }) => !bannerWanted(context),
  },
}).createMachine({
  id: 'popups',
  description:
    "Every popup of the app as one statechart, so no two ever show at once, plus the home's app-download banner.",
  meta: { emitted: [], docs: 'docs/product/messages.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    device: input.device,
    seen: input.seen,
    facts: { ...INITIAL_FACTS, ...input.facts },
    installOfferedAt: null,
    requested: null,
  }),
  type: 'parallel',
  on: {
    'popup.sync': { actions: assign({ facts: ({ context, event }) => ({ ...context.facts, ...event.facts }) }) },
    'install.available': { actions: assign({ installOfferedAt: ({ event }) => event.at }) },
    'notice.skip': {
      description: 'A registration hides the home notice popup: seen without showing.',
      actions: [
        { type: 'see', params: { popup: 'notice' } },
        { type: 'remember', params: { popup: 'notice', at: null, forever: false } },
      ],
    },
  },
  states: {
    popup: {
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Picks the first wanted popup: age, notice, first charge, invite, install, iOS tip, not-Chrome.',
          always: [
            ...POPUP_ORDER.map((popup) => ({
              guard: { type: 'isWanted' as const, params: { popup } },
              target: popup,
            })),
            { target: 'idle' },
          ],
        },
        idle: {
          always: { guard: 'anyWanted', target: 'deciding' },
          on: {
            'popup.open': {
              guard: { type: 'canOpen', params: ({ event }) => ({ popup: event.popup }) },
              target: 'deciding',
              actions: assign({ requested: ({ event }) => event.popup }),
            },
          },
        },
        age: {
          tags: ['popup', 'age'],
          always: { guard: { type: 'notApplies', params: { popup: 'age' as const } }, target: 'deciding' },
          on: {
            'age.accept': {
              target: 'deciding',
              actions: [
                { type: 'see', params: { popup: 'age' } },
                { type: 'remember', params: { popup: 'age', at: null, forever: false } },
              ],
            },
          },
        },
        notice: withRemember('notice'),
        firstCharge: withRemember('firstCharge'),
        invite: withRemember('invite'),
        install: {
          ...closable('install'),
          description: 'Stamped when shown: at most once per 86400 s.',
          entry: [
            {
              type: 'remember',
              params: ({ context }) => ({ popup: 'install', at: context.installOfferedAt, forever: false }),
            },
            { type: 'see', params: { popup: 'install' } },
          ],
          on: {
            'popup.close': { target: 'deciding', actions: assign({ installOfferedAt: null }) },
            'install.accept': { target: 'deciding', actions: ['promptInstall', assign({ installOfferedAt: null })] },
          },
        },
        iosTip: {
          ...closable('iosTip'),
          description: 'Stamped when shown: once ever.',
          entry: [
            { type: 'see', params: { popup: 'iosTip' } },
            { type: 'remember', params: { popup: 'iosTip', at: null, forever: false } },
          ],
          on: { 'popup.close': 'deciding' },
        },
        notChromeTip: {
          ...closable('notChromeTip'),
          on: {
            'popup.close': {
              target: 'deciding',
              actions: [
                { type: 'see', params: { popup: 'notChromeTip' } },
                { type: 'remember', params: { popup: 'notChromeTip', at: null, forever: false } },
              ],
            },
            'tip.never': {
              target: 'deciding',
              actions: [
                { type: 'see', params: { popup: 'notChromeTip', forever: true } },
                { type: 'remember', params: { popup: 'notChromeTip', at: null, forever: true } },
              ],
            },
          },
        },
      },
    },
    banner: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'bannerWanted', target: 'shown' } },
        shown: {
          tags: ['banner'],
          always: { guard: 'bannerUnwanted', target: 'hidden' },
          on: {
            'banner.close': {
              target: 'hidden',
              actions: [
                assign({ seen: ({ context }) => ({ ...context.seen, banner: true }) }),
                { type: 'remember', params: { popup: 'banner', at: null, forever: false } },
              ],
            },
          },
        },
      },
    },
  },
});

/** A popup seen on close (notice, first charge, invite). */
function withRemember(popup: 'notice' | 'firstCharge' | 'invite') {
  return {
    ...closable(popup),
    on: {
      'popup.close': {
        target: 'deciding' as const,
        actions: [
          { type: 'see' as const, params: { popup } },
          { type: 'remember' as const, params: { popup, at: null, forever: false } },
        ],
      },
    },
  };
}
