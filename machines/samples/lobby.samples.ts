/**
 * Samples of the lobby and promotions flows (homeData, gameLaunch, gameLike, activityList, popups,
 * firstCharge, inviteFriends) for the /flows simulator.
 */
import type { activityListMachine } from '../activity-list.machine';
import type { firstChargeMachine, FirstChargeState } from '../first-charge.machine';
import type { gameLaunchMachine } from '../game-launch.machine';
import type { gameLikeMachine } from '../game-like.machine';
import type { homeDataMachine } from '../home-data.machine';
import type { inviteFriendsMachine, InviteState } from '../invite-friends.machine';
import type { popupsMachine } from '../popups.machine';
import type { SeenFlags } from '../popups.rules';
import { flowSamples } from './sample-types';
import { PATH } from '../../contract/paths';
import { FIRST_CHARGE_PACKAGES, INVITE_TIERS } from '../../contract/seed-offers';
import { NO_INPUT } from './common';

const WIN = { phone: '08****1234', gameId: 1001, amount: 150_000, timestamp: 1_700_000_000_000 };
const VIDEOS = [
  { id: 1, coverImg: '/static/video/1.svg', path: 'video/1.svg', clickType: 1 as const, clickAction: '15' },
  { id: 2, coverImg: '/static/video/2.svg', path: 'video/2.svg', clickType: 2 as const, clickAction: '' },
];

export const homeDataSamples = flowSamples<typeof homeDataMachine>({
  inputs: {
    visitor: { label: 'flows.sample.lobby.input.visitor', input: { member: false, green: false } },
    member: { label: 'flows.sample.lobby.input.member', input: { member: true, green: false } },
    green: { label: 'flows.sample.lobby.input.green', input: { member: true, green: true } },
  },
  actors: {
    loadHome: {
      'two wins': {
        label: 'flows.sample.lobby.twoWins',
        output: {
          wins: [WIN, { ...WIN, gameId: 1002 }],
          newYear: [],
          videos: VIDEOS,
          gameResourceUrl: '/static/res',
          activity: null,
        },
      },
      'one win': {
        label: 'flows.sample.lobby.oneWin',
        output: { wins: [WIN], newYear: [], videos: VIDEOS, gameResourceUrl: '/static/res', activity: null },
      },
      'a win and a packet': {
        label: 'flows.sample.lobby.winAndPacket',
        output: {
          wins: [WIN],
          newYear: [{ phone: '09****5678', amount: 8_800, timestamp: 1_700_000_100_000 }],
          videos: VIDEOS,
          gameResourceUrl: '/static/res',
          activity: null,
        },
      },
    },
  },
  events: { 'home.reload': { member: true } },
});

export const gameLaunchSamples = flowSamples<typeof gameLaunchMachine>({
  inputs: {
    available: {
      label: 'flows.sample.lobby.input.available',
      input: { gameId: 1001, availability: 'ok', returnTo: PATH.home, historyTo: PATH.records },
    },
    maintenance: {
      label: 'flows.sample.lobby.input.maintenance',
      input: { gameId: 1001, availability: 'maintenance', returnTo: PATH.home, historyTo: PATH.records },
    },
    missing: {
      label: 'flows.sample.lobby.input.missing',
      input: { gameId: 1001, availability: 'missing', returnTo: PATH.home, historyTo: PATH.records },
    },
  },
  actors: {
    startGame: {
      launched: {
        label: 'flows.sample.lobby.gameUrl',
        output: { gameId: 1001, gameUrl: '/sandbox/game/abc', gameHistory: [1001] },
      },
      checked: {
        label: 'flows.sample.lobby.realityCheck',
        output: {
          gameId: 1001,
          gameUrl: '/sandbox/game/abc',
          gameHistory: [1001],
          playSession: {
            startedAt: 0,
            now: 14 * 60_000,
            bets: 0,
            wins: 0,
            endsAt: 60 * 60_000,
            realityCheckEveryMs: 15 * 60_000,
          },
        },
      },
    },
    leaveGame: {
      figures: {
        label: 'flows.sample.lobby.balance',
        output: { coin: 1234, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 },
      },
    },
    loadPlaySession: {
      session: {
        label: 'flows.sample.lobby.playSession',
        output: { elapsedMs: 15 * 60_000, bets: 5_000, wins: 1_200 },
      },
    },
  },
  errcodes: { startGame: [3001, 3002, 2021] },
  events: {
    'game.balance': { coin: 12_345 },
    'game.refused': { errcode: 2020, limit: { period: 'day', left: 300, resetAt: 1_700_000_000_000 } },
    'payment.open': { open: true },
  },
});

export const gameLikeSamples = flowSamples<typeof gameLikeMachine>({
  inputs: NO_INPUT,
  actors: { saveLike: { liked: { label: 'flows.sample.lobby.gameLiked', output: { '1001': 1 } } } },
  errcodes: { saveLike: [1004] },
  events: { 'like.toggle': { gameId: 1001, like: 1, member: true } },
});

