/**
 * The chart is the shared "reveal then receive" one (machines/reveal-receive.ts): an action is taken only when
 * the server would take it (canNewYear), anything else is ignored; one call at a time. What an action gave is
 * `revealed` until the next one; credits go to the session; a failure toasts and reads the state again, the
 * shown state staying meanwhile.
 *
 * Its data and rules are in machines/promo-seasonal.rules.ts. Implementations: src/actors/new-year.actors.ts
 */
import { plainMoney } from './deposit-constants';
import { message, type Message } from './message';
import { canNewYear, coinOf, type NewYearAction, type NewYearOutcome, type NewYearState } from './promo-seasonal.rules';
import type { PrizeItem } from './promotions-constants';
import { revealReceiveMachine, type ActionEventOf, type RevealContext, type RevealEvent } from './reveal-receive';
import type { MachineMeta } from './machine-meta';

/** What the last box or red packet gave (shown until the next action). */
export interface NewYearRevealed {
  readonly kind: 'box' | 'packet';
  readonly award: readonly PrizeItem[];
}

export type NewYearContext = RevealContext<NewYearState, NewYearAction, NewYearRevealed>;

/** The action events and the action each one asks for. */
const ACTIONS = {
  'newYear.share': (): NewYearAction => ({ kind: 'share' }),
  'task.receive': (e: { id: number }): NewYearAction => ({ kind: 'task', id: e.id }),
  'box.open': (e: { id: number }): NewYearAction => ({ kind: 'box', id: e.id }),
  'packet.open': (): NewYearAction => ({ kind: 'packet' }),
  'newYear.extra': (): NewYearAction => ({ kind: 'extra' }),
};

export type NewYearEvent = RevealEvent<'newYear', ActionEventOf<typeof ACTIONS>>;

function doneMessage(action: NewYearAction | null, award: readonly PrizeItem[]): Message {
  switch (action?.kind) {
    case 'share':
      return message('promoSeasonal.newYear.shared');
    case 'task':
      return message('promoSeasonal.newYear.taskReceived');
    case 'box':
      return message('promoSeasonal.newYear.boxOpened', { item: award[0]?.id ?? 0 });
    case 'packet':
      return message('promoSeasonal.newYear.packetOpened', { amount: plainMoney(coinOf(award)) });
    default:
      return message('promoSeasonal.newYear.extraReceived');
  }
}

export const newYearMachine = revealReceiveMachine({
  id: 'newYear',
  description:
    'The New Year page /activity/newYear. Daily tasks (share, deposits) earn lucky boxes; a box opens into one of the four items (revealed); a set of the four opens a red packet (coin); enough packets pay an extra. Revealing draws before anything is credited, so the flow has a chart of its own.',
  meta: { emitted: ['toast'], docs: 'docs/promotions.md' } satisfies MachineMeta,
  load: 'loadNewYear',
  refreshId: 'refreshNewYear',
  actions: ACTIONS,
  can: canNewYear,
  apply: (_, outcome: NewYearOutcome) => outcome.state,
  revealOf: (action, outcome): NewYearRevealed | null =>
    action?.kind === 'box' || action?.kind === 'packet' ? { kind: action.kind, award: outcome.award } : null,
  done: (action, outcome) => doneMessage(action, outcome.award),
  descriptions: {
    loading: 'appNewYearUser: the season, tasks, boxes, items, red packets and the extra.',
    failed: 'New Year could not load: the failure and a retry button.',
    ready: 'Share, receive tasks, open boxes and red packets, the extra — each only when the server would take it.',
    acting: 'appNewYearUserShare / ReceiveTask / BoxOpen / Open / Extra — one call at a time.',
    refreshing: 'appNewYearUser again; the shown state stays, a failure keeps it.',
  },
});
