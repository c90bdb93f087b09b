/** Models of the promotions flows: popups (several browsers and stored flags), firstCharge, inviteFriends. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { INSTALL_PROMPT_INTERVAL_MS } from '../../../machines/constants';
import { FIRST_CHARGE_PACKAGES, INVITE_TIERS } from '../../../contract/seed-offers';
import { firstChargeMachine, type FirstChargeState } from '../../../machines/first-charge.machine';
import { inviteFriendsMachine, type InviteState } from '../../../machines/invite-friends.machine';
import { popupsMachine } from '../../../machines/popups.machine';
import { NOTHING_SEEN } from '../../../machines/samples/lobby.samples';
import { applies, currentPopup, type DeviceFacts, type PopupsInput } from '../../../machines/popups.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));

// ───────────── popups ─────────────

export { NOTHING_SEEN };

export const DEVICES: Record<'androidChrome' | 'iosSafari' | 'androidOther' | 'desktop', DeviceFacts> = {
  androidChrome: { mobileBrowser: true, nativeApp: false, ios: false, chrome: true, standalone: false },
  iosSafari: { mobileBrowser: true, nativeApp: false, ios: true, chrome: false, standalone: false },
  androidOther: { mobileBrowser: true, nativeApp: false, ios: false, chrome: false, standalone: false },
  desktop: { mobileBrowser: false, nativeApp: false, ios: false, chrome: true, standalone: false },
};

export const HOME_VISITOR = {
  ready: true,
  place: 'home',
  green: false,
  member: false,
  activityIds: [],
  noticeCount: 1,
  downloadType: 2,
} as const;

const sync = (facts: Record<string, unknown>) => ({ type: 'popup.sync', facts });

const popupInvariants = (s: {
  hasTag: (t: string) => boolean;
  context: Parameters<typeof applies>[0];
  matches: (v: unknown) => boolean;
}) => {
  const tags = ['age', 'notice', 'firstCharge', 'invite', 'install', 'iosTip', 'notChromeTip'];
  // Never two popups at once, and a shown popup always applies.
  expect(tags.filter((t) => s.hasTag(t)).length).toBeLessThanOrEqual(1);
  const shown = currentPopup((t) => s.hasTag(t));
  if (shown) expect(applies(s.context, shown)).toBe(true);
  expect(s.hasTag('popup')).toBe(shown !== null);
  if (s.hasTag('banner')) expect(s.context.facts.place).toBe('home');
};

const popupSerialize = (s: { value: unknown; context: Record<string, unknown> }) =>
  JSON.stringify({
    value: s.value,
    facts: s.context.facts,
    seen: s.context.seen,
    offered: s.context.installOfferedAt,
    requested: s.context.requested,
  });

const popupModel = (name: string, input: PopupsInput, events: unknown[]): MachineModel =>
  ({
    name: `popups (${name})`,
    machine: popupsMachine,
    input,
    events,
    serializeState: popupSerialize,
    invariants: popupInvariants,
  }) as unknown as MachineModel;

export const popupsModels: MachineModel[] = [
  popupModel('first visit, Android Chrome', { device: DEVICES.androidChrome, seen: NOTHING_SEEN }, [
    sync(HOME_VISITOR),
    sync({ member: true, activityIds: [39, 40] }),
    sync({ place: 'other' }),
    { type: 'popup.close' },
    { type: 'banner.close' },
    { type: 'notice.skip' },
  ]),
  popupModel(
    'install prompt',
    { device: DEVICES.androidChrome, seen: { ...NOTHING_SEEN, notice: true, banner: true } },
    [
      sync({ ...HOME_VISITOR, downloadType: 1 }),
      { type: 'install.available', at: 5 * INSTALL_PROMPT_INTERVAL_MS },
      { type: 'install.accept' },
      { type: 'popup.close' },
      sync({ place: 'other' }),
    ],
  ),
  popupModel(
    'install prompt shown within 24 h',
    {
      device: DEVICES.androidChrome,
      seen: { ...NOTHING_SEEN, notice: true, banner: true, installShownAt: 2 * INSTALL_PROMPT_INTERVAL_MS },
    },
    [
      sync({ ...HOME_VISITOR, downloadType: 3 }),
      { type: 'install.available', at: 3 * INSTALL_PROMPT_INTERVAL_MS - 1 },
      { type: 'install.available', at: 3 * INSTALL_PROMPT_INTERVAL_MS },
      { type: 'popup.close' },
    ],
  ),
  popupModel('green mode', { device: DEVICES.androidChrome, seen: { ...NOTHING_SEEN, notice: true } }, [
    sync({ ...HOME_VISITOR, green: true }),
    sync({ place: 'legal' }),
    sync({ place: 'other' }),
    { type: 'age.accept' },
    { type: 'popup.close' },
  ]),
  popupModel('iOS Safari', { device: DEVICES.iosSafari, seen: { ...NOTHING_SEEN, notice: true } }, [
    sync({ ...HOME_VISITOR, downloadType: 1 }),
    sync({ place: 'other' }),
    { type: 'popup.close' },
  ]),
  popupModel('another mobile browser', { device: DEVICES.androidOther, seen: { ...NOTHING_SEEN, notice: true } }, [
    sync({ ...HOME_VISITOR, downloadType: 1 }),
    sync({ place: 'other' }),
    sync({ place: 'home' }),
    { type: 'popup.close' },
    { type: 'tip.never' },
  ]),
  popupModel(
    'desktop, everything seen',
    {
      device: DEVICES.desktop,
      seen: { ...NOTHING_SEEN, notice: true, activities: [39, 40], iosTip: true },
    },
    [
      sync({ ...HOME_VISITOR, member: true, activityIds: [39, 40] }),
      sync({ ready: false }),
      { type: 'popup.open', popup: 'firstCharge' },
      { type: 'popup.open', popup: 'invite' },
      { type: 'popup.close' },
    ],
  ),
];

// ───────────── first charge ─────────────

/** A fresh server's packages 1 and 2, each with its first three gifts (coin, points, a boost coupon). */
export const FC_CONFIGS = FIRST_CHARGE_PACKAGES.slice(0, 2).map((p) => ({ ...p, award: p.award.slice(0, 3) }));
const NOW = 1_700_000_000_000;
export const fcState = (s: Partial<FirstChargeState>): FirstChargeState => ({
  awardId: 0,
  itemStatus: 0,
  propReceiveList: [],
  expireTime: NOW + 2_000,
  ...s,
});
const fcLoaded = (state: FirstChargeState) => ({
  type: 'xstate.done.actor.fetchFirstCharge',
  output: { state, configs: FC_CONFIGS, now: NOW },
});

