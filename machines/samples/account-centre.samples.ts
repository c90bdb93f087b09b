/**
 * Samples of account-centre flows (mail, badges, tasks, customerService, diagnostics) for the
 * /flows simulator (the profile flows' are in account-profile.samples.ts, member's in member.samples.ts).
 */
import type { badgesMachine } from '../badges.machine';
import type { customerServiceMachine } from '../customer-service.machine';
import type { ServiceEntry } from '../customer-service.rules';
import type { diagnosticsMachine } from '../diagnostics.machine';
import type { Probes } from '../diagnostics.rules';
import type { mailMachine } from '../mail.machine';
import type { Mail, MailSummary } from '../mail.rules';
import type { tasksMachine } from '../tasks.machine';
import type { TaskBoard, TaskItem } from '../tasks.rules';
import { flowSamples } from './sample-types';
import { NO_INPUT } from './common';

const T0 = 1_767_225_600_000;

const WELCOME: MailSummary = {
  id: 1,
  type: 0,
  title: 'Welcome',
  hasAttachment: 0,
  received: 0,
  read: 0,
  createTime: T0,
};
const GIFT: MailSummary = {
  id: 2,
  type: 2,
  title: 'New player gift',
  hasAttachment: 1,
  received: 0,
  read: 0,
  createTime: T0,
};
const GIFT_DETAIL: Mail = {
  ...GIFT,
  read: 1,
  content: '<p>A gift for joining: 5.00 coins and 10 bonus points.</p>',
  attachments: [
    { id: 2001, count: 500 },
    { id: 2002, count: 1000 },
  ],
};

export const mailSamples = flowSamples<typeof mailMachine>({
  inputs: NO_INPUT,
  actors: {
    loadPage: {
      'two mails': { label: 'flows.sample.accountCentre.twoMails', output: { list: [WELCOME, GIFT], total: 2 } },
      empty: { label: 'flows.sample.accountCentre.noMail', output: { list: [], total: 0 } },
    },
    loadDetail: {
      gift: { label: 'flows.sample.accountCentre.giftMail', output: GIFT_DETAIL },
      welcome: {
        label: 'flows.sample.accountCentre.welcomeMail',
        output: { ...WELCOME, read: 1, content: '<p>Welcome!</p>', attachments: [] },
      },
    },
    receive: {
      received: {
        label: 'flows.sample.accountCentre.giftReceived',
        output: { coin: 10_500, lottery: 1000, propList: GIFT_DETAIL.attachments },
      },
    },
    refreshFigures: {
      figures: { label: 'flows.sample.accountCentre.balance', output: { coin: 10_500, lottery: 1000 } },
    },
    remove: { removed: { label: 'flows.sample.accountCentre.mailDeleted', output: undefined } },
  },
  errcodes: { loadDetail: [2201], receive: [2201, 2202] },
  events: { 'mail.open': { id: 2 } },
});

export const badgesSamples = flowSamples<typeof badgesMachine>({
  inputs: NO_INPUT,
  actors: {
    fetchBadges: {
      dots: {
        label: 'flows.sample.accountCentre.dots',
        output: { mailStatus: { red0: 1, red1: 0, red2: 1 }, canReceiveTaskAward: 1 },
      },
    },
  },
  events: {},
});

/** A daily task worth 1.00 coin, with what `t` changes. */
export const task = (t: Partial<TaskItem> & Pick<TaskItem, 'id' | 'type'>): TaskItem => ({
  kind: 'daily',
  target: 1,
  progress: 0,
  received: 0,
  rewards: [{ id: 2001, count: 100 }],
  gameId: 0,
  link: '',
  ...t,
});
const BOARD: TaskBoard = {
  achieveNum: 0,
  achieveData: {},
  taskData: { '101': { progress: 1, target: 1, done: 1, time: T0 } },
  canReceiveTaskAward: 1,
  resetTime: T0,
  taskList: [task({ id: 101, type: 1, progress: 1 }), task({ id: 110, type: 2, kind: 'once' })],
};

export const tasksSamples = flowSamples<typeof tasksMachine>({
  inputs: {
    mobile: { label: 'flows.sample.accountCentre.input.mobile', input: { layout: 'mobile' } },
    desktop: { label: 'flows.sample.accountCentre.input.desktop', input: { layout: 'desktop' } },
  },
  actors: {
    fetchTasks: {
      board: { label: 'flows.sample.accountCentre.taskToClaim', output: BOARD },
      empty: {
        label: 'flows.sample.accountCentre.noTask',
        output: { ...BOARD, taskData: {}, canReceiveTaskAward: 0, taskList: [] },
      },
      claimed: {
        label: 'flows.sample.accountCentre.taskReceived',
        output: {
          ...BOARD,
          canReceiveTaskAward: 0,
          taskList: BOARD.taskList.map((t) => (t.id === 101 ? { ...t, received: 1 } : t)),
        },
      },
    },
    claimTask: {
      claimed: {
        label: 'flows.sample.accountCentre.taskReward',
        output: { propList: [{ id: 2001, count: 100 }], coin: 100, lottery: 0 },
      },
    },
  },
  errcodes: { claimTask: [2303] },
  events: { 'tab.select': { tab: 'achieve' }, 'task.claim': { id: 101 }, 'task.go': { id: 110 } },
});

const LIVE: ServiceEntry = { url: '/sandbox/livechat/19075011', isOut: 0, nickname: 'Live Chat', icon: '' };
const TELEGRAM: ServiceEntry = { url: 'https://t.me/examplelobby_support', isOut: 1, nickname: 'Telegram', icon: '' };

export const customerServiceSamples = flowSamples<typeof customerServiceMachine>({
  inputs: {
    browser: {
      label: 'flows.sample.accountCentre.input.browser',
      input: { native: false, origin: 'http://lobby.test' },
    },
    'native app': {
      label: 'flows.sample.accountCentre.input.nativeApp',
      input: { native: true, origin: 'http://lobby.test' },
    },
  },
  actors: {
    loadQueue: {
      'live chat first': { label: 'flows.sample.accountCentre.liveChatTelegram', output: [LIVE, TELEGRAM] },
      'Telegram only': { label: 'flows.sample.accountCentre.telegramOnly', output: [TELEGRAM] },
      none: { label: 'flows.sample.accountCentre.noContact', output: [] },
    },
  },
  events: { 'service.openEntry': { entry: LIVE } },
});

/** Every probe answered: the API in 42 ms, both stores, no service worker. */
export const PROBES: Probes = {
  api: { ok: true, ms: 42, error: null },
  localStore: true,
  tabStore: true,
  serviceWorker: 'unsupported',
  controlled: false,
  at: '2026-01-01T00:00:00.000Z',
};

export const diagnosticsSamples = flowSamples<typeof diagnosticsMachine>({
  inputs: NO_INPUT,
  actors: {
    probe: {
      'all fine': { label: 'flows.sample.accountCentre.allFine', output: PROBES },
      'API down': {
        label: 'flows.sample.accountCentre.apiDown',
        output: { ...PROBES, api: { ok: false, ms: 60_000, error: { id: 'common.timeout' } }, localStore: false },
      },
    },
    copy: { copied: { label: 'flows.sample.accountCentre.copied', output: undefined } },
  },
  events: { 'diagnostics.copy': { text: 'report' } },
});
