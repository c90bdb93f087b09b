/**
 * Invoked by the session machine in its `member` state beside the heartbeat, so it starts at login and
 * stops at logout or expiry by construction. The session state that login answers already carries the
 * counts, so the first check comes one interval later; then one every BADGES_POLL_MS (60 s, the
 * heartbeat's period). Any flow asks for a check now by reporting `badges.refresh` to the session (mail
 * read, received or deleted; a task award claimed), which forwards it here: while waiting it checks at
 * once; while a check is in flight it starts a fresh one (the newer answer wins, the older is aborted).
 * A failed check is not retried early (the next one comes on schedule); when one of the two calls fails
 * the other's answer is still reported. Both calls (hasMailUnread, getTaskUser) are public, so a 401 on
 * them does not end the session. reportBadges is the session's `badges.updated`, provided as a sendParent by
 * the session's implementations.
 *
 * Implementations: src/actors/session.actors.ts (inside the session's, which runs it)
 */
import { fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema';
import { HEARTBEAT_MS } from './constants';
import type { MachineMeta } from './machine-meta';

type Schemas = components['schemas'];
export type MailStatus = Schemas['MailStatus'];

/** How often the dots are checked while logged in: with the heartbeat. */
export const BADGES_POLL_MS = HEARTBEAT_MS;

/** One check's answer; a part is missing when its call failed. */
export interface Badges {
  readonly mailStatus?: MailStatus;
  readonly canReceiveTaskAward?: 0 | 1;
}

export type BadgesEvent = { type: 'badges.refresh' };

/** The mail dot: any mail counted by red0, red1 or red2 (see the contract's MailStatus). */
export const mailDotOn = (s: MailStatus): boolean => s.red0 + s.red1 + s.red2 > 0;

/**
 * The session's player after a check: the mail status, and the dot flags that follow from it
 * (`hasMail` from the counts, `hasTask` from canReceiveTaskAward); the other flags are kept.
 */
export function withBadges<P extends { mailStatus: MailStatus; dotFlags: Schemas['DotFlags'] }>(
  player: P,
  badges: Badges,
): P {
  const mailStatus = badges.mailStatus ?? player.mailStatus;
  return {
    ...player,
    mailStatus,
    dotFlags: {
      ...player.dotFlags,
      hasMail: badges.mailStatus ? (mailDotOn(mailStatus) ? 1 : 0) : player.dotFlags.hasMail,
      hasTask: badges.canReceiveTaskAward ?? player.dotFlags.hasTask,
    },
  };
}

export const badgesMachine = setup({
  types: { events: {} as BadgesEvent },
  actors: {
    fetchBadges: fromPromise<Badges, void>(async () => {
      throw new Error('fetchBadges is provided by the app');
    }),
  },
  actions: { reportBadges: (_, _params: { badges: Badges }) => {} },
  delays: { badgesPoll: BADGES_POLL_MS },
}).createMachine({
  id: 'badges',
  description: "The red dots' data while logged in.",
  meta: { emitted: [], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Until the next check, 60 s after the last one (or at once on `badges.refresh`).',
      after: { badgesPoll: 'checking' },
      on: { 'badges.refresh': 'checking' },
    },
    checking: {
      description: 'hasMailUnread and getTaskUser; the answer goes to the session.',
      invoke: {
        id: 'fetchBadges',
        src: 'fetchBadges',
        onDone: {
          target: 'waiting',
          actions: { type: 'reportBadges', params: ({ event }) => ({ badges: event.output }) },
        },
        onError: 'waiting',
      },
      on: { 'badges.refresh': { target: 'checking', reenter: true } },
    },
  },
});
