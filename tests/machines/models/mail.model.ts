/** Models of the mail inbox and of the red dots' poll (machines/mail.machine.ts, machines/badges.machine.ts). */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { BADGES_POLL_MS, badgesMachine } from '../../../machines/badges.machine';
import { HEARTBEAT_MS } from '../../../machines/constants';
import { mailMachine } from '../../../machines/mail.machine';
import { canDelete, canReceive, type Mail, type MailSummary } from '../../../machines/mail.rules';
import type { MachineModel } from '../../helpers/machine-model';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const business = (errcode: number) => ({ kind: 'business', errcode });

const T0 = 1_790_000_000_000;
export const WELCOME: MailSummary = {
  id: 1,
  type: 0,
  title: 'Welcome',
  hasAttachment: 0,
  received: 0,
  read: 0,
  createTime: T0,
};
export const GIFT: MailSummary = {
  id: 2,
  type: 2,
  title: 'New player gift',
  hasAttachment: 1,
  received: 0,
  read: 0,
  createTime: T0,
};
export const OLD: MailSummary = {
  id: 3,
  type: 1,
  title: 'Last week',
  hasAttachment: 0,
  received: 0,
  read: 1,
  createTime: T0 - 86_400_000,
};
export const GIFT_DETAIL: Mail = {
  ...GIFT,
  read: 1,
  content: '<p>A gift for joining: 5.00 coins and 10 bonus points.</p>',
  attachments: [
    { id: 2001, count: 500 },
    { id: 2002, count: 1000 },
  ],
};
export const WELCOME_DETAIL: Mail = { ...WELCOME, read: 1, content: '<p>Welcome!</p>', attachments: [] };
export const RECEIVED = { coin: 10_500, lottery: 1000, propList: GIFT_DETAIL.attachments };

type Snap = {
  value: unknown;
  context: {
    list: MailSummary[];
    total: number;
    openId: number | null;
    mail: Mail | null;
    error: { id: string } | null;
    actionError: { id: string } | null;
    received: unknown;
  };
  matches: (v: unknown) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
  status: string;
  children: Record<string, unknown>;
};

