/**
 * A visitor has no activities, so the chart starts by choosing between `visitor` (nothing to load) and
 * `loading` (input `member`). A failed load, a non-zero errcode included, leaves the data it had untouched and
 * shows the failure; the fresh activity ids go to the session (reportActivities), which other pages read.
 *
 * Implementations: src/actors/activity-list.actors.ts
 */
import { ACTIVITY } from '../contract/ids';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

type Activity = components['schemas']['Activity'];

export interface ActivityAnswer {
  readonly activityIds: readonly number[];
  readonly activityMap: Readonly<Record<string, Activity>>;
  readonly isBankrupt: boolean;
}

export interface ActivityListContext {
  member: boolean;
  data: ActivityAnswer | null;
  error: Message | null;
}

export type ActivityListEvent = { type: 'activities.retry' } | { type: 'activities.reload' };

/**
 * The listing: Supply only when the player is bankrupt; Agent not when AgentCount exists; the reward list is
 * SignUpBonus alone, the normal list the other listed ids; both by sort ascending.
 */
export function activityListing(data: ActivityAnswer): { reward: Activity[]; normal: Activity[] } {
  const ids = data.activityIds;
  const listed = ids
    .filter((id) => id !== ACTIVITY.Supply || data.isBankrupt)
    .filter((id) => id !== ACTIVITY.Agent || !ids.includes(ACTIVITY.AgentCount))
    .map((id) => data.activityMap[String(id)])
    .filter((a): a is Activity => a !== undefined)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  return {
    reward: listed.filter((a) => a.id === ACTIVITY.SignUpBonus),
    normal: listed.filter((a) => a.id !== ACTIVITY.SignUpBonus),
  };
}

export const activityListMachine = setup({
  types: {
    context: {} as ActivityListContext,
    events: {} as ActivityListEvent,
    input: {} as { member: boolean },
  },
  actors: {
    loadActivities: fromPromise<ActivityAnswer, void>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    reportActivities: (_, _params: Pick<ActivityAnswer, 'activityIds' | 'activityMap'>) => {},
  },
  guards: {
    isMember: ({ context }) => context.member,
  },
}).createMachine({
  id: 'activityList',
  description:
    "The activity centre: the player's open activities (/lobby/rewards, /lobby/activity, /activity/index; the reward detail page).",
  meta: { emitted: [], docs: 'docs/promotions.md' } satisfies MachineMeta,
  context: ({ input }) => ({ member: input.member, data: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isMember', target: 'loading' }, { target: 'visitor' }],
    },
    visitor: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadActivities',
        src: 'loadActivities',
        onDone: {
          target: 'ready',
          actions: [
            assign({ data: ({ event }) => event.output, error: null }),
            {
              type: 'reportActivities',
              params: ({ event }) => ({ activityIds: event.output.activityIds, activityMap: event.output.activityMap }),
            },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: { on: { 'activities.reload': 'loading' } },
    failed: { tags: ['error'], on: { 'activities.retry': 'loading' } },
  },
});

type ActivityListSnapshot = SnapshotFrom<typeof activityListMachine>;

/** The player is not logged in: the list is for members. */
export const selectVisitor = (s: ActivityListSnapshot): boolean => s.matches('visitor');
