/**
 * Pure rules of the tasks page (docs/promotions.md): which tab a task sits
 * on, whether it can be claimed, where its "go" button leads, and the failure text of a claim.
 */
import { ACTIVITY, ERRCODE, TASK_TYPE } from '../contract/ids';
import type { components } from '../contract/schema';
import { PATH, activityPathOn, pathOn, start, type PathLayout } from '../contract/paths';
import { businessCode, errorMessage, message, type Message } from './message';

type Schemas = components['schemas'];
export type TaskItem = Schemas['TaskItem'];
export type TaskBoard = Schemas['TaskUser'] & Schemas['TaskBoard'];

/** The page's two tabs: daily and one-off tasks, and achievements. */
export type TaskTab = 'daily' | 'achieve';
export const TASK_TABS: readonly TaskTab[] = ['daily', 'achieve'];

/** The tab a task is listed on. */
export const tabOf = (t: Pick<TaskItem, 'kind'>): TaskTab => (t.kind === 'achieve' ? 'achieve' : 'daily');

/** The tasks of one tab, in the server's order. */
export const tasksOn = (list: readonly TaskItem[], tab: TaskTab): TaskItem[] => list.filter((t) => tabOf(t) === tab);

/** Complete (progress reached the target) and not claimed in this period. */
export const isClaimable = (t: Pick<TaskItem, 'progress' | 'target' | 'received'>): boolean =>
  t.progress >= t.target && t.received === 0;

/** How many tasks of a tab can be claimed now (the tab's badge). */
export const claimableCount = (list: readonly TaskItem[], tab: TaskTab): number =>
  tasksOn(list, tab).filter(isClaimable).length;

/** The progress bar's fill, 0–100. */
export const progressPercent = (t: Pick<TaskItem, 'progress' | 'target'>): number =>
  t.target <= 0 ? 0 : Math.min(100, Math.floor((Math.min(t.progress, t.target) * 100) / t.target));

/** What a task's "go" button does: open a page of the app, open the follow link, or nothing (no button). */
export type TaskGo = { readonly kind: 'route'; readonly to: string } | { readonly kind: 'link'; readonly url: string };

const SHARE_TYPES: readonly number[] = [
  TASK_TYPE.Share1,
  TASK_TYPE.Share2,
  TASK_TYPE.Share3,
  TASK_TYPE.Share4,
  TASK_TYPE.Share5,
];
const FOLLOW_TYPES: readonly number[] = [TASK_TYPE.FollowA, TASK_TYPE.FollowB, TASK_TYPE.FollowC, TASK_TYPE.FollowD];

/**
 * Where a task's "go" button leads (where the task is done): bind → the
 * bind page; a named game → its launch; other rounds → home; deposits → the deposit page; shop → the
 * login-pay (signPay) activity; shares → the invite page; the share-spin → the spin activity; follow → the
 * player's follow link. Login needs nothing (being here is the login), so it has no button; neither has
 * a task already complete.
 */
export function taskGo(
  t: Pick<TaskItem, 'type' | 'gameId' | 'link' | 'progress' | 'target'>,
  layout: PathLayout,
): TaskGo | null {
  if (t.progress >= t.target) return null;
  const route = (to: string): TaskGo => ({ kind: 'route', to });
  if (FOLLOW_TYPES.includes(t.type)) return t.link ? { kind: 'link', url: t.link } : null;
  if (SHARE_TYPES.includes(t.type)) return route(activityPathOn(layout, ACTIVITY.InviteFriend1));
  switch (t.type) {
    case TASK_TYPE.Bind:
      return route(pathOn(layout, 'bind'));
    case TASK_TYPE.PlayNamedGame:
      return route(t.gameId > 0 ? start(t.gameId) : PATH.home);
    case TASK_TYPE.PlayGame:
      return route(PATH.home);
    case TASK_TYPE.FirstPay:
    case TASK_TYPE.TodayPay:
      return route(PATH.deposit);
    case TASK_TYPE.Shop:
      return route(activityPathOn(layout, ACTIVITY.FreeLoginBonus));
    case TASK_TYPE.TodayShareSpin:
      return route(activityPathOn(layout, ACTIVITY.InviteUserSpin));
    default:
      return null;
  }
}

/** The message of a failed claim: 2302 and 2303 have their own words; others the generic error with its code. */
export function claimFailure(error: unknown): Message {
  const code = businessCode(error);
  if (code === ERRCODE.TaskNotComplete) return message('tasks.error.notComplete', { code });
  if (code === ERRCODE.TaskClaimed) return message('tasks.error.claimed', { code });
  if (code === ERRCODE.TaskNotFound) return message('tasks.error.notFound', { code });
  return errorMessage(error);
}
