/**
 * Two parallel regions, because the data and the ticker change for different reasons: the data loads again when
 * the session changes (`home.reload`: login, logout), keeping what is shown meanwhile, and the video is replaced
 * only when the chosen video's id differs from the one shown (chooseVideo below); the ticker rolls only with two
 * lines or more (big wins and New Year packets) and never in green mode, and pauses while the page is hidden or
 * motion is reduced.
 *
 * Implementations: src/actors/home-data.actors.ts
 */
import { ACTIVITY } from '../contract/ids';
import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { components } from '../contract/schema';
import { BIG_WIN_TICKER_MS } from './constants';
import { errorMessage, type Message } from './message';
import type { MachineMeta } from './machine-meta';

type Schemas = components['schemas'];
type BigWin = Schemas['BigWin'];
type NewYearEntry = Schemas['NewYearEntry'];
type PromoVideo = Schemas['PromotionalVideo'];

/** A promotional video ready to show: cover and the full path (prefixed by gameResourceUrl). */
export interface HomeVideo {
  readonly id: number;
  readonly cover: string;
  readonly src: string;
  readonly clickType: 1 | 2;
  readonly clickAction: string;
}

interface HomeActivity {
  readonly activityIds: readonly number[];
  readonly loginPaying: boolean;
}

export interface HomeAnswer {
  readonly wins: readonly BigWin[];
  /** New Year red packets opened (masked phone, amount, time): more lines of the ticker. */
  readonly newYear: readonly NewYearEntry[];
  readonly videos: readonly PromoVideo[];
  readonly gameResourceUrl: string;
  /** null for a visitor (no activity data). */
  readonly activity: HomeActivity | null;
}

export interface HomeDataInput {
  readonly member: boolean;
  readonly green: boolean;
}

export interface HomeDataContext {
  member: boolean;
  green: boolean;
  wins: readonly BigWin[];
  newYear: readonly NewYearEntry[];
  video: HomeVideo | null;
  tick: number;
  error: Message | null;
}

export type HomeDataEvent =
  | { type: 'home.retry' }
  | { type: 'home.reload'; member: boolean }
  | { type: 'ticker.pause' }
  | { type: 'ticker.resume' };

const joinUrl = (base: string, path: string) =>
  /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;

/**
 * Home video choice: SignUpBonus active and the player not login-paying → that activity's
 * video; otherwise LadderRecharge active → its video; otherwise the general video (clickType 2).
 */
export function chooseVideo(answer: HomeAnswer): HomeVideo | null {
  const ids = answer.activity?.activityIds ?? [];
  const forActivity = (id: number) => answer.videos.find((v) => v.clickType === 1 && Number(v.clickAction) === id);
  let chosen: PromoVideo | undefined;
  if (ids.includes(ACTIVITY.SignUpBonus) && !answer.activity?.loginPaying) chosen = forActivity(ACTIVITY.SignUpBonus);
  else if (ids.includes(ACTIVITY.LadderRecharge)) chosen = forActivity(ACTIVITY.LadderRecharge);
  chosen ??= answer.videos.find((v) => v.clickType === 2);
  if (!chosen) return null;
  return {
    id: chosen.id,
    cover: chosen.coverImg,
    src: joinUrl(answer.gameResourceUrl, chosen.path),
    clickType: chosen.clickType,
    clickAction: chosen.clickAction,
  };
}

export const homeDataMachine = setup({
  types: {
    context: {} as HomeDataContext,
    events: {} as HomeDataEvent,
    input: {} as HomeDataInput,
  },
  actors: {
    loadHome: fromPromise<HomeAnswer, { member: boolean; green: boolean }>(async () => {
      throw new Error('provided by the app');
    }),
  },
  actions: {
    assignAnswer: assign(({ context }, params: { answer: HomeAnswer }) => {
      const next = context.green ? null : chooseVideo(params.answer);
      return {
        wins: context.green ? [] : params.answer.wins,
        newYear: context.green ? [] : params.answer.newYear,
        // Replaced only when the id differs (the playing video is not restarted by a reload).
        video: next?.id === context.video?.id ? context.video : next,
        error: null,
      };
    }),
  },
  guards: {
    canRoll: ({ context }) => !context.green && context.wins.length + context.newYear.length > 1,
  },
  delays: { tickerStep: BIG_WIN_TICKER_MS },
}).createMachine({
  id: 'homeData',
  description:
    "What the home tab loads besides the configuration: the big-win list and the New Year packets opened, the promotional videos with the player's activity data, and the ticker's position.",
  meta: { emitted: [], docs: 'docs/product/screens.md' } satisfies MachineMeta,
  context: ({ input }) => ({
    member: input.member,
    green: input.green,
    wins: [],
    newYear: [],
    video: null,
    tick: 0,
    error: null,
  }),
  type: 'parallel',
  states: {
    data: {
      initial: 'loading',
      on: {
        'home.reload': { target: '.loading', actions: assign({ member: ({ event }) => event.member }) },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadHome',
            src: 'loadHome',
            input: ({ context }) => ({ member: context.member, green: context.green }),
            onDone: {
              target: 'ready',
              actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
          },
        },
        ready: {},
        failed: {
          tags: ['error'],
          on: { 'home.retry': 'loading' },
        },
      },
    },
    ticker: {
      initial: 'still',
      states: {
        still: {
          description: 'Fewer than two lines (big wins and New Year packets), or green mode: nothing moves.',
          always: { guard: 'canRoll', target: 'rolling' },
          on: { 'ticker.pause': 'paused' },
        },
        rolling: {
          description: 'One step up every 2500 ms, looping over the list.',
          always: { guard: not('canRoll'), target: 'still' },
          after: {
            tickerStep: {
              target: 'rolling',
              reenter: true,
              actions: assign({ tick: ({ context }) => context.tick + 1 }),
            },
          },
          on: { 'ticker.pause': 'paused' },
        },
        paused: {
          on: { 'ticker.resume': 'still' },
        },
      },
    },
  },
});

type HomeDataSnapshot = SnapshotFrom<typeof homeDataMachine>;

/** The winners' ticker is paused. */
export const selectTickerPaused = (s: HomeDataSnapshot): boolean => s.matches({ ticker: 'paused' });