export const mailModel = {
  name: 'mail',
  machine: mailMachine,
  events: [
    { type: 'xstate.done.actor.loadPage', output: { list: [WELCOME, GIFT], total: 2 } },
    { type: 'xstate.done.actor.loadPage', output: { list: [GIFT, WELCOME], total: 3 } },
    { type: 'xstate.done.actor.loadPage', output: { list: [OLD], total: 3 } },
    { type: 'xstate.done.actor.loadPage', output: { list: [], total: 0 } },
    { type: 'xstate.error.actor.loadPage', error: { kind: 'network' } },
    { type: 'mail.retry' },
    { type: 'mail.more' },
    { type: 'mail.open', id: 1 },
    { type: 'mail.open', id: 2 },
    { type: 'mail.back' },
    { type: 'mail.receive' },
    { type: 'mail.delete' },
    { type: 'mail.confirm' },
    { type: 'mail.cancel' },
    { type: 'xstate.done.actor.loadDetail', output: GIFT_DETAIL },
    { type: 'xstate.done.actor.loadDetail', output: WELCOME_DETAIL },
    { type: 'xstate.error.actor.loadDetail', error: { kind: 'timeout' } },
    { type: 'xstate.error.actor.loadDetail', error: business(2201) },
    { type: 'xstate.done.actor.receive', output: RECEIVED },
    { type: 'xstate.error.actor.receive', error: business(2202) },
    { type: 'xstate.error.actor.receive', error: business(2201) },
    { type: 'xstate.error.actor.receive', error: { kind: 'network' } },
    { type: 'xstate.done.actor.refreshFigures', output: { coin: 10_500, lottery: 1000 } },
    { type: 'xstate.error.actor.refreshFigures', error: { kind: 'network' } },
    { type: 'xstate.done.actor.remove', output: undefined },
    { type: 'xstate.error.actor.remove', error: business(2201) },
    { type: 'xstate.error.actor.remove', error: business(2204) },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      list: s.context.list.map((m) => `${m.id}${m.read}${m.received}`),
      total: s.context.total,
      open: s.context.openId,
      mail: s.context.mail ? `${s.context.mail.id}${s.context.mail.received}` : null,
      error: s.context.error?.id ?? null,
      actionError: s.context.actionError?.id ?? null,
      received: s.context.received !== null,
    }),
  implementations: {
    actors: { loadPage: never(), loadDetail: never(), receive: never(), remove: never(), refreshFigures: never() },
  },
  limit: 20_000,
  invariants: (s: Snap) => {
    const { list, total, mail, openId } = s.context;
    const busy =
      s.matches({ list: 'more' }) ||
      s.matches({ detail: 'receiving' }) ||
      s.matches({ detail: 'syncing' }) ||
      s.matches({ detail: 'deleting' });
    expect(s.hasTag('busy')).toBe(busy);
    // Newest first, each mail once, never more than the server's total.
    const ids = list.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1] as MailSummary, list[i] as MailSummary];
      expect(a.createTime > b.createTime || (a.createTime === b.createTime && a.id > b.id)).toBe(true);
    }
    expect(list.length).toBeLessThanOrEqual(total);
    // The empty inbox and the list are told apart by the list itself.
    if (s.matches('empty')) expect(list).toEqual([]);
    if (s.matches('list')) expect(list.length).toBeGreaterThan(0);
    if (s.matches('detail')) expect(openId).not.toBeNull();
    if (s.matches('list') || s.matches('empty')) expect(openId).toBeNull();
    // A double tap on receive is one call: while receiving, neither receive, delete nor back is heard.
    if (s.matches({ detail: 'receiving' }) || s.matches({ detail: 'deleting' })) {
      expect(s.can({ type: 'mail.receive' })).toBe(false);
      expect(s.can({ type: 'mail.delete' })).toBe(false);
      expect(s.can({ type: 'mail.confirm' })).toBe(false);
      expect(s.can({ type: 'mail.back' })).toBe(false);
    }
    if (s.matches({ detail: 'viewing' })) {
      expect(mail).not.toBeNull();
      // Receive only while the attachment waits; delete only when none waits (an attachment blocks it).
      expect(s.can({ type: 'mail.receive' })).toBe(canReceive(mail as Mail));
      expect(s.can({ type: 'mail.delete' })).toBe(canDelete(mail as Mail));
    }
    if (s.matches({ detail: 'confirming' })) expect(mail !== null && canDelete(mail)).toBe(true);
    // A received mail shows received in the list as well.
    if (mail && mail.received === 1) {
      const row = list.find((m) => m.id === mail.id);
      if (row) expect(row.received).toBe(1);
    }
    // The failure of the list or the mail is shown only in the failed states.
    expect(s.context.error !== null).toBe(s.matches('failed') || s.matches({ detail: 'failed' }));
  },
} as unknown as MachineModel;

const CHECK = { type: 'xstate.after.badgesPoll.badges.waiting' } as const;

export const badgesModel = {
  name: 'badges',
  machine: badgesMachine,
  events: [
    { type: 'badges.refresh' },
    CHECK,
    {
      type: 'xstate.done.actor.fetchBadges',
      output: { mailStatus: { red0: 1, red1: 0, red2: 1 }, canReceiveTaskAward: 1 },
    },
    { type: 'xstate.error.actor.fetchBadges', error: { kind: 'network' } },
  ],
  implementations: { actors: { fetchBadges: never() } },
  invariants: (s: Snap & { machine: { implementations: { delays: Record<string, unknown> } } }) => {
    // It never ends on its own: the session stops it at logout or expiry.
    expect(s.status).toBe('active');
    // One check at a time, in flight exactly while checking; the next one is scheduled only while waiting.
    expect(s.children.fetchBadges !== undefined).toBe(s.matches('checking'));
    expect(s.can(CHECK)).toBe(s.matches('waiting'));
    // Any flow's refresh is heard in every state.
    expect(s.can({ type: 'badges.refresh' })).toBe(true);
    expect(s.machine.implementations.delays.badgesPoll).toBe(BADGES_POLL_MS);
    expect(BADGES_POLL_MS).toBe(HEARTBEAT_MS);
  },
} as unknown as MachineModel;
