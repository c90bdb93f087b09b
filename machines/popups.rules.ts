/**
 * The popups' rules (machines/popups.machine.ts is the chart): what the app reports (device, facts, seen
 * flags), which popup applies and is wanted now and in which order, the download banner, and the seen flags
 * after a popup. Pure functions, shared by the chart, its live actors and the popup host.
 */
import { ACTIVITY } from '../contract/ids';
import { INSTALL_PROMPT_INTERVAL_MS } from './constants';

export type PopupName = 'age' | 'notice' | 'firstCharge' | 'invite' | 'install' | 'iosTip' | 'notChromeTip';
export type Place = 'home' | 'legal' | 'other';

/** What the browser is (fixed for the page's life). */
export interface DeviceFacts {
  /** A phone or tablet browser (iOS, Android). */
  readonly mobileBrowser: boolean;
  /** Inside the native app's web view. */
  readonly nativeApp: boolean;
  readonly ios: boolean;
  readonly chrome: boolean;
  /** Started from the home screen (display-mode standalone). */
  readonly standalone: boolean;
}

/** What the app reports as it changes. */
export interface PopupFacts {
  /** The configuration (and, for a member, the player) is loaded. */
  readonly ready: boolean;
  readonly place: Place;
  readonly green: boolean;
  readonly member: boolean;
  readonly activityIds: readonly number[];
  /** How many notices the popup would list. */
  readonly noticeCount: number;
  readonly downloadType: number;
}

/** What was seen before (storage), read once at start. */
export interface SeenFlags {
  readonly age: boolean;
  readonly notice: boolean;
  /** Activity ids whose popup was closed in this browser session. */
  readonly activities: readonly number[];
  /** When the install prompt last showed (ms), or null. */
  readonly installShownAt: number | null;
  readonly iosTip: boolean;
  /** The not-Chrome tip closed in this browser session. */
  readonly notChrome: boolean;
  /** The not-Chrome tip dismissed for good. */
  readonly notChromeForever: boolean;
  readonly banner: boolean;
}

export interface PopupsInput {
  readonly device: DeviceFacts;
  readonly seen: SeenFlags;
  /** What the app already knows at start (route, session, configuration); `popup.sync` keeps them current. */
  readonly facts?: Partial<PopupFacts>;
}

export interface PopupsContext extends PopupsInput {
  facts: PopupFacts;
  /** When the browser offered the install prompt (ms), or null while it has not (or it was used). */
  installOfferedAt: number | null;
  /** A popup the player asked for again (`popup.open`, e.g. from the floating bar), shown though seen. */
  requested: ReopenablePopup | null;
}

/** Popups the player can open again after seeing them. */
export type ReopenablePopup = 'notice' | 'firstCharge' | 'invite';

export const INITIAL_FACTS: PopupFacts = {
  ready: false,
  place: 'other',
  green: false,
  member: false,
  activityIds: [],
  noticeCount: 0,
  downloadType: 1,
};

type PopupRulesContext = Pick<PopupsContext, 'facts' | 'device' | 'seen' | 'installOfferedAt'> &
  Partial<Pick<PopupsContext, 'requested'>>;

const onHome = (c: PopupRulesContext) => c.facts.ready && c.facts.place === 'home';
const activityOpen = (c: PopupRulesContext, id: number) =>
  onHome(c) && c.facts.member && c.facts.activityIds.includes(id);

/** Whether a popup may show now (the page, the player, the browser), seen flags aside. */
export function applies(c: PopupRulesContext, popup: PopupName): boolean {
  const d = c.device;
  switch (popup) {
    case 'age':
      return c.facts.ready && c.facts.green && c.facts.place !== 'legal';
    case 'notice':
      return onHome(c) && c.facts.noticeCount > 0;
    case 'firstCharge':
      return activityOpen(c, ACTIVITY.FirstCharge);
    case 'invite':
      return activityOpen(c, ACTIVITY.InviteFriend1);
    case 'install':
      return onHome(c) && c.installOfferedAt !== null;
    case 'iosTip':
      return onHome(c) && d.ios && d.mobileBrowser && !d.nativeApp && !d.standalone;
    case 'notChromeTip':
      return onHome(c) && d.mobileBrowser && !d.nativeApp && !d.ios && !d.chrome;
  }
}

/** Whether a popup should show now: it applies and its seen rule lets it. */
export function wanted(c: PopupRulesContext, popup: PopupName): boolean {
  if (!applies(c, popup)) return false;
  if (c.requested === popup) return true;
  const s = c.seen;
  switch (popup) {
    case 'age':
      return !s.age;
    case 'notice':
      return !s.notice;
    case 'firstCharge':
      return !s.activities.includes(ACTIVITY.FirstCharge);
    case 'invite':
      return !s.activities.includes(ACTIVITY.InviteFriend1);
    case 'install':
      return s.installShownAt === null || (c.installOfferedAt ?? 0) - s.installShownAt >= INSTALL_PROMPT_INTERVAL_MS;
    case 'iosTip':
      return !s.iosTip;
    case 'notChromeTip':
      return !s.notChrome && !s.notChromeForever;
  }
}

export const POPUP_ORDER: readonly PopupName[] = [
  'age',
  'notice',
  'firstCharge',
  'invite',
  'install',
  'iosTip',
  'notChromeTip',
];

/** Whether the home's app-download banner shows. */
export function bannerWanted(c: PopupRulesContext): boolean {
  const { device: d, facts: f } = c;
  return (
    onHome(c) &&
    d.mobileBrowser &&
    !d.nativeApp &&
    !f.green &&
    (f.downloadType === 2 || f.downloadType === 3) &&
    !c.seen.banner
  );
}

const activityOf = (popup: PopupName): number | null =>
  popup === 'firstCharge' ? ACTIVITY.FirstCharge : popup === 'invite' ? ACTIVITY.InviteFriend1 : null;

/** The seen flags after a popup is closed (or, for install and iosTip, shown). */
export function markSeen(seen: SeenFlags, popup: PopupName, at: number | null, forever = false): SeenFlags {
  switch (popup) {
    case 'age':
      return { ...seen, age: true };
    case 'notice':
      return { ...seen, notice: true };
    case 'firstCharge':
    case 'invite': {
      const id = activityOf(popup) as number;
      return seen.activities.includes(id) ? seen : { ...seen, activities: [...seen.activities, id] };
    }
    case 'install':
      return { ...seen, installShownAt: at };
    case 'iosTip':
      return { ...seen, iosTip: true };
    case 'notChromeTip':
      return forever ? { ...seen, notChrome: true, notChromeForever: true } : { ...seen, notChrome: true };
  }
}

/** The popup showing in a snapshot's tags, or null. */
export function currentPopup(hasTag: (tag: string) => boolean): PopupName | null {
  return POPUP_ORDER.find((p) => hasTag(p)) ?? null;
}
