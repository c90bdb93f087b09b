import { describe, expect, it } from 'vitest';
import {
  awardValue,
  clickTarget,
  currentAgentActivity,
  discountPercent,
  floatingActivities,
  itemAmount,
  itemKind,
  popupNotices,
} from '../../machines/promotions-constants';

describe('promotions rules', () => {
  it('current agent activity: AgentCount, else Agent, else none; the floating bar', () => {
    expect(currentAgentActivity([26, 31])).toBe(31);
    expect(currentAgentActivity([26])).toBe(26);
    expect(currentAgentActivity([39])).toBeNull();
    expect(floatingActivities([40, 26, 39, 37, 15])).toEqual([39, 40, 26, 37]);
    expect(floatingActivities([31, 26])).toEqual([31]);
    expect(floatingActivities([])).toEqual([]);
  });

  it('notice popup: isH5Pop only, filtered like banners, by sort', () => {
    const n = (id: number, clickType: 0 | 1 | 2 | 3, clickAction: string, isH5Pop: 0 | 1 = 1, sort = id) => ({
      id,
      imgUrl2: '',
      clickType,
      clickAction,
      sort,
      isH5Pop,
      title: '',
      content: '',
      createTime: 0,
    });
    const list = [n(1, 0, '', 1, 9), n(2, 1, '15'), n(3, 1, '4'), n(4, 1, '36'), n(5, 0, '', 0), n(6, 1, '41')];
    expect(popupNotices(list, [], false).map((x) => x.id)).toEqual([3, 1]);
    expect(popupNotices(list, [15, 36, 41], true).map((x) => x.id)).toEqual([2, 4, 6, 1]);
    expect(clickTarget(n(1, 1, '39'))).toEqual({ kind: 'route', to: '/activity/firstCharge' });
    expect(clickTarget(n(1, 1, '10000'))).toEqual({ kind: 'route', to: '/lobby/task' });
    expect(clickTarget(n(1, 2, '1001'))).toEqual({ kind: 'route', to: '/start?gameId=1001' });
    expect(clickTarget(n(1, 3, '/lobby/notice'))).toEqual({ kind: 'route', to: '/lobby/notice' });
    expect(clickTarget(n(1, 3, 'https://a.example/x'))).toEqual({ kind: 'url', href: 'https://a.example/x' });
    expect(clickTarget(n(1, 3, 'javascript:alert(1)'))).toBeNull();
    expect(clickTarget(n(1, 0, ''))).toBeNull();
  });

  it('reward items and the first-charge discount percent', () => {
    const award = [
      { id: 2001, count: 15_000 },
      { id: 2002, count: 2_000 },
      { id: 1001, count: 1 },
    ];
    expect(awardValue(award)).toBe(15_016);
    expect(discountPercent(award, 10_000)).toBe(150);
    expect(discountPercent(award, 0)).toBe(0);
    expect(itemAmount({ id: 2001, count: 15_000 })).toBe(150);
    expect(itemAmount({ id: 2002, count: 2_050 })).toBe(20.5);
    expect(itemAmount({ id: 1001, count: 3 })).toBe(3);
    expect([2001, 2002, 1001, 1204, 1050, 1301, 40002, 6005, 4001].map(itemKind)).toEqual([
      'coin',
      'points',
      'boost',
      'boost',
      'coupon',
      'coupon',
      'newYear',
      'card',
      'prop',
    ]);
  });
});
