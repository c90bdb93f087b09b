/**
 * List and detail are one chart so that what happens to a mail shows in the list at once: opening marks it
 * read (getMailDetail) and refreshes the dots; a receipt credits the session's coin and points; a deletion or a
 * mail gone on the server (2201) leaves the list through `settling`, which picks the list or the empty inbox.
 * A receipt is one call however often it is tapped (tag busy), and `mail.back` is not heard while a receipt
 * or a deletion is in flight. 2202 (received meanwhile, e.g. in another tab) marks the mail received and reads
 * the balances. An unreceived attachment blocks deletion, and deletion asks first.
 *
 * Its rules are in machines/mail.rules.ts. Implementations: src/actors/mail.actors.ts
 */
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ERRCODE } from '../contract/ids';
import {
  MAIL_PAGE_SIZE,
  canDelete,
  canReceive,
  mailFailure,
  mergePages,
  patchMail,
  withoutMail,
  type Mail,
  type MailPage,
  type MailSummary,
  type PrizeItem,
} from './mail.rules';
import { intentAfterFailure, intentFor, type Intent } from './intent-key';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export interface Balances {
  readonly coin: number;
  readonly lottery: number;
}

export interface Received extends Balances {
  readonly propList: readonly PrizeItem[];
}

export interface MailContext {
  list: MailSummary[];
  total: number;
  /** Pages loaded so far. */
  page: number;
  /** The mail being opened or shown. */
  openId: number | null;
  mail: Mail | null;
  /** Why the list or the mail could not load. */
  error: Message | null;
  /** Why the last action (more, receive, delete) failed, shown by the list or the mail. */
  actionError: Message | null;
  /**
   * The claim asked and its Idempotency-Key (machines/intent-key.ts): made when the call starts, kept when its
   * outcome is unknown (the same claim asked again reuses it), dropped once the server answered it.
   */
  intent: Intent<{ readonly id: number }> | null;
  /** What the last receive gave, shown in the mail. */
  received: readonly PrizeItem[] | null;
}

export type MailEvent =
  | { type: 'mail.retry' }
  | { type: 'mail.more' }
  | { type: 'mail.open'; id: number }
  | { type: 'mail.back' }
  | { type: 'mail.receive' }
  | { type: 'mail.delete' }
  | { type: 'mail.confirm' }
  | { type: 'mail.cancel' };

export type MailEmitted = { type: 'toast'; message: Message };

const isCode = (error: unknown, code: number) => businessCode(error) === code;

