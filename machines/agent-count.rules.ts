/**
 * Pure rules of AgentCount (activity 31; docs/promotions.md "AgentCount (type 31)") and the proxy
 * share tasks ("Proxy share tasks"): which action the server would take now, the share networks of task types
 * 7–11 and where a player shares to each, what a prize is worth.
 */
import { TASK_TYPE } from '../contract/ids';
import type { components } from '../contract/schema';
import type { PrizeItem } from './promotions-constants';

type Schemas = components['schemas'];
export type Agent4State = Schemas['Agent4State'];
export type Agent4Invites = Schemas['Agent4InviteRows'];
export type ProxyTask = Schemas['ProxyTask'];

/** Everything the page shows: the programme, the invited players (first page) and the share tasks. */
export interface AgentCountView {
  readonly state: Agent4State;
  readonly invites: Agent4Invites;
  readonly tasks: readonly ProxyTask[];
}

export type AgentCountAction =
  | { readonly kind: 'scratch'; readonly id: number }
  | { readonly kind: 'lottery' }
  | { readonly kind: 'award'; readonly id: number }
  | { readonly kind: 'share'; readonly type: number }
  | { readonly kind: 'receive'; readonly type: number };

/**
 * An action's answer: the programme's new state (scratch, lottery, award) or the share tasks' (share,
 * receive), what it credited (award) or the link to share, the balances after it.
 */
export interface AgentCountOutcome {
  readonly state: Agent4State | null;
  readonly tasks: readonly ProxyTask[] | null;
  readonly award: readonly PrizeItem[];
  readonly shareUrl: string | null;
  readonly balances: { readonly coin: number; readonly lottery: number } | null;
}

/** The share networks of task types 7–11 (reference-server decision): their names are not translated. */
export const SHARE_NETWORKS: Readonly<Record<number, { readonly name: string; readonly intent: string }>> = {
  [TASK_TYPE.Share1]: { name: 'Facebook', intent: 'https://www.facebook.com/sharer/sharer.php?u=' },
  [TASK_TYPE.Share2]: { name: 'LINE', intent: 'https://social-plugins.line.me/lineit/share?url=' },
  [TASK_TYPE.Share3]: { name: 'X', intent: 'https://twitter.com/intent/tweet?url=' },
  [TASK_TYPE.Share4]: { name: 'Telegram', intent: 'https://t.me/share/url?url=' },
  [TASK_TYPE.Share5]: { name: 'WhatsApp', intent: 'https://wa.me/?text=' },
};

export const networkName = (type: number): string => SHARE_NETWORKS[type]?.name ?? String(type);

/** The network's own share page for a link (opened by the player; nothing is posted for them). */
export const shareIntent = (type: number, url: string): string | null => {
  const network = SHARE_NETWORKS[type];
  return network ? network.intent + encodeURIComponent(url) : null;
};

/** Whether the server would take the action now (a button is offered only then). */
export function canAgentCount(view: AgentCountView | null, action: AgentCountAction): boolean {
  if (!view || view.state.phase !== 2) return false;
  const st = view.state;
  switch (action.kind) {
    case 'scratch':
      return st.cards.some((c) => c.id === action.id && c.status === 0);
    case 'lottery':
      return st.lottery.left > 0;
    case 'award':
      return st.awards.some((a) => a.id === action.id && a.status === 1);
    case 'share':
      return view.tasks.some((t) => t.type === action.type && t.status === 0);
    case 'receive':
      return view.tasks.some((t) => t.type === action.type && t.status === 2);
  }
}

export const coinOf = (award: readonly PrizeItem[]): number =>
  award.reduce((n, i) => n + (i.id === 2001 ? i.count : 0), 0);
export const pointsOf = (award: readonly PrizeItem[]): number =>
  award.reduce((n, i) => n + (i.id === 2002 ? i.count : 0), 0);

/** Scratched cards still needed for the next lottery draw. */
export const cardsToNextDraw = (st: Agent4State): number => {
  const scratched = st.cards.filter((c) => c.status === 1).length;
  return st.lottery.cardsPerLottery - (scratched % st.lottery.cardsPerLottery);
};

/** The view with an action's answer in it (the invited players do not change with an action). */
export const withOutcome = (view: AgentCountView | null, out: AgentCountOutcome): AgentCountView | null =>
  view && { state: out.state ?? view.state, invites: view.invites, tasks: out.tasks ?? view.tasks };

/** A prize being revealed: the card scratched or the lottery draw made, and what the server recorded for it. */
export interface Revealed {
  readonly kind: 'card' | 'lottery';
  readonly id: number;
  readonly award: readonly PrizeItem[];
}

/**
 * What a scratch or a draw reveals: the prize the server recorded, as the state it answered shows it (the card
 * scratched, the newest draw); null for other actions or an answer that does not show it.
 */
export function revealOf(action: AgentCountAction | null, out: AgentCountOutcome): Revealed | null {
  if (action?.kind === 'scratch') {
    const card = out.state?.cards.find((c) => c.id === action.id && c.status === 1);
    return card ? { kind: 'card', id: card.id, award: card.award } : null;
  }
  if (action?.kind === 'lottery') {
    const draw = out.state?.lottery.draws[0];
    return draw ? { kind: 'lottery', id: draw.seq, award: draw.award } : null;
  }
  return null;
}
