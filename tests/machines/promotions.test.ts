import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS } from '../../machines/constants';
import {
  depositLink,
  firstChargeMachine,
  type FirstChargeClaim,
  type FirstChargeData,
  type FirstChargeState,
} from '../../machines/first-charge.machine';
import { inviteFriendsMachine, type InviteClaim, type InviteData } from '../../machines/invite-friends.machine';
import { popupsMachine } from '../../machines/popups.machine';
import { currentPopup, type PopupFacts, type PopupsInput } from '../../machines/popups.rules';
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
import { deviceFacts, readSeen, rememberSeen } from '../../src/actors/popups.actors';
import { memoryStorage } from '../helpers/render';
import {
  DEVICES,
  FC_CONFIGS,
  HOME_VISITOR,
  INVITE_CONFIGS,
  NOTHING_SEEN,
  fcState,
  firstChargeModels,
  inviteFriendsModels,
  inviteState,
  popupsModels,
} from './models/promotions.model';
import { describePaths } from '../helpers/describe-paths';

for (const model of [...popupsModels, ...firstChargeModels, ...inviteFriendsModels]) describePaths(model);

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A popups actor over memory storages, the way the app runs it. */
function popupsOver(
  local: ReturnType<typeof memoryStorage>,
  session: ReturnType<typeof memoryStorage>,
  device = DEVICES.androidChrome,
) {
  const prompts: number[] = [];
  const actor = createActor(
    popupsMachine.provide({
      actions: {
        remember: (_, p) => rememberSeen(local, session, p.popup, p.at, p.forever),
        promptInstall: () => void prompts.push(1),
      },
    }),
    { input: { device, seen: readSeen(local, session) } satisfies PopupsInput },
  ).start();
  const shown = () => currentPopup((t) => actor.getSnapshot().hasTag(t));
  const sync = (facts: Partial<PopupFacts>) => actor.send({ type: 'popup.sync', facts });
  return { actor, shown, sync, prompts };
}

const MEMBER_HOME: Partial<PopupFacts> = { ...HOME_VISITOR, member: true, activityIds: [39, 40], noticeCount: 2 };