const firstChargeEvents = [
  fcLoaded(fcState({})),
  fcLoaded(fcState({ expireTime: NOW })),
  fcLoaded(fcState({ awardId: 1, itemStatus: 1, propReceiveList: [2002] })),
  fcLoaded(fcState({ awardId: 1, itemStatus: 2, propReceiveList: [2001, 2002, 1001] })),
  { type: 'xstate.error.actor.fetchFirstCharge', error: { kind: 'network' } },
  { type: 'firstCharge.retry' },
  { type: 'package.select', id: 2 },
  { type: 'deposit.start' },
  { type: 'xstate.after.depositDebounce.firstCharge.depositing' },
  { type: 'xstate.after.tick.firstCharge.offer' },
  { type: 'gift.claim', propId: 2001 },
  { type: 'gift.claim', propId: 2002 },
  { type: 'xstate.after.giftDebounce.firstCharge.debouncing' },
  {
    type: 'xstate.done.actor.claimGift',
    output: { state: fcState({ awardId: 1, itemStatus: 1, propReceiveList: [2002, 2001] }), propList: [] },
  },
  {
    type: 'xstate.done.actor.claimGift',
    output: { state: fcState({ awardId: 1, itemStatus: 2, propReceiveList: [2002, 2001, 1001] }), propList: [] },
  },
  { type: 'xstate.error.actor.claimGift', error: { kind: 'business', errcode: 1003 } },
  { type: 'xstate.error.actor.claimGift', error: { kind: 'business', errcode: 2000 } },
];

