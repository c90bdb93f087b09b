/**
 * Pure rules of the agent programmes (docs/promotions.md "Agent (type 26)", "Agent5 (type 41)"):
 * their answers mapped onto the claim mechanism's view model (ClaimBoard; adapters
 * src/actors/claim-adapters/agent.ts and agent5.ts), the invitees' statuses in words (the one valid-invite
 * rule of the contract), and the share link.
 */
import type { components } from '../contract/schema';
import { ITEM } from '../contract/ids';
import type { ClaimBoard, ClaimItem, ClaimRoster } from './activity-claim.rules';
import { plainMoney } from './deposit-constants';
import { message, type Message } from './message';

type Schemas = components['schemas'];
export type AgentData = Schemas['AgentData'];
export type Agent5State = Schemas['Agent5State'];
export type Agent5LogRow = Schemas['Agent5LogRow'];
export type InviteStatus = Schemas['InviteStatus'];

/** The claim key of Agent's exchange (its only item). */
export const AGENT_EXCHANGE_KEY = 'exchange';
/** Agent5's claim keys: `invite:<invitee id>` (appAgent5UserInviteValidReceive), `tier:<id>` (appAgent5UserReceive). */
export const agent5Key = {
  invite: (id: number) => `invite:${id}`,
  tier: (id: number) => `tier:${id}`,
} as const;

/** An Agent5 claim key → the call it needs; null for a key that is neither. */
export function parseAgent5Key(key: string): { kind: 'invite' | 'tier'; id: number } | null {
  const m = /^(invite|tier):([1-9][0-9]{0,9})$/.exec(key);
  return m ? { kind: m[1] as 'invite' | 'tier', id: Number(m[2]) } : null;
}

/** An invitee's status in words (valid, waiting for a mobile or a deposit, or why it never counts). */
export const inviteStatusText = (status: InviteStatus): Message => message(`promoAgents.invite.${status}`);

function inviteeRoster(invitees: AgentData['invitees']): ClaimRoster {
  return {
    key: 'invitees',
    title: message('promoAgents.invitees.title'),
    empty: message('promoAgents.invitees.empty'),
    rows: invitees.map((i) => ({
      key: String(i.id),
      name: i.maskedPhone,
      detail: inviteStatusText(i.status),
      time: i.validatedAt ?? i.registeredAt,
    })),
  };
}

/**
 * Agent: one item, the exchange of the available commission — claimable once it reaches the minimum with a
 * bound mobile while Agent is open; locked with what is missing otherwise. Figures: team size, today's and
 * total commission, exchanged. The levels' rates in the summary; the levels (members, commission), the invitees
 * and the latest exchanges as lists.
 */
export function agentBoard(d: AgentData): ClaimBoard {
  const ready = d.open === 1 && d.mobileBound === 1 && d.available >= d.minExchange;
  const note = ready
    ? null
    : d.open !== 1
      ? message('promoAgents.agent.closed')
      : d.mobileBound !== 1
        ? message('promoAgents.needMobile')
        : message('promoAgents.agent.belowMinimum', {
            amount: plainMoney(d.minExchange),
            more: plainMoney(Math.max(0, d.minExchange - d.available)),
          });
  const exchange: ClaimItem = {
    key: AGENT_EXCHANGE_KEY,
    label: message('promoAgents.agent.exchange', { amount: plainMoney(d.available) }),
    status: ready ? 'claimable' : 'locked',
    reward: d.available > 0 ? [{ id: ITEM.Coin, count: d.available }] : [],
    note,
  };
  return {
    items: [exchange],
    figures: [
      { label: message('promoAgents.agent.teamSize'), value: d.teamSize, kind: 'count' },
      { label: message('promoAgents.agent.today'), value: d.todayCommission, kind: 'coin' },
      { label: message('promoAgents.agent.total'), value: d.totalCommission, kind: 'coin' },
      { label: message('promoAgents.agent.exchanged'), value: d.exchanged, kind: 'coin' },
    ],
    summary: message('promoAgents.agent.summary', {
      rates: d.levels.map((l) => `${l.level}: ${(l.rate / 100).toFixed(2)}%`).join(' · '),
      pending: d.pendingInvites,
    }),
    share: { url: d.shareUrl, mobileBound: d.mobileBound === 1 },
    rosters: [
      {
        key: 'levels',
        title: message('promoAgents.agent.levelsTitle'),
        empty: message('promoAgents.agent.exchangesEmpty'),
        rows: d.levels.map((l) => ({
          key: String(l.level),
          name: message('promoAgents.agent.level', { level: l.level, rate: (l.rate / 100).toFixed(2) }),
          detail: message('promoAgents.agent.levelDetail', {
            members: l.members,
            commission: plainMoney(l.totalCommission),
          }),
          time: null,
        })),
      },
      inviteeRoster(d.invitees),
      {
        key: 'exchanges',
        title: message('promoAgents.agent.exchangesTitle'),
        empty: message('promoAgents.agent.exchangesEmpty'),
        rows: d.exchanges.map((e, n) => ({
          key: `${e.createTime}:${n}`,
          name: message('promoAgents.agent.exchangeRow', { amount: plainMoney(e.amount) }),
          detail: message('promoAgents.agent.exchangeDone'),
          time: e.createTime,
        })),
      },
    ],
  };
}