describe('popups: one at a time, in order', () => {
  it('shows nothing before the session is ready', () => {
    const { shown, sync } = popupsOver(memoryStorage(), memoryStorage());
    sync({ ...MEMBER_HOME, ready: false });
    expect(shown()).toBeNull();
    sync({ ready: true });
    expect(shown()).toBe('notice');
  });

  it('on a first visit: notice, first charge, invite, each seen on close; not again in the session', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const first = popupsOver(local, session);
    first.sync(MEMBER_HOME);
    const order: Array<string | null> = [first.shown()];
    for (let i = 0; i < 3; i++) {
      first.actor.send({ type: 'popup.close' });
      order.push(first.shown());
    }
    expect(order).toEqual(['notice', 'firstCharge', 'invite', null]);
    // A reload in the same browser session (same storages): nothing.
    const again = popupsOver(local, session);
    again.sync(MEMBER_HOME);
    expect(again.shown()).toBeNull();
    // A new browser session (new sessionStorage): they come back.
    const next = popupsOver(local, memoryStorage());
    next.sync(MEMBER_HOME);
    expect(next.shown()).toBe('notice');
  });

  it('a registration hides the notice popup (seen, never shown); the activity popups still come', () => {
    const session = memoryStorage();
    const { shown, sync, actor } = popupsOver(memoryStorage(), session);
    sync({ ...MEMBER_HOME, place: 'other' });
    actor.send({ type: 'notice.skip' });
    sync({ place: 'home' });
    expect(shown()).toBe('firstCharge');
    expect(session.map.get('noticePopupSeen')).toBe('1');
  });

  it('a popup closed is seen; one left by navigating away is not', () => {
    const { shown, sync, actor } = popupsOver(memoryStorage(), memoryStorage());
    sync({ ...MEMBER_HOME, noticeCount: 0 });
    expect(shown()).toBe('firstCharge');
    sync({ place: 'other' });
    expect(shown()).toBeNull();
    sync({ place: 'home' });
    expect(shown()).toBe('firstCharge');
    actor.send({ type: 'popup.close' });
    expect(shown()).toBe('invite');
    // The activity closes (invite all received): its popup leaves at once.
    sync({ activityIds: [39] });
    expect(shown()).toBeNull();
  });

  it('opens a seen popup again on request (the floating bar), only while none shows and it applies', () => {
    const { shown, sync, actor } = popupsOver(memoryStorage(), memoryStorage());
    sync({ ...MEMBER_HOME, noticeCount: 0 });
    actor.send({ type: 'popup.open', popup: 'invite' });
    expect(shown(), 'first charge is showing: no second popup').toBe('firstCharge');
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.close' });
    expect(shown()).toBeNull();
    actor.send({ type: 'popup.open', popup: 'firstCharge' });
    expect(shown()).toBe('firstCharge');
    actor.send({ type: 'popup.close' });
    expect(shown()).toBeNull();
    actor.send({ type: 'popup.open', popup: 'notice' });
    expect(shown(), 'no notices to list').toBeNull();
  });

  it('the first-charge and invite popups are for members with the activity open', () => {
    const { shown, sync } = popupsOver(memoryStorage(), memoryStorage());
    sync({ ...HOME_VISITOR, noticeCount: 0, activityIds: [39, 40] });
    expect(shown()).toBeNull();
    sync({ member: true, activityIds: [40] });
    expect(shown()).toBe('invite');
  });

  it('green mode: the age notice first, on every page but terms and privacy, kept for the session', () => {
    const session = memoryStorage();
    const { shown, sync, actor } = popupsOver(memoryStorage(), session);
    sync({ ...MEMBER_HOME, green: true, place: 'legal' });
    expect(shown()).toBeNull();
    sync({ place: 'other' });
    expect(shown()).toBe('age');
    sync({ place: 'home' });
    expect(shown()).toBe('age');
    actor.send({ type: 'popup.close' });
    expect(shown(), 'only Accept closes it').toBe('age');
    actor.send({ type: 'age.accept' });
    expect(shown()).toBe('notice');
    expect(session.map.get('ageProcess')).toBe('1');
    const reload = popupsOver(memoryStorage(), session);
    reload.sync({ ...MEMBER_HOME, green: true, place: 'other' });
    expect(reload.shown()).toBeNull();
  });

  it('the install prompt shows at most once per 86400 s (injected clock, stored stamp)', () => {
    const local = memoryStorage();
    const t0 = 1_700_000_000_000;
    const seenAll = { noticeCount: 0, downloadType: 1 };
    const a = popupsOver(local, memoryStorage());
    a.sync({ ...HOME_VISITOR, ...seenAll });
    expect(a.shown()).toBeNull();
    a.actor.send({ type: 'install.available', at: t0 });
    expect(a.shown()).toBe('install');
    expect(local.map.get('addToHomeAt')).toBe(String(t0));
    a.actor.send({ type: 'install.accept' });
    expect(a.prompts).toEqual([1]);
    expect(a.shown()).toBeNull();

    const b = popupsOver(local, memoryStorage());
    b.sync({ ...HOME_VISITOR, ...seenAll });
    b.actor.send({ type: 'install.available', at: t0 + INSTALL_PROMPT_INTERVAL_MS - 1 });
    expect(b.shown()).toBeNull();
    b.actor.send({ type: 'install.available', at: t0 + INSTALL_PROMPT_INTERVAL_MS });
    expect(b.shown()).toBe('install');
    b.actor.send({ type: 'popup.close' });
    expect(b.shown()).toBeNull();
    expect(local.map.get('addToHomeAt')).toBe(String(t0 + INSTALL_PROMPT_INTERVAL_MS));
  });

  it('the iOS tip shows once ever; the not-Chrome tip per session until dismissed for good', () => {
    const local = memoryStorage();
    const ios = popupsOver(local, memoryStorage(), DEVICES.iosSafari);
    ios.sync({ ...HOME_VISITOR, noticeCount: 0 });
    expect(ios.shown()).toBe('iosTip');
    ios.actor.send({ type: 'popup.close' });
    const ios2 = popupsOver(local, memoryStorage(), DEVICES.iosSafari);
    ios2.sync({ ...HOME_VISITOR, noticeCount: 0 });
    expect(ios2.shown()).toBeNull();

    const other = memoryStorage();
    const session = memoryStorage();
    const a = popupsOver(other, session, DEVICES.androidOther);
    a.sync({ ...HOME_VISITOR, noticeCount: 0 });
    expect(a.shown()).toBe('notChromeTip');
    a.actor.send({ type: 'popup.close' });
    expect(popupsOver(other, session, DEVICES.androidOther).actor.getSnapshot().context.seen.notChrome).toBe(true);
    const b = popupsOver(other, memoryStorage(), DEVICES.androidOther);
    b.sync({ ...HOME_VISITOR, noticeCount: 0 });
    expect(b.shown(), 'a new session shows it again').toBe('notChromeTip');
    b.actor.send({ type: 'tip.never' });
    const c = popupsOver(other, memoryStorage(), DEVICES.androidOther);
    c.sync({ ...HOME_VISITOR, noticeCount: 0 });
    expect(c.shown()).toBeNull();
    expect(popupsOver(memoryStorage(), memoryStorage(), DEVICES.androidChrome).shown()).toBeNull();
  });

  it('the download banner: home, mobile browser outside the app, not green, downloadType 2 or 3', () => {
    const banner = (device = DEVICES.androidChrome, facts: Partial<PopupFacts> = {}) => {
      const p = popupsOver(memoryStorage(), memoryStorage(), device);
      p.sync({ ...HOME_VISITOR, ...facts });
      return p.actor.getSnapshot().hasTag('banner');
    };
    expect(banner()).toBe(true);
    expect(banner(DEVICES.androidChrome, { downloadType: 3 })).toBe(true);
    expect(banner(DEVICES.androidChrome, { downloadType: 1 })).toBe(false);
    expect(banner(DEVICES.androidChrome, { green: true })).toBe(false);
    expect(banner(DEVICES.androidChrome, { place: 'other' })).toBe(false);
    expect(banner(DEVICES.desktop)).toBe(false);
    expect(banner({ ...DEVICES.androidChrome, nativeApp: true })).toBe(false);
    const session = memoryStorage();
    const p = popupsOver(memoryStorage(), session);
    p.sync(HOME_VISITOR);
    p.actor.send({ type: 'banner.close' });
    expect(p.actor.getSnapshot().hasTag('banner')).toBe(false);
    expect(readSeen(memoryStorage(), session).banner).toBe(true);
  });

  it('reads the browser from its user agent and the landing query', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(deviceFacts(android, false, '')).toEqual(DEVICES.androidChrome);
    expect(deviceFacts(iphone, false, '')).toEqual(DEVICES.iosSafari);
    expect(deviceFacts(android, false, '?token=abc').nativeApp).toBe(true);
    expect(deviceFacts(android.replace('Android 14)', 'Android 14; wv)'), false, '').nativeApp).toBe(true);
    expect(deviceFacts('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', false, '')).toEqual(
      DEVICES.desktop,
    );
  });

  it('ignores a broken stored list', () => {
    const session = memoryStorage({ shownActivityIds: '{oops', noticePopupSeen: '1' });
    expect(readSeen(memoryStorage({ addToHomeAt: 'x' }), session)).toEqual({ ...NOTHING_SEEN, notice: true });
  });
});

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

