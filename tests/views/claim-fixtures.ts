/**
 * The setup the claim pages' view tests share (activity boards, tasks, seasonal events): a signed-in player's
 * app over the lobby's handlers with no unread mail, answers given in turn, a count of the calls made, and a
 * board's card found by its heading. `renderClaimPage(path, { op: sequence([...]) })` opens a page.
 */
import { screen } from '@testing-library/react';
import { renderApp, type Handlers, type RenderOptions, type TestApp } from '../helpers/render';
import { lobbyGames, lobbyHandlers } from './lobby-fixtures';

export const TOKEN = 'stored-token-0123456789abcdef0123';

/** How many times `id` was called. */
export const called = (calls: readonly { operationId: string }[], id: string) =>
  calls.filter((c) => c.operationId === id).length;

/**
 * A handler answering `states` in turn (an Error is thrown), the last one again afterwards; each answer is
 * `wrap(state)` (default: the state's fields with errcode 0).
 */
export function sequence<T>(states: Array<T | Error>, wrap: (state: T) => unknown = (s) => ({ errcode: 0, ...s })) {
  let n = 0;
  return () => {
    const next = states[Math.min(n++, states.length - 1)]!;
    if (next instanceof Error) throw next;
    return wrap(next);
  };
}

/** The lobby's handlers (12 games), no unread mail, and `extra`. */
export function claimHandlers(extra: Handlers = {}): Handlers {
  return {
    ...lobbyHandlers(lobbyGames(12)),
    hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 0, red2: 0 }),
    ...extra,
  };
}

/** The app at `path` for the signed-in player, over claimHandlers(`extra`). */
export function renderClaimPage(
  path: string,
  extra: Handlers = {},
  options: Omit<RenderOptions, 'path' | 'handlers'> = {},
): Promise<TestApp> {
  return renderApp({ path, token: TOKEN, handlers: claimHandlers(extra), ...options });
}

/** The list item (a board's card) whose heading is `name`. */
export const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;