/**
 * Agent5: the tiers by invite count (claimed / claimable / locked with how many more), then one item per invitee
 * (its reward claimed / claimable / locked with its status in words). Figure: valid invites counted. The log of
 * what was received as a list.
 */
export function agent5Board(s: Agent5State, log: readonly Agent5LogRow[]): ClaimBoard {
  const closed = s.open !== 1;
  const tiers = s.tiers.map((t): ClaimItem => ({
    key: agent5Key.tier(t.id),
    label: message('promoAgents.agent5.tier', { count: t.invites }),
    status: t.status === 2 ? 'claimed' : t.status === 1 ? (s.mobileBound ? 'claimable' : 'locked') : 'locked',
    reward: t.award,
    note:
      t.status === 2
        ? null
        : closed
          ? message('promoAgents.agent5.closed')
          : t.status === 1
            ? s.mobileBound
              ? null
              : message('promoAgents.needMobile')
            : message('promoAgents.agent5.more', { count: Math.max(0, t.invites - s.validCount) }),
  }));
  const invitees = s.invitees.map((i): ClaimItem => ({
    key: agent5Key.invite(i.id),
    label: message('promoAgents.agent5.invitee', { name: i.maskedPhone }),
    status:
      i.rewardStatus === 2 ? 'claimed' : i.rewardStatus === 1 ? (s.mobileBound ? 'claimable' : 'locked') : 'locked',
    reward: s.inviteAward,
    note:
      i.rewardStatus === 2
        ? null
        : i.rewardStatus === 1
          ? s.mobileBound
            ? null
            : message('promoAgents.needMobile')
          : i.status === 'valid'
            ? message('promoAgents.agent5.outsideWindow')
            : inviteStatusText(i.status),
  }));
  return {
    items: [...tiers, ...invitees],
    figures: [{ label: message('promoAgents.agent5.validCount'), value: s.validCount, kind: 'count' }],
    summary: closed ? message('promoAgents.agent5.closed') : message('promoAgents.agent5.summary'),
    share: { url: s.shareUrl, mobileBound: s.mobileBound === 1 },
    rosters: [
      {
        key: 'log',
        title: message('promoAgents.agent5.logTitle'),
        empty: message('promoAgents.agent5.logEmpty'),
        rows: log.map((r) => ({
          key: String(r.id),
          name:
            r.kind === 1
              ? message('promoAgents.agent5.logInvite', { name: r.label })
              : message('promoAgents.agent5.logTier', { count: Number(r.label) }),
          detail: message('promoAgents.agent5.logAward', {
            amount: plainMoney(r.award.reduce((n, a) => n + (a.id === ITEM.Coin ? a.count : 0), 0)),
          }),
          time: r.createTime,
        })),
      },
    ],
  };
}
