// @vitest-environment jsdom
/**
 * The tasks page (issue 14 §2) on /lobby/task, /profile/task and desktop /lobby/task: loading, the two
 * tabs with bars and rewards (coin and points / 100), empty tabs, failed with retry, one claim under a
 * double tap (balance in the session, dots checked), the go buttons, and the Thai page.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { PATH, profile } from '../../contract/paths';
import type { TaskBoard } from '../../machines/tasks.rules';
import { fail, renderApp, type Handlers } from '../helpers/render';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { EMPTY_BOARD, TASK_BOARD, TASK_BOARD_CLAIMED } from '../machines/models/tasks.model';
import { lobbyGames, lobbyHandlers } from './lobby-fixtures';
import { called, claimHandlers, TOKEN } from './claim-fixtures';

afterEach(() => cleanup());

const answer = (board: TaskBoard) => ({ errcode: 0, ...board });

function handlers(boards: Array<TaskBoard | Error>, extra: Handlers = {}): Handlers {
  let n = 0;
  return {
    ...claimHandlers({
      getTaskUser: () => {
        const next = boards[Math.min(n++, boards.length - 1)]!;
        if (next instanceof Error) throw next;
        return answer(next);
      },
    }),
    ...extra,
  };
}

describe('/lobby/task', () => {
  it('loads, lists the daily tasks with bars and rewards, and the achievements on their tab', async () => {
    const app = await renderApp({ path: PATH.task, token: TOKEN, handlers: handlers([TASK_BOARD]) });
    expect(await screen.findByRole('heading', { name: 'Tasks', level: 1 })).toBeInTheDocument();
    const login = (await screen.findByRole('heading', { name: 'Log in today' })).closest('li')!;
    expect(within(login).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(login).getByText('Coins')).toBeInTheDocument();
    expect(within(login).getByText('1.00')).toBeInTheDocument();
    expect(within(login).getByRole('button', { name: 'Claim' })).toBeEnabled();
    const bind = screen.getByRole('heading', { name: 'Bind your mobile number' }).closest('li')!;
    expect(within(bind).getByText('0/1')).toBeInTheDocument();
    expect(within(bind).getByRole('button', { name: 'Go' })).toBeInTheDocument();
    const follow = screen.getByRole('heading', { name: 'Follow our channel 1' }).closest('li')!;
    expect(within(follow).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Daily tasks/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('1 ready to claim')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Play 50 game rounds in all' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Achievements' }));
    const rounds = await screen.findByRole('heading', { name: 'Play 50 game rounds in all' });
    const card = rounds.closest('li')!;
    expect(within(card).getByText('4/50')).toBeInTheDocument();
    expect(within(card).getByText('Bonus points')).toBeInTheDocument();
    expect(within(card).getByText('5.00')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '50');
    expect(called(app.calls, 'getTaskUser')).toBe(1);
  });

  it('shows the failure with a retry that loads again', async () => {
    const app = await renderApp({
      path: PATH.task,
      token: TOKEN,
      handlers: handlers([new NetworkError('getTaskUser', new Error('offline')), TASK_BOARD]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Log in today' })).toBeInTheDocument();
    expect(called(app.calls, 'getTaskUser')).toBe(2);
  });

  it('says so when a tab has no task', async () => {
    const app = await renderApp({ path: profile('task'), token: TOKEN, handlers: handlers([EMPTY_BOARD]) });
    expect(await screen.findByText('No tasks right now. Check again tomorrow.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'Achievements' }));
    expect(await screen.findByText('No achievements right now.')).toBeInTheDocument();
  });

  it('claims once under a double tap: the balance follows, the dots are checked, the list is fresh', async () => {
    const app = await renderApp({
      path: PATH.task,
      token: TOKEN,
      handlers: handlers([TASK_BOARD, TASK_BOARD_CLAIMED], {
        receiveTaskAward: () => ({
          errcode: 0,
          propList: [{ id: 2001, count: 100 }],
          coin: USER.coin + 100,
          lottery: 0,
        }),
      }),
    });
    const login = (await screen.findByRole('heading', { name: 'Log in today' })).closest('li')!;
    await app.user.dblClick(within(login).getByRole('button', { name: 'Claim' }));
    expect(await within(login).findByText('Received')).toBeInTheDocument();
    expect(await screen.findByText('Reward received.')).toBeInTheDocument();
    await waitFor(() => expect(called(app.calls, 'getTaskUser')).toBeGreaterThanOrEqual(2));
    expect(app.calls.filter((c) => c.operationId === 'receiveTaskAward').map((c) => c.body)).toEqual([{ id: 101 }]);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 100);
    await waitFor(() => expect(called(app.calls, 'hasMailUnread')).toBe(1));
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('a refused claim says why and reloads the list', async () => {
    const app = await renderApp({
      path: PATH.task,
      token: TOKEN,
      handlers: handlers([TASK_BOARD, TASK_BOARD_CLAIMED], {
        receiveTaskAward: () => fail('receiveTaskAward', 2303),
      }),
    });
    const login = (await screen.findByRole('heading', { name: 'Log in today' })).closest('li')!;
    await app.user.click(within(login).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('You have already received this reward (code 2303).')).toBeInTheDocument();
    expect(await within(login).findByText('Received')).toBeInTheDocument();
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin);
  });

  it('goes where a task is done', async () => {
    const app = await renderApp({ path: PATH.task, token: TOKEN, handlers: handlers([TASK_BOARD]) });
    const bind = (await screen.findByRole('heading', { name: 'Bind your mobile number' })).closest('li')!;
    await app.user.click(within(bind).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(app.location()).toBe(PATH.bind));
  });

  it('desktop /lobby/task goes to the desktop bind page; the Thai page has no English', async () => {
    const app = await renderApp({
      path: PATH.task,
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: handlers([TASK_BOARD]),
    });
    const bind = (await screen.findByRole('heading', { name: 'ผูกเบอร์มือถือ' })).closest('li')!;
    const main = bind.closest('ul')!.parentElement!;
    expect(main.textContent).not.toMatch(/[A-Za-z]{3,}/);
    await app.user.click(within(bind).getByRole('button', { name: 'ไปทำ' }));
    await waitFor(() => expect(app.location()).toBe(PATH.desktop.bind));
  });

  it('the home tasks entry carries the red dot while an award can be received', async () => {
    const dots = (hasTask: 0 | 1) => ({ ...MEMBER_ANSWER.dotFlags, hasTask });
    await renderApp({
      path: PATH.home,
      token: TOKEN,
      handlers: lobbyHandlers(lobbyGames(12), { member: { activityIds: [42], dotFlags: dots(1) } }),
    });
    const entry = await screen.findByRole('link', { name: /Tasks/ });
    expect(within(entry).getByRole('img', { name: 'A reward is ready to claim' })).toBeInTheDocument();
    cleanup();
    await renderApp({
      path: PATH.home,
      token: TOKEN,
      handlers: lobbyHandlers(lobbyGames(12), { member: { activityIds: [42], dotFlags: dots(0) } }),
    });
    const plain = await screen.findByRole('link', { name: /Tasks/ });
    expect(within(plain).queryByRole('img')).not.toBeInTheDocument();
  });
});