const firstChargeModel = (mode: 'modal' | 'page'): MachineModel =>
  ({
    name: `first-charge (${mode})`,
    machine: firstChargeMachine,
    input: { mode },
    events: firstChargeEvents,
    serializeState: (s: { value: unknown; context: Record<string, unknown> }) =>
      JSON.stringify({
        value: s.value,
        state: s.context.state,
        selected: s.context.selectedId,
        remaining: s.context.remainingMs,
        pending: s.context.pendingPropId,
      }),
    implementations: { actors: { fetchFirstCharge: never(), claimGift: never() } },
    invariants: (s: {
      matches: (v: string) => boolean;
      hasTag: (t: string) => boolean;
      can: (e: unknown) => boolean;
      context: { state: FirstChargeState | null; remainingMs: number; mode: string };
    }) => {
      // Claiming only at status 1, never a claimed gift; the busy states lock every gift button.
      if (s.can({ type: 'gift.claim', propId: 2002 })) expect(s.matches('debouncing')).toBe(false);
      if (s.matches('claimable')) expect(s.context.state?.itemStatus).toBe(1);
      if (s.matches('offer')) expect(s.context.remainingMs).toBeGreaterThan(0);
      if (s.matches('ended')) expect(s.context.mode).toBe('page');
      expect(s.can({ type: 'deposit.start' })).toBe(s.matches('offer') || s.matches('depositing'));
    },
  }) as unknown as MachineModel;

export const firstChargeModels = [firstChargeModel('modal'), firstChargeModel('page')];

// ───────────── invite friends ─────────────

/** The tiers a fresh server offers: 1, 3 and 5 invited players. */
export const INVITE_CONFIGS = INVITE_TIERS;
export const inviteState = (s: Partial<InviteState>): InviteState => ({
  awardId: 1,
  itemStatus: 0,
  inviteCount: 0,
  ...s,
});
const inviteLoaded = (state: InviteState) => ({
  type: 'xstate.done.actor.fetchInvite',
  output: { state, configs: INVITE_CONFIGS, shareUrl: 'http://lobby.test/register?outValue=ABC' },
});

const inviteModel = (mode: 'modal' | 'page', hasMobile: boolean): MachineModel =>
  ({
    name: `invite-friends (${mode}, ${hasMobile ? 'mobile bound' : 'no mobile'})`,
    machine: inviteFriendsMachine,
    input: { mode, hasMobile },
    events: [
      inviteLoaded(inviteState({})),
      inviteLoaded(inviteState({ itemStatus: 1, inviteCount: 1 })),
      inviteLoaded(inviteState({ awardId: 2, itemStatus: 2, inviteCount: 4 })),
      { type: 'xstate.error.actor.fetchInvite', error: { kind: 'timeout' } },
      { type: 'invite.retry' },
      { type: 'invite.start' },
      { type: 'share.close' },
      { type: 'invite.receive' },
      { type: 'link.copy' },
      {
        type: 'xstate.done.actor.receiveTier',
        output: { state: inviteState({ awardId: 2, itemStatus: 0, inviteCount: 1 }), propList: [] },
      },
      {
        type: 'xstate.done.actor.receiveTier',
        output: { state: inviteState({ awardId: 2, itemStatus: 2, inviteCount: 3 }), propList: [] },
      },
      { type: 'xstate.error.actor.receiveTier', error: { kind: 'business', errcode: 1006 } },
      { type: 'xstate.error.actor.receiveTier', error: { kind: 'network' } },
    ],
    serializeState: (s: { value: unknown; context: Record<string, unknown> }) =>
      JSON.stringify({ value: s.value, state: s.context.state }),
    implementations: { actors: { fetchInvite: never(), receiveTier: never() } },
    invariants: (s: {
      matches: (v: string) => boolean;
      can: (e: unknown) => boolean;
      context: { hasMobile: boolean };
    }) => {
      if (!s.context.hasMobile) expect(s.matches('sharing') || s.matches('receiving')).toBe(false);
      expect(s.can({ type: 'invite.receive' })).toBe(s.matches('receivable'));
    },
  }) as unknown as MachineModel;

export const inviteFriendsModels = [
  inviteModel('modal', true),
  inviteModel('page', true),
  inviteModel('modal', false),
  inviteModel('page', false),
];
