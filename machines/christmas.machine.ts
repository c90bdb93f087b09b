/**
 * The chart is the shared "reveal then receive" one (machines/reveal-receive.ts): an action is taken only when
 * the server would take it (canChristmas), so a second tap, a box already open or a tap outside the season is
 * ignored rather than refused; one call at a time. An opened box's prize is the `revealed` one, shown until the
 * next action; credits go to the session and the dots are refreshed; a failure toasts and reads the state again,
 * the shown state staying meanwhile.
 *
 * Its data and rules are in machines/promo-seasonal.rules.ts. Implementations: src/actors/christmas.actors.ts
 */
import type { SnapshotFrom } from 'xstate';
import { plainMoney } from './deposit-constants';
import { message, type Message } from './message';
import {
  canChristmas,
  coinOf,
  type ChristmasAction,
  type ChristmasOutcome,
  type ChristmasState,
} from './promo-seasonal.rules';
import type { PrizeItem } from './promotions-constants';
import { revealReceiveMachine, type ActionEventOf, type RevealContext, type RevealEvent } from './reveal-receive';
import type { MachineMeta } from './machine-meta';

/** The box opened last and its prize (shown until the next action). */
export interface ChristmasRevealed {
  readonly id: number;
  readonly award: readonly PrizeItem[];
}

export type ChristmasContext = RevealContext<ChristmasState, ChristmasAction, ChristmasRevealed>;

/** The action events and the action each one asks for. */
const ACTIONS = {
  'christmas.sign': (): ChristmasAction => ({ kind: 'sign' }),
  'box.open': (e: { id: number }): ChristmasAction => ({ kind: 'open', id: e.id }),
  'box.receive': (e: { id: number }): ChristmasAction => ({ kind: 'receive', id: e.id }),
  'calendar.extra': (): ChristmasAction => ({ kind: 'extra' }),
};

export type ChristmasEvent = RevealEvent<'christmas', ActionEventOf<typeof ACTIONS>>;

/** The revealed box, kept only while `state` shows it opened (a state from elsewhere may not know it yet). */
function shownRevealed(revealed: ChristmasRevealed | null, state: ChristmasState | null): ChristmasRevealed | null {
  return revealed && (state?.boxes.find((b) => b.id === revealed.id)?.status ?? 0) !== 0 ? revealed : null;
}

/** What the toast says after `action` succeeded. */
function doneMessage(action: ChristmasAction | null, award: readonly PrizeItem[]): Message {
  switch (action?.kind) {
    case 'sign':
      return message('promoSeasonal.christmas.signed');
    case 'open':
      return message('promoSeasonal.christmas.opened', { amount: plainMoney(coinOf(award)) });
    case 'extra':
      return message('promoSeasonal.christmas.extraReceived');
    default:
      return message('promoSeasonal.christmas.received', { amount: plainMoney(coinOf(award)) });
  }
}

export const christmasMachine = revealReceiveMachine({
  id: 'christmas',
  description:
    "The Christmas page /activity/christmas and /lobby/activity/christmas. A daily sign-in earns a gift box, deposits earn more; a box is opened (the server draws its prize, revealed on the page) and then received; the completed calendar pays an extra reward. Opening reveals before it credits, so the flow has a chart of its own rather than the claim mechanism's.",
  meta: { emitted: ['toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  load: 'loadChristmas',
  refreshId: 'refreshChristmas',
  actions: ACTIONS,
  can: canChristmas,
  apply: (_, outcome: ChristmasOutcome) => outcome.state,
  revealOf: (action, outcome, state) =>
    action?.kind === 'open' ? shownRevealed({ id: action.id, award: outcome.award }, state) : null,
  keepRevealed: shownRevealed,
  done: (action, outcome) => doneMessage(action, outcome.award),
  descriptions: {
    loading: 'appChristmasUser: the season, sign-ins, boxes and the calendar.',
    failed: 'Christmas could not load: the failure and a retry button.',
    ready: 'Sign in, open and receive boxes, the calendar’s extra — each only when the server would take it.',
    acting: 'appChristmasUserSign / Open / Receive / Extra — one call at a time, further taps ignored.',
    refreshing: 'appChristmasUser again; the shown state stays, a failure keeps it.',
  },
});

type ChristmasSnapshot = SnapshotFrom<typeof christmasMachine>;

/** Today's sign-in can be made now. */
export const selectCanSign = (s: ChristmasSnapshot): boolean => s.can({ type: 'christmas.sign' });

/** The calendar's extra reward can be received now. */
export const selectCanReceiveExtra = (s: ChristmasSnapshot): boolean => s.can({ type: 'calendar.extra' });

/** The boxes that can be opened now. */
export const selectOpenableBoxes = (s: ChristmasSnapshot): number[] =>
  (s.context.view?.boxes ?? []).filter((b) => s.can({ type: 'box.open', id: b.id })).map((b) => b.id);

/** The opened boxes whose prize can be received now. */
export const selectReceivableBoxes = (s: ChristmasSnapshot): number[] =>
  (s.context.view?.boxes ?? []).filter((b) => s.can({ type: 'box.receive', id: b.id })).map((b) => b.id);
