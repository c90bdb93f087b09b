// @vitest-environment jsdom
/**
 * /lobby/responsible-gaming (issue 25 §1) and what is left of the deposit limits on the deposit page, under
 * the real routes and root with a fake API: a first limit typed freely and confirmed as applying now, a raise
 * confirmed as waiting 24 hours, a pending change cancelled; both layouts; the deposit page's remaining amount,
 * link, and recharge3's 2019 refusal with what is left; Thai text on the Thai page.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessError } from '../../contract/api-errors';
import type { PlayerProtection } from '../../machines/deposit-limits.rules';
import { openAsMember } from './protection-fixtures';

afterEach(() => cleanup());

const RESET = Date.UTC(2026, 10, 21, 17);

const NONE: PlayerProtection = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: RESET })),
};
const DAILY: PlayerProtection = {
  depositLimits: [
    { period: 'day', amount: 100_000, used: 30_000, left: 70_000, resetAt: RESET },
    {
      period: 'week',
      amount: 200_000,
      used: 30_000,
      left: 170_000,
      resetAt: RESET,
      pending: { amount: 500_000, effectiveAt: RESET + 3_600_000 },
    },
    { period: 'month', used: 30_000, resetAt: RESET },
  ],
  depositLeft: 70_000,
  depositLeftResetAt: RESET,
};

const open = openAsMember;

describe('/lobby/responsible-gaming', () => {
  it('sets a first daily limit typed freely, confirmed as applying now, with one call', async () => {
    let state = NONE;
    const app = await open({
      getPlayerProtection: () => ({ errcode: 0, ...state }),
      setDepositLimit: () => {
        state = DAILY;
        return { errcode: 0, change: 'immediate', ...DAILY };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Deposit limits' })).toBeInTheDocument();
    const day = await screen.findByRole('listitem', { name: 'Daily limit' });
    expect(within(day).getByText('No limit')).toBeInTheDocument();
    await app.user.click(within(day).getByRole('button', { name: 'Set daily limit' }));
    const field = within(day).getByRole('textbox', { name: 'New daily limit (฿)' });
    await app.user.click(within(day).getByRole('button', { name: 'Continue' }));
    expect(await within(day).findByText('Enter an amount.')).toBeInTheDocument();
    await app.user.type(field, '1,000');
    await app.user.click(within(day).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit limit' });
    expect(within(dialog).getByText('Your daily deposit limit will be ฿1,000.00, starting now.')).toBeInTheDocument();
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(day).getByText('฿1,000.00')).toBeInTheDocument());
    expect(app.calls.filter((c) => c.operationId === 'setDepositLimit').map((c) => c.body)).toEqual([
      { period: 'day', amount: 100_000 },
    ]);
    expect(within(day).getByText(/Deposited ฿300.00 · ฿700.00 left until/)).toBeInTheDocument();
  });

  it('shows a waiting raise with the time it applies and cancels it; a raise is confirmed as taking 24 hours', async () => {
    let state = DAILY;
    const app = await open(
      {
        getPlayerProtection: () => ({ errcode: 0, ...state }),
        cancelDepositLimitChange: () => {
          state = { ...DAILY, depositLimits: DAILY.depositLimits.map(({ pending: _, ...l }) => l) };
          return { errcode: 0, ...state };
        },
      },
      { layout: 'desktop' },
    );
    const week = await screen.findByRole('listitem', { name: 'Weekly limit' });
    expect(within(week).getByText(/^Changes to ฿5,000.00 on /)).toBeInTheDocument();
    await app.user.click(within(week).getByRole('button', { name: 'Cancel this change' }));
    await waitFor(() => expect(within(week).queryByText(/^Changes to/)).not.toBeInTheDocument());
    expect(app.calls.filter((c) => c.operationId === 'cancelDepositLimitChange').map((c) => c.body)).toEqual([
      { period: 'week' },
    ]);
    const day = screen.getByRole('listitem', { name: 'Daily limit' });
    await app.user.click(within(day).getByRole('button', { name: 'Change daily limit' }));
    const field = within(day).getByRole('textbox', { name: 'New daily limit (฿)' });
    expect(field).toHaveValue('1000');
    await app.user.clear(field);
    await app.user.type(field, '2000');
    await app.user.click(within(day).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your deposit limit' });
    expect(
      within(dialog).getByText(
        /^Raising a limit takes 24 hours: your daily limit becomes ฿2,000.00 around .+\. Until then ฿1,000.00 applies\.$/,
      ),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(day).getByRole('textbox', { name: 'New daily limit (฿)' })).toHaveValue('2000');
  });

  it('is in Thai on the Thai page', async () => {
    await open({ getPlayerProtection: () => ({ errcode: 0, ...DAILY }) }, { locale: 'th-TH' });
    expect(await screen.findByRole('heading', { name: 'วงเงินฝาก' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'วงเงินรายวัน' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เปลี่ยนวงเงินรายวัน' })).toBeInTheDocument();
  });
});

describe('deposit limits on the deposit page', () => {
  it('shows what is left before the player types, and a refusal with what is left', async () => {
    const app = await open(
      {
        getPlayerProtection: () => ({ errcode: 0, ...DAILY }),
        recharge3: () => {
          throw new BusinessError('recharge3', 2019, 'over', undefined, {
            errcode: 2019,
            msg: 'over',
            limit: { period: 'day', amount: 100_000, left: 70_000, resetAt: RESET },
          });
        },
      },
      { path: '/lobby/wallets/deposit' },
    );
    const note = await screen.findByTestId('deposit-limit-note');
    expect(note).toHaveTextContent(/^Your deposit limit: ฿700.00 left until .+\. Responsible gaming$/);
    expect(within(note).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute(
      'href',
      '/lobby/responsible-gaming',
    );
    await app.user.type(screen.getByRole('textbox', { name: 'Amount (฿)' }), '800');
    await app.user.click(screen.getByRole('button', { name: 'Deposit ฿800.00' }));
    expect(
      await screen.findByText(/^This deposit is over your daily deposit limit of ฿1,000.00: ฿700.00 left until .+\.$/),
    ).toBeInTheDocument();
    // The note is read again after the refusal.
    await waitFor(() =>
      expect(app.calls.filter((c) => c.operationId === 'getPlayerProtection').length).toBeGreaterThan(1),
    );
  });

  it('offers to set a limit when none is set', async () => {
    await open({ getPlayerProtection: () => ({ errcode: 0, ...NONE }) }, { path: '/lobby/wallets/deposit' });
    const note = await screen.findByTestId('deposit-limit-note');
    expect(within(note).getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/lobby/responsible-gaming',
    );
  });
});
