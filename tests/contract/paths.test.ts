/**
 * The path table (contract/paths.ts): every activity opens the same page from every entry point, every
 * address of the table is a route of its layout's route table, and the helpers encode their query strings.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import {
  PATH,
  RULE_PAGES,
  activityCentre,
  activityPath,
  activityPathOn,
  bindBankCard,
  deposit,
  desktopActivityPath,
  hasActivityPage,
  noticeDetail,
  pathOn,
  records,
  register,
  rewardDetail,
  ruleOn,
  safebox,
  start,
  withQuery,
  withdrawal,
} from '../../contract/paths';
import { floatingActivities, clickTarget as popupTarget } from '../../machines/promotions-constants';
import { desktopRoutes, mobileRoutes } from '../../src/app/routes';
import { clickTarget as bannerTarget } from '../../src/features/lobby/lobby-data';
import { tablePaths } from '../helpers/path-literals';

const ids = [...Object.values(ACTIVITY), 999];

/** The path pattern of the deepest route `path` matches in `routes` ('*' when none but the fallback). */
function matched(routes: RouteObject[], path: string): string | undefined {
  const found = matchRoutes(routes, path.split('?')[0]!);
  return found?.[found.length - 1]?.route.path;
}

describe('where an activity leads', () => {
  it('is the same page from the notice popup, banners, notice list, video, rewards and floating bar', () => {
    for (const id of ids) {
      const page = activityPath(id);
      const action = { clickType: 1 as const, clickAction: String(id) };
      // The notice popup (machines/promotions-constants → small-popups.tsx).
      expect(popupTarget(action), `popup ${id}`).toEqual({ kind: 'route', to: page });
      // Banners, the notice list and the promotional video (lobby-data → banner, notice-pages, promo-video).
      expect(bannerTarget(action), `banner ${id}`).toEqual({ kind: 'route', to: page });
      // On desktop too, through the same rule.
      expect(popupTarget(action, 'desktop'), `desktop ${id}`).toEqual({
        kind: 'route',
        to: activityPathOn('desktop', id),
      });
    }
    // One rule: the popup's and the banners' are the same function.
    expect(popupTarget).toBe(bannerTarget);
    // The featured rewards, the activity list and the mobile floating bar call activityPath itself.
    // AgentCount, Christmas, New Year, the weekend lottery and the festival open their pages (issue 23).
    expect(floatingActivities([...ids]).map(activityPath)).toEqual([
      '/activity/firstCharge',
      '/activity/inviteFriends',
      '/activity/agentCount',
      '/activity/christmas',
      '/activity/newYear',
      '/activity/weekendLottery',
      '/activity/festival',
    ]);
  });

  it('opens the activity pages of ladder recharge and VIP, and tasks from action 10000', () => {
    expect(activityPath(ACTIVITY.LadderRecharge)).toBe('/activity/cashBonus');
    expect(activityPath(ACTIVITY.Fund)).toBe('/activity/cashBonus');
    expect(desktopActivityPath(ACTIVITY.LadderRecharge)).toBe('/lobby/activity/cashBonus');
    expect(desktopActivityPath(ACTIVITY.Fund)).toBe('/lobby/activity/cashBonus');
    expect(activityPath(ACTIVITY.VIP)).toBe('/activity/vipRebate');
    expect(activityPath(ACTIVITY.Bind)).toBe('/bind');
    expect(activityPath(ACTIVITY.Tasks)).toBe('/lobby/task');
    expect(activityPath(999)).toBe('/reward/detail/999');
    expect(activityPath(Number.NaN)).toBe('/activity/index');
    expect(activityPath(0)).toBe('/activity/index');
    expect(popupTarget({ clickType: 1, clickAction: '10000' })).toEqual({ kind: 'route', to: PATH.task });
    expect(popupTarget({ clickType: 1, clickAction: 'abc' })).toBeNull();
    expect(bannerTarget({ clickType: 1, clickAction: '10000' })).toEqual({ kind: 'route', to: PATH.task });
  });

  it('is a route of the mobile table for every type, and of the desktop table where it has one', () => {
    const mobile = mobileRoutes(false);
    const desktop = desktopRoutes(false);
    for (const id of ids) {
      expect(matched(mobile, activityPath(id)), `mobile ${id}`).not.toBe('*');
      const onDesktop = desktopActivityPath(id);
      if (onDesktop) expect(matched(desktop, onDesktop), `desktop ${id}`).not.toBe('*');
    }
    // No desktop page for first charge and invite (popups there); Agent, AgentCount and Agent5 have theirs.
    expect(desktopActivityPath(ACTIVITY.Agent)).toBe('/lobby/activity/agent');
    expect(desktopActivityPath(ACTIVITY.Agent5)).toBe('/lobby/activity/agent5');
    expect(desktopActivityPath(ACTIVITY.AgentCount)).toBe('/lobby/activity/agentCount');
    expect(desktopActivityPath(ACTIVITY.FirstCharge)).toBeNull();
    expect(desktopActivityPath(ACTIVITY.InviteFriend1)).toBeNull();
    expect(desktopActivityPath(ACTIVITY.SignUpBonus)).toBe('/lobby/activity/sign');
  });

  it('explains an activity with no page of its own: its detail on mobile, the centre entry on desktop', () => {
    expect(activityPathOn('mobile', ACTIVITY.RedPacket)).toBe(rewardDetail(ACTIVITY.RedPacket));
    expect(hasActivityPage('mobile', ACTIVITY.RedPacket)).toBe(false);
    expect(activityPathOn('desktop', ACTIVITY.RedPacket)).toBe('/lobby/rewards?activity=22');
    // Agent, AgentCount and Agent5 open their own pages (issue 23 §1).
    expect(activityPathOn('mobile', ACTIVITY.AgentCount)).toBe('/activity/agentCount');
    expect(activityPathOn('mobile', ACTIVITY.Agent5)).toBe('/activity/agent5');
    expect(activityPathOn('desktop', ACTIVITY.Agent)).toBe('/lobby/activity/agent');
    expect(activityPathOn('desktop', ACTIVITY.FirstCharge)).toBe(activityCentre('desktop', ACTIVITY.FirstCharge));
    expect(hasActivityPage('desktop', ACTIVITY.FirstCharge)).toBe(false);
    expect(hasActivityPage('mobile', ACTIVITY.FirstCharge)).toBe(true);
    expect(hasActivityPage('desktop', ACTIVITY.Bind)).toBe(true);
    expect(activityCentre()).toBe('/activity/index');
    expect(activityCentre('desktop')).toBe('/lobby/rewards');
    expect(activityCentre('desktop', Number.NaN)).toBe('/lobby/rewards');
  });
});