export const mailMachine = setup({
  types: { context: {} as MailContext, events: {} as MailEvent, emitted: {} as MailEmitted },
  actors: {
    loadPage: fromPromise<MailPage, { page: number; pageSize: number }>(async () => {
      throw new Error('provided by the app');
    }),
    loadDetail: fromPromise<Mail, { id: number }>(async () => {
      throw new Error('provided by the app');
    }),
    receive: fromPromise<Received, { id: number; idempotencyKey: string }>(async () => {
      throw new Error('provided by the app');
    }),
    remove: fromPromise<void, { id: number }>(async () => {
      throw new Error('provided by the app');
    }),
    refreshFigures: fromPromise<Balances, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportBalances: (_, _params: Balances) => {},
    refreshBadges: () => {},
    markReceived: assign(({ context }) => ({
      mail: context.mail ? { ...context.mail, received: 1 as const, read: 1 as const } : null,
      list: context.mail ? patchMail(context.list, context.mail.id, { received: 1, read: 1 }) : context.list,
    })),
    leaveMail: assign({ openId: null, mail: null, error: null, actionError: null, received: null }),
    dropOpenMail: assign(({ context }) => {
      const list = context.openId === null ? context.list : withoutMail(context.list, context.openId);
      return {
        list,
        total: Math.max(list.length, context.total - (context.list.length - list.length)),
        mail: null,
        openId: null,
      };
    }),
  },
  guards: {
    isEmpty: ({ context }) => context.list.length === 0,
    isListed: ({ context }, params: { id: number }) => context.list.some((m) => m.id === params.id),
    hasMore: ({ context }) => context.list.length < context.total,
    mayReceive: ({ context }) => context.mail !== null && canReceive(context.mail),
    mayDelete: ({ context }) => context.mail !== null && canDelete(context.mail),
    isGone: (_, params: { error: unknown }) => isCode(params.error, ERRCODE.MailNotFound),
    isAlreadyReceived: (_, params: { error: unknown }) => isCode(params.error, ERRCODE.MailReceived),
  },
}).createMachine({
  id: 'mail',
  description: "The player's inbox: /lobby/email, /profile/email (desktop /lobby/email).",
  meta: { emitted: ['toast'], docs: 'docs/product/messages.md' } satisfies MachineMeta,
  context: {
    list: [],
    total: 0,
    page: 0,
    openId: null,
    mail: null,
    error: null,
    actionError: null,
    received: null,
    intent: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The first page of mail (getMail2), newest first.',
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: { page: 1, pageSize: MAIL_PAGE_SIZE },
        onDone: {
          target: 'settling',
          actions: assign(({ event }) => {
            const list = mergePages([], event.output.list);
            return { list, total: Math.max(event.output.total, list.length), page: 1, error: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The list could not load: the reason and a retry.',
      tags: ['error'],
      on: { 'mail.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    settling: {
      description: 'Picks the list or the empty inbox after the list changed.',
      always: [{ guard: 'isEmpty', target: 'empty' }, { target: 'list' }],
    },
    empty: {
      description: 'No mail: the empty inbox.',
    },
    list: {
      description: 'The mail, newest first, read or unread, with the attachment badge.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'mail.open': {
              guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
              target: '#mail.detail',
              actions: assign({
                openId: ({ event }) => event.id,
                mail: null,
                error: null,
                actionError: null,
                received: null,
              }),
            },
            'mail.more': { guard: 'hasMore', target: 'more', actions: assign({ actionError: null }) },
          },
        },
        more: {
          description: 'The next page (getMail2), appended without duplicates.',
          tags: ['busy'],
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page + 1, pageSize: MAIL_PAGE_SIZE }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const list = mergePages(context.list, event.output.list);
                return { list, total: Math.max(event.output.total, list.length), page: context.page + 1 };
              }),
            },
            onError: { target: 'idle', actions: assign({ actionError: ({ event }) => mailFailure(event.error) }) },
          },
        },
      },
    },
    detail: {
      initial: 'loading',
      states: {
        loading: {
          description: 'The mail with its attachments (getMailDetail); the server marks it read.',
          tags: ['loading'],
          on: { 'mail.back': { target: '#mail.settling', actions: 'leaveMail' } },
          invoke: {
            id: 'loadDetail',
            src: 'loadDetail',
            input: ({ context }) => ({ id: context.openId ?? 0 }),
            onDone: {
              target: 'viewing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const wasUnread = context.list.some((m) => m.id === event.output.id && m.read === 0);
                enqueue.assign({
                  openId: event.output.id,
                  mail: event.output,
                  list: patchMail(context.list, event.output.id, {
                    read: 1,
                    received: event.output.received,
                  }),
                });
                if (wasUnread) enqueue('refreshBadges');
              }),
            },
            onError: [
              {
                description: 'Deleted meanwhile (e.g. in another tab): it leaves the list.',
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: '#mail.settling',
                actions: ['dropOpenMail', assign({ actionError: ({ event }) => mailFailure(event.error) })],
              },
              { target: 'failed', actions: assign({ error: ({ event }) => mailFailure(event.error) }) },
            ],
          },
        },
        failed: {
          description: 'The mail could not load: the reason, a retry and the way back.',
          tags: ['error'],
          on: {
            'mail.retry': { target: 'loading', actions: assign({ error: null }) },
            'mail.back': { target: '#mail.settling', actions: 'leaveMail' },
          },
        },
        viewing: {
          description: 'The mail: its text, its attachments as reward items, receive and delete.',
          on: {
            'mail.receive': {
              guard: 'mayReceive',
              target: 'receiving',
              actions: assign({ actionError: null, received: null }),
            },
            'mail.delete': { guard: 'mayDelete', target: 'confirming', actions: assign({ actionError: null }) },
            'mail.back': { target: '#mail.settling', actions: 'leaveMail' },
          },
        },
        receiving: {
          description: 'receiveMail in flight; further taps are not heard (one call, one credit).',
          tags: ['busy'],
          entry: assign({ intent: ({ context }) => intentFor(context.intent, { id: context.openId ?? 0 }) }),
          invoke: {
            id: 'receive',
            src: 'receive',
            input: ({ context }) => ({
              ...(context.intent as Intent<{ readonly id: number }>).ask,
              idempotencyKey: (context.intent as Intent<{ readonly id: number }>).key,
            }),
            onDone: {
              target: 'viewing',
              actions: [
                'markReceived',
                assign({ received: ({ event }) => event.output.propList, intent: null }),
                {
                  type: 'reportBalances',
                  params: ({ event }) => ({ coin: event.output.coin, lottery: event.output.lottery }),
                },
                'refreshBadges',
                emit({ type: 'toast', message: message('mail.receivedToast') }),
              ],
            },
            onError: [
              {
                description: 'Received meanwhile (another tab): mark it and fetch the balances.',
                guard: { type: 'isAlreadyReceived', params: ({ event }) => ({ error: event.error }) },
                target: 'syncing',
                actions: [
                  'markReceived',
                  assign({ actionError: ({ event }) => mailFailure(event.error), intent: null }),
                ],
              },
              {
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: '#mail.settling',
                actions: [
                  'dropOpenMail',
                  assign({ actionError: ({ event }) => mailFailure(event.error), intent: null }),
                  'refreshBadges',
                ],
              },
              {
                target: 'viewing',
                actions: assign({
                  actionError: ({ event }) => mailFailure(event.error),
                  intent: ({ context, event }) => intentAfterFailure(context.intent, event.error),
                }),
              },
            ],
          },
        },
        syncing: {
          description: 'The balances after a receive made elsewhere (refreshData), then the dots.',
          tags: ['busy'],
          invoke: {
            id: 'refreshFigures',
            src: 'refreshFigures',
            onDone: {
              target: 'viewing',
              actions: [{ type: 'reportBalances', params: ({ event }) => event.output }, 'refreshBadges'],
            },
            onError: { target: 'viewing', actions: 'refreshBadges' },
          },
        },
        confirming: {
          description: 'The delete confirmation dialog.',
          on: { 'mail.confirm': 'deleting', 'mail.cancel': 'viewing' },
        },
        deleting: {
          description: 'delMail in flight.',
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ id: context.openId ?? 0 }),
            onDone: {
              target: '#mail.settling',
              actions: [
                'dropOpenMail',
                'refreshBadges',
                emit({ type: 'toast', message: message('mail.deletedToast') }),
              ],
            },
            onError: [
              {
                description: 'Already gone: the same end as a delete.',
                guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) },
                target: '#mail.settling',
                actions: ['dropOpenMail', 'refreshBadges'],
              },
              { target: 'viewing', actions: assign({ actionError: ({ event }) => mailFailure(event.error) }) },
            ],
          },
        },
      },
    },
  },
});

