import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS } from '../../machines/constants';
import { popupsMachine } from '../../machines/popups.machine';
import { currentPopup, type PopupFacts, type PopupsInput } from '../../machines/popups.rules';
import { deviceFacts, readSeen, rememberSeen } from '../../src/actors/popups.actors';
import { memoryStorage } from '../helpers/render';
import { DEVICES, HOME_VISITOR, NOTHING_SEEN, popupsModels } from './models/promotions.model';
import { describePaths } from '../helpers/describe-paths';

for (const model of popupsModels) describePaths(model);

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