describe('the path table', () => {
  it('names only routes its layout has (mobile addresses in the mobile table, desktop ones in the desktop table)', () => {
    const mobile = mobileRoutes(true);
    const desktop = desktopRoutes(true);
    const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');
    const { desktop: moved, ...rest } = PATH;
    for (const path of Object.values(rest)) expect(matched(mobile, concrete(path)), path).not.toBe('*');
    // The desktop rule pattern (/lobby/rule/:name, what ruleOn fills) is routed for every rule page; a rule
    // name with no page is the not-found page (the catch-all), never a placeholder.
    const desktopAddresses = (path: string) =>
      path === PATH.desktop.rule ? RULE_PAGES.map((name) => ruleOn('desktop', name)) : [concrete(path)];
    for (const path of Object.values(moved))
      for (const address of desktopAddresses(path)) expect(matched(desktop, address), address).not.toBe('*');
    expect(matched(desktop, concrete(PATH.desktop.rule))).toBe('*');
    for (const path of tablePaths().filter((p) => !p.startsWith('/lobby/'))) {
      if (path !== PATH.root) expect(path).toMatch(/^\/[A-Za-z-]+(\/[A-Za-z0-9:-]+)*$/);
    }
  });

  it('puts the moved pages where each layout has them', () => {
    expect(pathOn('mobile', 'bindBankCard')).toBe('/bindBankCard');
    expect(pathOn('desktop', 'bindBankCard')).toBe('/lobby/bindBankCard');
    expect(pathOn('mobile', 'bankCardList')).toBe('/bankCardList');
    expect(pathOn('desktop', 'bankCardList')).toBe('/lobby/profile/bank');
    expect(pathOn('desktop', 'about')).toBe('/lobby/about');
  });
});

describe('query-string helpers', () => {
  it('write the addresses the app has always used', () => {
    expect(start(1001)).toBe('/start?gameId=1001');
    expect(bindBankCard()).toBe('/bindBankCard');
    expect(bindBankCard({ back: true })).toBe('/bindBankCard?back=1');
    expect(bindBankCard({ back: true, id: 3 })).toBe('/bindBankCard?back=1&id=3');
    expect(bindBankCard({ back: true }, pathOn('desktop', 'bindBankCard'))).toBe('/lobby/bindBankCard?back=1');
    expect(deposit()).toBe('/lobby/wallets/deposit');
    expect(deposit({ type: 4, amount: 25050 })).toBe('/lobby/wallets/deposit?type=4&amount=25050');
    expect(deposit({ type: null, actType: 13, amount: 30000, awardId: 2 })).toBe(
      '/lobby/wallets/deposit?actType=13&amount=30000&awardId=2',
    );
    expect(deposit({ type: 1, amount: null })).toBe('/lobby/wallets/deposit?type=1');
    expect(safebox({ back: true })).toBe('/walletsPassword?back=1');
    expect(safebox()).toBe('/walletsPassword');
    expect(records('mobile')).toBe('/record/transaction');
    expect(records('mobile', 'deposit')).toBe('/record/transaction');
    expect(records('desktop', 'withdraw')).toBe('/lobby/record/transaction?tab=withdraw');
    expect(noticeDetail(7)).toBe('/notice/detail/7');
    expect(noticeDetail(7, 'desktop')).toBe('/lobby/notice/detail/7');
    expect(withdrawal('W123')).toBe('/withdrawal/W123');
  });

  it('encode values, drop absent ones and write true as 1', () => {
    expect(start('7 & 8')).toBe('/start?gameId=7+%26+8');
    expect(withdrawal('a/b c?d')).toBe('/withdrawal/a%2Fb%20c%3Fd');
    expect(noticeDetail('x/y')).toBe('/notice/detail/x%2Fy');
    expect(register({ outValue: 'AB CD', install_referrer: 'h5', aid: 5, share_referrer: '8' })).toBe(
      '/register?outValue=AB+CD&install_referrer=h5&aid=5&share_referrer=8',
    );
    expect(withQuery('/search', { q: 'a=b&c', none: undefined, nil: null, off: false, on: true, zero: 0 })).toBe(
      '/search?q=a%3Db%26c&on=1&zero=0',
    );
    expect(withQuery('/search', {})).toBe('/search');
  });
});
