/**
 * Where a banner, notice or video click leads: apart from the promotions' constants
 * (promotions-constants.ts re-exports it) because the home's first screen needs only this rule of them.
 */
import { PATH, activityPathOn, start, type PathLayout } from '../contract/paths';
import { TASKS_CLICK_ACTION } from './constants';

/** Where a click leads: an app route, an outside address (opened in a new tab), or nowhere (null). */
export type ClickTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string } | null;

/**
 * Where a banner, notice (list and popup) or video click leads — the one rule for all of them: click
 * type 1 an activity (`activityPathOn` the layout; action 10000 = tasks), 2 a game (/start), 3 a url (an app
 * path stays in the app; only http(s) leaves it). 0, an unknown type or an unusable action: nowhere.
 */
export function clickTarget(
  item: { readonly clickType: number; readonly clickAction: string },
  layout: PathLayout = 'mobile',
): ClickTarget {
  const action = item.clickAction.trim();
  switch (item.clickType) {
    case 1:
      if (action === TASKS_CLICK_ACTION) return { kind: 'route', to: PATH.task };
      return /^\d+$/.test(action) ? { kind: 'route', to: activityPathOn(layout, Number(action)) } : null;
    case 2:
      return /^\d+$/.test(action) ? { kind: 'route', to: start(action) } : null;
    case 3:
      if (action.startsWith('/') && !action.startsWith('//')) return { kind: 'route', to: action };
      return /^https?:\/\//.test(action) ? { kind: 'url', href: action } : null;
    default:
      return null;
  }
}
