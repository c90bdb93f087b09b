/**
 * christmas — the Christmas page /activity/christmas and /lobby/activity/christmas (issue 23 §2; spec §7
 * appChristmasUser*, §9 Christmas 37; docs/promotions.md "Christmas (type 37)"). A daily sign-in earns a gift
 * box, deposits earn more; a box is opened (the server draws its prize, revealed on the page) and then
 * received; the completed calendar pays an extra reward. Opening reveals before it credits, so the flow has
 * a chart of its own rather than the claim mechanism's.
 *
 * States:
 * - loading (appChristmasUser) → ready | failed (`christmas.retry`).
 * - ready: the season's dates, today's sign-in, the calendar, the boxes, the extra reward. `christmas.sign`,
 *   `box.open`, `box.receive`, `calendar.extra` → acting, only when the server would take it (canChristmas);
 *   anything else (a second tap, a box already open, outside the season) is ignored. `christmas.reload` →
 *   refreshing.
 * - acting (one call at a time): success → ready with the state it answers; an opened box's prize is the
 *   `revealed` one (the page shows it until the next action); a credit's balances go to the session and the
 *   dots are refreshed; a toast says what happened. Failure: its message in a toast → refreshing.
 * - refreshing (appChristmasUser): the shown state stays, a failure keeps it.
 *
 * Emitted: toast { message, tone }. Actors: loadChristmas (→ ChristmasState), act (ChristmasAction →
 * ChristmasOutcome). Actions provided by the app: reportBalances ({ balances }: null when nothing was
 * credited), refreshDots.
 * The chart is the shared "reveal then receive" one (machines/reveal-receive.ts); its data and rules are in
 * machines/promo-seasonal.rules.ts.
 * Implementations: src/actors/christmas.actors.ts
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
