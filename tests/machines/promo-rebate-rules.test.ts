/** VIP rebate and follow rewards answers mapped onto the shared claim board (machines/promo-rebate.rules.ts). */
import { describe, expect, it } from 'vitest';
import {
  followBoard,
  networkName,
  vipRebateBoard,
  type FollowRewardsUser,
  type VipRebateUser,
} from '../../machines/promo-rebate.rules';

const base: VipRebateUser = {
  vipRebate: {
    day: '2026-11-22',
    bet: 60_000,
    level: 2,
    rebateRate: 20,
    amount: 120,
    received: 0,
    nextTime: 1_795_000_000_000,
  },
  recordList: [],
};
const rebate = (patch: Partial<VipRebateUser['vipRebate']>, recordList: VipRebateUser['recordList'] = []) => ({
  vipRebate: { ...base.vipRebate, ...patch },
  recordList,
});

describe('VIP rebate board', () => {
  it("yesterday's rebate is claimable with its amount, the level's rate in the summary and the figures", () => {
    const b = vipRebateBoard(base);
    expect(b.items).toHaveLength(1);
    expect(b.items[0]).toMatchObject({
      key: '2026-11-22',
      status: 'claimable',
      reward: [{ id: 2001, count: 120 }],
      label: { id: 'promoRebate.vip.yesterday', values: { day: { calendarDay: '2026-11-22' } } },
      note: { id: 'promoRebate.vip.claimableNote', values: { level: 2, rate: '0.2' } },
    });
    expect(b.summary).toEqual({ id: 'promoRebate.vip.summary', values: { level: 2, rate: '0.2' } });
    expect(b.figures.map((f) => [f.label.id, f.value, f.kind])).toEqual([
      ['promoRebate.vip.figure.bet', 60_000, 'coin'],
      ['promoRebate.vip.figure.level', 2, 'count'],
      ['promoRebate.vip.figure.amount', 120, 'coin'],
    ]);
  });

  it('received → claimed, and the history lists earlier claims (not yesterday twice)', () => {
    const records = [
      { day: '2026-11-22', bet: 60_000, level: 2, rebateRate: 20, amount: 120, time: 1 },
      { day: '2026-11-20', bet: 10_050, level: 1, rebateRate: 10, amount: 10, time: 0 },
    ];
    const b = vipRebateBoard(rebate({ received: 1 }, records));
    expect(b.items.map((i) => [i.key, i.status])).toEqual([
      ['2026-11-22', 'claimed'],
      ['2026-11-20', 'claimed'],
    ]);
    expect(b.items[0]!.note?.id).toBe('promoRebate.vip.claimedNote');
    expect(b.items[1]).toMatchObject({
      reward: [{ id: 2001, count: 10 }],
      note: { id: 'promoRebate.vip.recordNote', values: { level: 1, rate: '0.1' } },
    });
  });

  it('nothing to claim: no bets, or a level without a rate — locked with the reason, no reward', () => {
    const noBet = vipRebateBoard(rebate({ bet: 0, amount: 0 }));
    expect(noBet.items[0]).toMatchObject({ status: 'locked', reward: [], note: { id: 'promoRebate.vip.noBetNote' } });
    const noRate = vipRebateBoard(rebate({ bet: 9_900, level: 0, rebateRate: 0, amount: 0 }));
    expect(noRate.items[0]).toMatchObject({
      status: 'locked',
      note: { id: 'promoRebate.vip.noRateNote', values: { level: 0 } },
    });
  });
});

describe('follow board', () => {
  const network = (type: 4 | 13 | 16 | 17, name: string, opened: 0 | 1, received: 0 | 1) => ({
    type,
    name,
    link: `https://play.example/t/ABCDEFGHIJK${type % 10}`,
    rewards: [{ id: 2001, count: 300 }],
    opened,
    received,
  });
  const s: FollowRewardsUser = {
    networkList: [
      network(4, 'facebook', 0, 0),
      network(13, 'instagram', 1, 0),
      network(16, 'telegram', 1, 1),
      network(17, 'myspace', 0, 0),
    ],
  };

  it('locked with the link until opened, claimable once opened, claimed once received', () => {
    const b = followBoard(s);
    expect(b.items.map((i) => [i.key, i.status])).toEqual([
      ['4', 'locked'],
      ['13', 'claimable'],
      ['16', 'claimed'],
      ['17', 'locked'],
    ]);
    expect(b.items[0]!.link).toEqual({
      href: 'https://play.example/t/ABCDEFGHIJK4',
      text: { id: 'promoRebate.follow.open.facebook' },
    });
    expect(b.items[1]!.link).toBeNull();
    expect(b.items[2]!.link).toBeNull();
    expect(b.items[1]!.note?.id).toBe('promoRebate.follow.claimableNote');
    expect(b.items[0]!.note?.id).toBe('promoRebate.follow.lockedNote');
    expect(b.items[3]!.label).toEqual({ id: 'promoRebate.network.other' });
    expect(b.items[0]!.label).toEqual({ id: 'promoRebate.network.facebook' });
    expect(b.figures).toEqual([
      { label: { id: 'promoRebate.follow.figure.received', values: { total: 4 } }, value: 1, kind: 'count' },
    ]);
  });

  it('names only the known networks', () => {
    expect(networkName('line')).toBe('line');
    expect(networkName('LINE')).toBe('other');
    expect(followBoard({ networkList: [] }).items).toEqual([]);
  });
});