describe('firstCharge', () => {
  const NOW = 1_700_000_000_000;
  function start(
    mode: 'modal' | 'page',
    state: FirstChargeState,
    claim: (propId: number) => Promise<FirstChargeClaim> = () => new Promise(() => {}),
  ) {
    const clock = new SimulatedClock();
    const calls: number[] = [];
    const refreshes: number[] = [];
    const actor = createActor(
      firstChargeMachine.provide({
        actors: {
          fetchFirstCharge: fromPromise<FirstChargeData, void>(async () => ({ state, configs: FC_CONFIGS, now: NOW })),
          claimGift: fromPromise(async ({ input }) => {
            calls.push(input.propId);
            return claim(input.propId);
          }),
        },
        actions: { refreshActivities: () => void refreshes.push(1) },
      }),
      { input: { mode }, clock },
    );
    const emitted: Array<{ type: string; to?: string; message?: { id: string } }> = [];
    actor.on('*', (e) => void emitted.push(e as never));
    actor.start();
    return { actor, clock, calls, refreshes, emitted };
  }

  it('counts down to expireTime; then the page says it ended and the modal closes', async () => {
    const page = start('page', fcState({ expireTime: NOW + 3_000 }));
    await flush();
    expect(page.actor.getSnapshot().value).toBe('offer');
    page.clock.increment(1_000);
    page.clock.increment(1_000);
    expect(page.actor.getSnapshot().context.remainingMs).toBe(1_000);
    expect(page.actor.getSnapshot().value).toBe('offer');
    page.clock.increment(1_000);
    expect(page.actor.getSnapshot().value).toBe('ended');
    const modal = start('modal', fcState({ expireTime: NOW + 1_000 }));
    await flush();
    modal.clock.increment(1_000);
    expect(modal.actor.getSnapshot().value).toBe('closed');
    expect(modal.actor.getSnapshot().status).toBe('done');
  });

  it('the deposit button goes to the deposit page with actType 13 and the price, once per 300 ms burst', async () => {
    const { actor, clock, emitted } = start('modal', fcState({}));
    await flush();
    actor.send({ type: 'package.select', id: 2 });
    actor.send({ type: 'deposit.start' });
    clock.increment(200);
    actor.send({ type: 'deposit.start' });
    clock.increment(299);
    expect(emitted.filter((e) => e.type === 'navigate')).toEqual([]);
    clock.increment(1);
    expect(emitted.filter((e) => e.type === 'navigate').map((e) => e.to)).toEqual([
      '/lobby/wallets/deposit?actType=13&amount=30000&awardId=2',
    ]);
    expect(depositLink(FC_CONFIGS[0]!)).toBe('/lobby/wallets/deposit?actType=13&amount=10000&awardId=1');
  });

  it('claims each gift exactly once: a double click is one call, a claimed gift cannot be claimed', async () => {
    let claimed: number[] = [2002];
    const { actor, clock, calls, refreshes, emitted } = start(
      'page',
      fcState({ awardId: 1, itemStatus: 1, propReceiveList: claimed }),
      async (propId) => {
        claimed = [...claimed, propId];
        return {
          state: fcState({ awardId: 1, itemStatus: claimed.length === 3 ? 2 : 1, propReceiveList: claimed }),
          propList: [],
        };
      },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('claimable');
    actor.send({ type: 'gift.claim', propId: 2002 });
    expect(actor.getSnapshot().value, 'already claimed').toBe('claimable');
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 2001 });
    clock.increment(100);
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 1001 });
    clock.increment(200);
    await flush();
    expect(calls).toEqual([2001]);
    actor.send({ type: 'gift.claim', propId: 2001 });
    actor.send({ type: 'gift.claim', propId: 1001 });
    clock.increment(200);
    await flush();
    expect(calls).toEqual([2001, 1001]);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(refreshes).toEqual([1]);
    expect(emitted.filter((e) => e.type === 'toast').map((e) => e.message?.id)).toEqual([
      'promotions.claimed',
      'promotions.claimed',
    ]);
  });

  it('activity errcodes have their own text; others the generic one; both refresh and close the modal', async () => {
    for (const [errcode, id] of [
      [1003, 'activity.act39.err1003'],
      [2000, 'common.errorWithCode'],
    ] as const) {
      const { actor, clock, refreshes, emitted } = start('modal', fcState({ awardId: 1, itemStatus: 1 }), async () => {
        throw { kind: 'business', errcode };
      });
      await flush();
      actor.send({ type: 'gift.claim', propId: 2001 });
      clock.increment(200);
      await flush();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(refreshes).toEqual([1]);
      expect(emitted.find((e) => e.type === 'toast')?.message).toMatchObject({ id, values: { code: errcode } });
    }
  });
});