type MailSnapshot = SnapshotFrom<typeof mailMachine>;

/** The list is loading. */
export const selectMailLoading = (s: MailSnapshot): boolean => s.matches('loading');

/** The list could not load (a retry is offered). */
export const selectMailFailed = (s: MailSnapshot): boolean => s.matches('failed');

/** A mail is open (loading, shown, or being received or deleted). */
export const selectMailDetail = (s: MailSnapshot): boolean => s.matches('detail');

/** The inbox holds no mail. */
export const selectMailEmpty = (s: MailSnapshot): boolean => s.matches('empty');

/** The next page of the list is loading. */
export const selectLoadingMore = (s: MailSnapshot): boolean => s.matches({ list: 'more' });

/** The opened mail is loading. */
export const selectMailOpening = (s: MailSnapshot): boolean => s.matches({ detail: 'loading' });

/** The opened mail could not load (a retry is offered). */
export const selectMailOpenFailed = (s: MailSnapshot): boolean => s.matches({ detail: 'failed' });

/** The mail's attachments are being received (or the list synced after). */
export const selectReceiving = (s: MailSnapshot): boolean =>
  s.matches({ detail: 'receiving' }) || s.matches({ detail: 'syncing' });

/** The open mail is being deleted. */
export const selectDeleting = (s: MailSnapshot): boolean => s.matches({ detail: 'deleting' });

/** The player is asked to confirm deleting the open mail. */
export const selectConfirmingDelete = (s: MailSnapshot): boolean => s.matches({ detail: 'confirming' });

/** The open mail can be left for the list now. */
export const selectCanGoBack = (s: MailSnapshot): boolean => s.can({ type: 'mail.back' });

/** The open mail's attachments can be received now. */
export const selectCanReceiveNow = (s: MailSnapshot): boolean => s.can({ type: 'mail.receive' });