export const activityListSamples = flowSamples<typeof activityListMachine>({
  inputs: {
    member: { label: 'flows.sample.lobby.input.member', input: { member: true } },
    visitor: { label: 'flows.sample.lobby.input.visitor', input: { member: false } },
  },
  actors: {
    loadActivities: {
      two: {
        label: 'flows.sample.lobby.twoActivities',
        output: { activityIds: [15, 30], activityMap: {}, isBankrupt: false },
      },
      none: { label: 'flows.sample.lobby.noActivity', output: { activityIds: [], activityMap: {}, isBankrupt: false } },
    },
  },
  events: {},
});

/** A first visit: no popup seen yet. */
export const NOTHING_SEEN: SeenFlags = {
  age: false,
  notice: false,
  activities: [],
  installShownAt: null,
  iosTip: false,
  notChrome: false,
  notChromeForever: false,
  banner: false,
};
const ANDROID_CHROME = { mobileBrowser: true, nativeApp: false, ios: false, chrome: true, standalone: false };

export const popupsSamples = flowSamples<typeof popupsMachine>({
  inputs: {
    'first visit, Android Chrome': {
      label: 'flows.sample.lobby.input.firstVisit',
      input: { device: ANDROID_CHROME, seen: NOTHING_SEEN },
    },
    'iOS Safari': {
      label: 'flows.sample.lobby.input.iosSafari',
      input: { device: { ...ANDROID_CHROME, ios: true, chrome: false }, seen: { ...NOTHING_SEEN, notice: true } },
    },
    desktop: {
      label: 'flows.sample.lobby.input.desktop',
      input: { device: { ...ANDROID_CHROME, mobileBrowser: false }, seen: { ...NOTHING_SEEN, notice: true } },
    },
  },
  actors: {},
  events: {
    'popup.sync': {
      facts: {
        ready: true,
        place: 'home',
        green: false,
        member: false,
        activityIds: [],
        noticeCount: 1,
        downloadType: 2,
      },
    },
    'install.available': { at: 432_000_000 },
    'popup.open': { popup: 'firstCharge' },
  },
});

const NOW = 1_767_225_600_000;
/** The packages a fresh server offers. */
const FC_CONFIGS = FIRST_CHARGE_PACKAGES;
const fc = (s: Partial<FirstChargeState>): FirstChargeState => ({
  awardId: 0,
  itemStatus: 0,
  propReceiveList: [],
  expireTime: NOW + 86_400_000,
  ...s,
});

export const firstChargeSamples = flowSamples<typeof firstChargeMachine>({
  inputs: {
    modal: { label: 'flows.sample.lobby.input.modal', input: { mode: 'modal' } },
    page: { label: 'flows.sample.lobby.input.page', input: { mode: 'page' } },
  },
  actors: {
    fetchFirstCharge: {
      offer: { label: 'flows.sample.lobby.offerOpen', output: { state: fc({}), configs: FC_CONFIGS, now: NOW } },
      bought: {
        label: 'flows.sample.lobby.packageBought',
        output: { state: fc({ awardId: 1, itemStatus: 1 }), configs: FC_CONFIGS, now: NOW },
      },
      ended: {
        label: 'flows.sample.lobby.offerEnded',
        output: { state: fc({ expireTime: NOW }), configs: FC_CONFIGS, now: NOW },
      },
    },
    claimGift: {
      claimed: {
        label: 'flows.sample.lobby.giftClaimed',
        output: { state: fc({ awardId: 1, itemStatus: 1, propReceiveList: [2001] }), propList: [] },
      },
      'all claimed': {
        label: 'flows.sample.lobby.lastGiftClaimed',
        output: {
          state: fc({ awardId: 1, itemStatus: 2, propReceiveList: FC_CONFIGS[0]!.award.map((a) => a.id) }),
          propList: [],
        },
      },
    },
  },
  errcodes: { claimGift: [1003, 2000] },
  events: { 'package.select': { id: 2 }, 'gift.claim': { propId: 2001 } },
});

/** The tiers a fresh server offers. */
const INVITE_CONFIGS = INVITE_TIERS;
const invite = (s: Partial<InviteState>): InviteState => ({ awardId: 1, itemStatus: 0, inviteCount: 0, ...s });
const SHARE_URL = 'http://lobby.test/register?outValue=ABC234';

export const inviteFriendsSamples = flowSamples<typeof inviteFriendsMachine>({
  inputs: {
    'modal, mobile bound': { label: 'flows.sample.lobby.input.modalMobile', input: { mode: 'modal', hasMobile: true } },
    'page, no mobile': { label: 'flows.sample.lobby.input.pageNoMobile', input: { mode: 'page', hasMobile: false } },
  },
  actors: {
    fetchInvite: {
      'none yet': {
        label: 'flows.sample.lobby.noInvite',
        output: { state: invite({}), configs: INVITE_CONFIGS, shareUrl: SHARE_URL },
      },
      'tier ready': {
        label: 'flows.sample.lobby.tierReady',
        output: { state: invite({ itemStatus: 1, inviteCount: 1 }), configs: INVITE_CONFIGS, shareUrl: SHARE_URL },
      },
    },
    receiveTier: {
      received: {
        label: 'flows.sample.lobby.tierReceived',
        output: { state: invite({ awardId: 2, inviteCount: 1 }), propList: [] },
      },
    },
  },
  events: {},
});