describe('inviteFriends', () => {
  function start(
    mode: 'modal' | 'page',
    hasMobile: boolean,
    itemStatus: 0 | 1 | 2,
    receive?: () => Promise<InviteClaim>,
  ) {
    const copies: string[] = [];
    const shares: string[] = [];
    const refreshes: number[] = [];
    const actor = createActor(
      inviteFriendsMachine.provide({
        actors: {
          fetchInvite: fromPromise<InviteData, void>(async () => ({
            state: inviteState({ itemStatus, inviteCount: itemStatus ? 1 : 0 }),
            configs: INVITE_CONFIGS,
            shareUrl: 'http://lobby.test/register?outValue=ABC',
          })),
          receiveTier: fromPromise(receive ?? (() => new Promise<InviteClaim>(() => {}))),
        },
        actions: {
          copyLink: (_, { url }) => void copies.push(url),
          shareLink: (_, { url }) => void shares.push(url),
          refreshActivities: () => void refreshes.push(1),
        },
      }),
      { input: { mode, hasMobile } },
    );
    const emitted: Array<{ type: string; to?: string }> = [];
    actor.on('*', (e) => void emitted.push(e as never));
    actor.start();
    return { actor, copies, shares, refreshes, emitted };
  }

  it('inviting and sharing need a bound mobile, else /bind', async () => {
    const without = start('modal', false, 0);
    await flush();
    without.actor.send({ type: 'invite.start' });
    without.actor.send({ type: 'link.copy' });
    expect(without.emitted.map((e) => e.to)).toEqual(['/bind', '/bind']);
    expect(without.copies).toEqual([]);
    const modal = start('modal', true, 0);
    await flush();
    modal.actor.send({ type: 'invite.start' });
    expect(modal.actor.getSnapshot().hasTag('sharing')).toBe(true);
    modal.actor.send({ type: 'link.copy' });
    expect(modal.copies).toEqual(['http://lobby.test/register?outValue=ABC']);
    modal.actor.send({ type: 'share.close' });
    expect(modal.actor.getSnapshot().value).toBe('inviting');
    // On the page the link is in view: Invite opens the system share sheet (or copies).
    const page = start('page', true, 0);
    await flush();
    page.actor.send({ type: 'invite.start' });
    expect(page.actor.getSnapshot().value).toBe('inviting');
    expect(page.shares).toEqual(['http://lobby.test/register?outValue=ABC']);
  });

  it('receives the tier with its first item; status 2 refreshes the activity ids', async () => {
    const { actor, refreshes } = start('page', true, 1, async () => ({
      state: inviteState({ awardId: 2, itemStatus: 2, inviteCount: 1 }),
      propList: [{ id: 2001, count: 500 }],
    }));
    await flush();
    expect(actor.getSnapshot().value).toBe('receivable');
    actor.send({ type: 'invite.receive' });
    actor.send({ type: 'invite.receive' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(refreshes).toEqual([1]);
    expect(actor.getSnapshot().can({ type: 'invite.receive' })).toBe(false);
  });
});
