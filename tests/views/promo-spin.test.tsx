// @vitest-environment jsdom
/**
 * Invite & Spin (issue 15 §2) on /activity/spin and desktop /lobby/activity/spin: loading, failed with
 * retry, the wheel and figures, a spin (one call under a double tap; the result only after the wheel
 * stops, at once with reduced motion), the record (empty, more), cash-out refused before the target and
 * once when reached, invite → bind without a mobile, and the Thai page.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { PATH, activity } from '../../contract/paths';
import type { SpinBoard } from '../../machines/spin.rules';
import { fail, renderApp, type Handlers } from '../helpers/render';
import { USER } from '../machines/models/fixtures';
import { SPIN_BOARD, SPIN_BOARD_FULL, SPIN_OUTCOME, SPIN_STATE } from '../machines/models/spin.model';
import { called, claimHandlers, TOKEN } from './claim-fixtures';

afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});

const realMatchMedia = window.matchMedia;

function reduceMotion() {
  const base = realMatchMedia;
  window.matchMedia = (query: string) => {
    const mq = base(query);
    return query.includes('prefers-reduced-motion') ? ({ ...mq, matches: true } as MediaQueryList) : mq;
  };
}

function handlers(boards: Array<SpinBoard | Error>, extra: Handlers = {}): Handlers {
  let n = 0;
  let m = 0;
  const next = () => boards[Math.min(n++, boards.length - 1)]!;
  return {
    ...claimHandlers(),
    actInviteUser: () => {
      const b = next();
      if (b instanceof Error) throw b;
      return { errcode: 0, ...b.state };
    },
    actInviteUserRecord: (body) => {
      const b = boards[Math.min(m++, boards.length - 1)]!;
      const list = b instanceof Error ? [] : b.record;
      const page = (body as { page: number }).page;
      return {
        errcode: 0,
        list:
          page === 1 ? list : [{ id: 9, type: 1, round: 1, prizeId: 2, amount: 100, createTime: 1_700_000_000_000 }],
        total: b instanceof Error ? 0 : b.recordTotal,
        page,
        pageSize: 20,
      };
    },
    ...extra,
  };
}

describe('/activity/spin', () => {
  it('loads the wheel, spins left, the progress, the conditions, the rules and the record', async () => {
    const app = await renderApp({ path: activity('spin'), token: TOKEN, handlers: handlers([SPIN_BOARD]) });
    expect(await screen.findByRole('heading', { name: 'Invite & Spin', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1 spin left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Prize wheel with the slices/ })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(screen.getByText('First login: 1 spin')).toBeInTheDocument();
    expect(screen.getByText('Each invited friend who binds a mobile: 2 spins (up to 50 friends)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Chances of each slice' })).toBeInTheDocument();
    expect(screen.getAllByText('25.00%')).toHaveLength(2);
    expect(screen.getByText('Spin 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
    expect(called(app.calls, 'actInviteUser')).toBe(1);
  });

  it('shows the failure with a retry that loads again', async () => {
    const app = await renderApp({
      path: activity('spin'),
      token: TOKEN,
      handlers: handlers([new NetworkError('actInviteUser', new Error('offline')), SPIN_BOARD]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 spin left')).toBeInTheDocument();
    expect(called(app.calls, 'actInviteUser')).toBe(2);
  });

  it('says so when the record is empty and the event has ended', async () => {
    const ended: SpinBoard = { state: { ...SPIN_STATE, open: 0 }, record: [], recordTotal: 0 };
    await renderApp({ path: activity('spin'), token: TOKEN, handlers: handlers([ended]) });
    expect(await screen.findByText('This event has ended. Your record stays below.')).toBeInTheDocument();
    expect(screen.getByText('No spins yet. Your spins and cash-outs will show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('spins once under a double tap; with reduced motion the result shows at once; the record refreshes', async () => {
    reduceMotion();
    const after: SpinBoard = {
      state: { ...SPIN_STATE, spinsLeft: 0, spinsUsed: 1, progress: 500 },
      record: [
        { id: 3, type: 1, round: 1, prizeId: 4, amount: 500, createTime: 1_700_000_100_000 },
        ...SPIN_BOARD.record,
      ],
      recordTotal: 4,
    };
    const app = await renderApp({
      path: activity('spin'),
      token: TOKEN,
      handlers: handlers([SPIN_BOARD, after], { actInviteUserSpin: () => ({ errcode: 0, ...SPIN_OUTCOME }) }),
    });
    await app.user.dblClick(await screen.findByRole('button', { name: 'Spin' }));
    const dialog = await screen.findByRole('dialog', { name: /You got/ });
    expect(within(dialog).getByText(/added to your progress/)).toBeInTheDocument();
    expect(called(app.calls, 'actInviteUserSpin')).toBe(1);
    await app.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Spin 3')).toBeInTheDocument();
    expect(screen.getByText('No spins left')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '500');
  });

  it('without reduced motion the result waits for the wheel to stop', async () => {
    const app = await renderApp({
      path: activity('spin'),
      token: TOKEN,
      handlers: handlers([SPIN_BOARD], { actInviteUserSpin: () => ({ errcode: 0, ...SPIN_OUTCOME }) }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(called(app.calls, 'actInviteUserSpin')).toBe(1));
    const wheel = screen.getByRole('img', { name: /Prize wheel/ });
    await waitFor(() => expect(wheel).toHaveAttribute('data-animating'));
    expect(wheel.style.transform).toMatch(/rotate\(\d+(\.\d+)?deg\)/);
    expect(screen.queryByRole('dialog', { name: /You got/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: /You got/ }, { timeout: 6000 })).toBeInTheDocument();
  }, 10_000);

  it('refuses a cash-out before the target without a call, and says what is missing', async () => {
    const app = await renderApp({ path: activity('spin'), token: TOKEN, handlers: handlers([SPIN_BOARD]) });
    await app.user.click(await screen.findByRole('button', { name: /Cash out/ }));
    expect(await screen.findByText(/still to go before you can cash out/)).toBeInTheDocument();
    expect(called(app.calls, 'actInviteUserExchange')).toBe(0);
  });

  it('cashes out once under a double tap: the balance follows; a refusal says why', async () => {
    const app = await renderApp({
      path: activity('spin'),
      token: TOKEN,
      handlers: handlers([SPIN_BOARD_FULL, SPIN_BOARD], {
        actInviteUserExchange: () => ({
          errcode: 0,
          amount: 50_000,
          coin: USER.coin + 50_000,
          status: { ...SPIN_OUTCOME.status, progress: 0 },
        }),
      }),
    });
    expect(await screen.findByText('Target reached: you can cash out now.')).toBeInTheDocument();
    await app.user.dblClick(screen.getByRole('button', { name: /Cash out/ }));
    expect(await screen.findByText('500.00 has been added to your balance.')).toBeInTheDocument();
    expect(called(app.calls, 'actInviteUserExchange')).toBe(1);
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 50_000);
    cleanup();
    const refused = await renderApp({
      path: activity('spin'),
      token: TOKEN,
      handlers: handlers([SPIN_BOARD_FULL], { actInviteUserExchange: () => fail('actInviteUserExchange', 1007) }),
    });
    await refused.user.click(await screen.findByRole('button', { name: /Cash out/ }));
    expect(await screen.findByText('Bind your mobile number to cash out (code 1007).')).toBeInTheDocument();
  });

  it('loads more of the record', async () => {
    const app = await renderApp({ path: activity('spin'), token: TOKEN, handlers: handlers([SPIN_BOARD]) });
    await app.user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Spin 9')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
  });

  it('invite without a bound mobile leads to the bind page', async () => {
    const app = await renderApp({ path: activity('spin'), token: TOKEN, handlers: handlers([SPIN_BOARD_FULL]) });
    await app.user.click(await screen.findByRole('button', { name: 'Bind mobile to invite' }));
    await waitFor(() => expect(app.location()).toBe(PATH.bind));
  });

  it('desktop /lobby/activity/spin in Thai: no English on the page; invite opens the invite offer', async () => {
    const app = await renderApp({
      path: activity('spin', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: handlers([SPIN_BOARD]),
    });
    const heading = await screen.findByRole('heading', { name: 'ชวนเพื่อนหมุนวงล้อ', level: 1 });
    await screen.findByText('เหลือสิทธิ์หมุน 1 ครั้ง');
    const main = heading.closest('div')!.parentElement!.querySelector('main')!;
    expect(main.textContent).not.toMatch(/[A-Za-z]{3,}/);
    await act(async () => {
      await app.user.click(screen.getByRole('button', { name: 'ชวนเพื่อน' }));
    });
    await waitFor(() => expect(app.location()).not.toBe(activity('spin', 'desktop')));
  });
});
