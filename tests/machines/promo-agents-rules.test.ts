/**
 * The agent programmes' boards (machines/promo-agents.rules.ts): Agent's one exchange item and why it is locked;
 * Agent5's tiers and invitees with their reward status; the claim keys.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import {
  AGENT_EXCHANGE_KEY,
  agent5Board,
  agent5Key,
  agentBoard,
  parseAgent5Key,
} from '../../machines/promo-agents.rules';

type AgentData = components['schemas']['AgentData'];
type Agent5State = components['schemas']['Agent5State'];

const AGENT: AgentData = {
  open: 1,
  mobileBound: 1,
  shareUrl: 'https://x.example/register?aid=1',
  minExchange: 100,
  teamSize: 1,
  pendingInvites: 0,
  todayCommission: 0,
  totalCommission: 150,
  exchanged: 0,
  available: 150,
  levels: [],
  invitees: [],
  exchanges: [],
};

describe('agentBoard', () => {
  it('offers the whole available commission once it reaches the minimum, else says why not', () => {
    const item = (d: AgentData) => agentBoard(d).items[0]!;
    expect(item(AGENT)).toMatchObject({
      key: AGENT_EXCHANGE_KEY,
      status: 'claimable',
      reward: [{ id: 2001, count: 150 }],
    });
    expect(item({ ...AGENT, available: 99 })).toMatchObject({
      status: 'locked',
      note: { id: 'promoAgents.agent.belowMinimum', values: { amount: '1.00', more: '0.01' } },
    });
    expect(item({ ...AGENT, mobileBound: 0 })).toMatchObject({
      status: 'locked',
      note: { id: 'promoAgents.needMobile' },
    });
    expect(item({ ...AGENT, open: 0 })).toMatchObject({ status: 'locked', note: { id: 'promoAgents.agent.closed' } });
    expect(item({ ...AGENT, available: 0 }).reward).toEqual([]);
    expect(agentBoard(AGENT).share).toEqual({ url: AGENT.shareUrl, mobileBound: true });
  });
});

describe('agent5Board', () => {
  const S: Agent5State = {
    open: 1,
    mobileBound: 1,
    shareUrl: '',
    validCount: 1,
    inviteAward: [{ id: 2001, count: 2_000 }],
    tiers: [
      { id: 1, invites: 1, award: [], status: 2 },
      { id: 2, invites: 3, award: [], status: 0 },
    ],
    invitees: [
      { id: 7, maskedPhone: '081****678', status: 'valid', registeredAt: 1, validatedAt: 2, rewardStatus: 1 },
      { id: 8, maskedPhone: '082****678', status: 'valid', registeredAt: 1, validatedAt: 2, rewardStatus: 0 },
      { id: 9, maskedPhone: '083****678', status: 'sharedDevice', registeredAt: 1, validatedAt: null, rewardStatus: 0 },
    ],
  };
  it('maps tiers and invitees onto claim items keyed for their calls', () => {
    const board = agent5Board(S, []);
    expect(board.items.map((i) => [i.key, i.status, i.note?.id ?? null])).toEqual([
      ['tier:1', 'claimed', null],
      ['tier:2', 'locked', 'promoAgents.agent5.more'],
      ['invite:7', 'claimable', null],
      ['invite:8', 'locked', 'promoAgents.agent5.outsideWindow'],
      ['invite:9', 'locked', 'promoAgents.invite.sharedDevice'],
    ]);
    expect(agent5Board({ ...S, mobileBound: 0 }, []).items.filter((i) => i.status === 'claimable')).toEqual([]);
  });

  it('parses only its own keys', () => {
    expect(parseAgent5Key(agent5Key.tier(3))).toEqual({ kind: 'tier', id: 3 });
    expect(parseAgent5Key(agent5Key.invite(100002))).toEqual({ kind: 'invite', id: 100002 });
    for (const bad of ['tier:0', 'invite:', 'tier:1:2', 'exchange', 'invite:-1', 'tier:01'])
      expect(parseAgent5Key(bad), bad).toBeNull();
  });
});
