/**
 * Every popup is a state of one region so that no two ever show at once; their priority is the order
 * `deciding` tries them: age (the 21+ notice in green mode, on every page but the terms and privacy pages, until
 * accepted for the browser session), notice (the first home view of a browser session, when there are isH5Pop
 * notices), firstCharge then invite (on home for a member while activity 39 / 40 is open, each seen once per
 * browser session), install (when the browser offered one, at most once per 86400 s), iosTip (iOS Safari outside
 * a home-screen app, once ever) and notChromeTip (another mobile browser, not on iOS where every browser is Safari
 * underneath; `tip.never` hides it for good). A shown popup leaves as soon as it no longer applies (the player
 * left home, logged out, …) without being marked seen, and nothing shows before the session is ready. While none
 * shows, `popup.open` (the floating bar) shows the notice, first-charge or invite popup again.
 *
 * The download banner is a region of its own because it may show beside a popup: on home, only in a mobile
 * browser outside the native app, not in green mode, when downloadType is 2 or 3; closable for the browser session.
 *
 * Its data and rules (which popup applies, is wanted, and the seen flags after it) are in machines/popups.rules.ts.
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
