/** The popups' pure rules (machines/popups.rules.ts): which popup applies and is wanted, the banner, the seen flags. */
import { describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { INSTALL_PROMPT_INTERVAL_MS } from '../../machines/constants';
import {
  INITIAL_FACTS,
  POPUP_ORDER,
  applies,
  bannerWanted,
  currentPopup,
  markSeen,
  wanted,
  type DeviceFacts,
  type PopupFacts,
  type SeenFlags,
} from '../../machines/popups.rules';

const ANDROID_CHROME: DeviceFacts = {
  mobileBrowser: true,
  nativeApp: false,
  ios: false,
  chrome: true,
  standalone: false,
};
const IOS_SAFARI: DeviceFacts = { mobileBrowser: true, nativeApp: false, ios: true, chrome: false, standalone: false };
const NONE_SEEN: SeenFlags = {
  age: false,
  notice: false,
  activities: [],
  installShownAt: null,
  iosTip: false,
  notChrome: false,
  notChromeForever: false,
  banner: false,
};
const HOME: PopupFacts = { ...INITIAL_FACTS, ready: true, place: 'home' };

const ctx = (
  facts: Partial<PopupFacts> = {},
  { device = ANDROID_CHROME, seen = NONE_SEEN, installOfferedAt = null as number | null } = {},
) => ({ facts: { ...HOME, ...facts }, device, seen, installOfferedAt });

describe('popups rules', () => {
  it('shows nothing before the session is ready', () => {
    const c = ctx({ ready: false, green: true, noticeCount: 3 }, { device: IOS_SAFARI, installOfferedAt: 1 });
    expect(POPUP_ORDER.filter((p) => applies(c, p))).toEqual([]);
    expect(bannerWanted({ ...c, facts: { ...c.facts, downloadType: 2 } })).toBe(false);
  });

  it('asks the 21+ notice in green mode on every page but the legal ones', () => {
    expect(applies(ctx({ green: true, place: 'other' }), 'age')).toBe(true);
    expect(applies(ctx({ green: true, place: 'legal' }), 'age')).toBe(false);
    expect(applies(ctx({ green: false }), 'age')).toBe(false);
    expect(wanted(ctx({ green: true }, { seen: { ...NONE_SEEN, age: true } }), 'age')).toBe(false);
  });

  it('shows the notice and the activity popups on home only, the activity ones to members of an open activity', () => {
    expect(applies(ctx({ noticeCount: 1 }), 'notice')).toBe(true);
    expect(applies(ctx({ noticeCount: 0 }), 'notice')).toBe(false);
    expect(applies(ctx({ noticeCount: 1, place: 'other' }), 'notice')).toBe(false);
    const open = { member: true, activityIds: [ACTIVITY.FirstCharge, ACTIVITY.InviteFriend1] };
    expect(applies(ctx(open), 'firstCharge')).toBe(true);
    expect(applies(ctx(open), 'invite')).toBe(true);
    expect(applies(ctx({ ...open, member: false }), 'firstCharge')).toBe(false);
    expect(applies(ctx({ member: true, activityIds: [ACTIVITY.InviteFriend1] }), 'firstCharge')).toBe(false);
    const seen = { ...NONE_SEEN, activities: [ACTIVITY.FirstCharge] };
    expect(wanted(ctx(open, { seen }), 'firstCharge')).toBe(false);
    expect(wanted(ctx(open, { seen }), 'invite')).toBe(true);
  });

  it('shows a seen popup again when the player asks for it', () => {
    const c = { ...ctx({ noticeCount: 2 }, { seen: { ...NONE_SEEN, notice: true } }), requested: 'notice' as const };
    expect(wanted({ ...c, requested: null }, 'notice')).toBe(false);
    expect(wanted(c, 'notice')).toBe(true);
    expect(wanted({ ...c, facts: { ...c.facts, noticeCount: 0 } }, 'notice')).toBe(false);
  });

  it('offers the install prompt at most once per interval', () => {
    const at = 10 * INSTALL_PROMPT_INTERVAL_MS;
    expect(applies(ctx(), 'install')).toBe(false);
    expect(wanted(ctx({}, { installOfferedAt: at }), 'install')).toBe(true);
    const shown = (installShownAt: number) => ({ ...NONE_SEEN, installShownAt });
    expect(wanted(ctx({}, { installOfferedAt: at, seen: shown(at - INSTALL_PROMPT_INTERVAL_MS + 1) }), 'install')).toBe(
      false,
    );
    expect(wanted(ctx({}, { installOfferedAt: at, seen: shown(at - INSTALL_PROMPT_INTERVAL_MS) }), 'install')).toBe(
      true,
    );
  });

  it('gives iOS Safari the add-to-home tip and other non-Chrome mobile browsers the open-in-Chrome tip', () => {
    expect(applies(ctx({}, { device: IOS_SAFARI }), 'iosTip')).toBe(true);
    expect(applies(ctx({}, { device: { ...IOS_SAFARI, standalone: true } }), 'iosTip')).toBe(false);
    expect(applies(ctx({}, { device: IOS_SAFARI }), 'notChromeTip')).toBe(false);
    expect(applies(ctx(), 'notChromeTip')).toBe(false);
    const firefox = { ...ANDROID_CHROME, chrome: false };
    expect(applies(ctx({}, { device: firefox }), 'notChromeTip')).toBe(true);
    expect(applies(ctx({}, { device: { ...firefox, nativeApp: true } }), 'notChromeTip')).toBe(false);
    expect(wanted(ctx({}, { device: firefox, seen: { ...NONE_SEEN, notChromeForever: true } }), 'notChromeTip')).toBe(
      false,
    );
  });

  it('shows the download banner on home in a mobile browser for downloadType 2 and 3, not in green mode', () => {
    expect(bannerWanted(ctx({ downloadType: 2 }))).toBe(true);
    expect(bannerWanted(ctx({ downloadType: 3 }))).toBe(true);
    expect(bannerWanted(ctx({ downloadType: 1 }))).toBe(false);
    expect(bannerWanted(ctx({ downloadType: 2, green: true }))).toBe(false);
    expect(bannerWanted(ctx({ downloadType: 2, place: 'other' }))).toBe(false);
    expect(bannerWanted(ctx({ downloadType: 2 }, { device: { ...ANDROID_CHROME, nativeApp: true } }))).toBe(false);
    expect(bannerWanted(ctx({ downloadType: 2 }, { seen: { ...NONE_SEEN, banner: true } }))).toBe(false);
  });

  it('marks each popup seen in its own flag', () => {
    expect(markSeen(NONE_SEEN, 'age', null)).toEqual({ ...NONE_SEEN, age: true });
    expect(markSeen(NONE_SEEN, 'invite', null).activities).toEqual([ACTIVITY.InviteFriend1]);
    const once = markSeen(NONE_SEEN, 'firstCharge', null);
    expect(markSeen(once, 'firstCharge', null)).toBe(once);
    expect(markSeen(NONE_SEEN, 'install', 123).installShownAt).toBe(123);
    expect(markSeen(NONE_SEEN, 'notChromeTip', null)).toEqual({ ...NONE_SEEN, notChrome: true });
    expect(markSeen(NONE_SEEN, 'notChromeTip', null, true)).toEqual({
      ...NONE_SEEN,
      notChrome: true,
      notChromeForever: true,
    });
  });

  it('names the showing popup from the snapshot tags, by priority', () => {
    expect(currentPopup((tag) => tag === 'invite' || tag === 'popup')).toBe('invite');
    expect(currentPopup((tag) => tag === 'banner')).toBeNull();
    expect(POPUP_ORDER[0]).toBe('age');
  });
});
