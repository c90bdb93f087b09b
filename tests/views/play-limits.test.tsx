// @vitest-environment jsdom
/**
 * The Responsible-gaming page's loss limits, session-time limit and reality check, and the limit offer on the
 * deposit page (issue 25 §1–§2), under the real routes and root with a fake API: a loss limit typed freely and
 * confirmed in its own words, a session-time limit in minutes (bad minutes refused before any call), a
 * waiting session change cancelled, the reality-check interval chosen, the offer skipped once; Thai text.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerProtection } from '../../machines/deposit-limits.rules';
import { openAsMember } from './protection-fixtures';

afterEach(() => cleanup());

const RESET = Date.UTC(2026, 10, 21, 17);

const NONE: PlayerProtection = {
  depositLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, used: 0, resetAt: RESET })),
  lossLimits: (['day', 'week', 'month'] as const).map((period) => ({ period, netLoss: 2_500, resetAt: RESET })),
  sessionLimit: {},
  realityCheckMinutes: 60,
  limitOfferDue: true,
};
const LOSS: PlayerProtection = {
  ...NONE,
  lossLimits: [
    { period: 'day', amount: 50_000, netLoss: 2_500, left: 47_500, resetAt: RESET },
    { period: 'week', netLoss: 2_500, resetAt: RESET },
    { period: 'month', netLoss: 2_500, resetAt: RESET },
  ],
  sessionLimit: { amount: 60, pending: { amount: 120, effectiveAt: RESET } },
  realityCheckMinutes: 15,
};

const open = openAsMember;

describe('loss limits, session-time limit and reality check on /lobby/responsible-gaming', () => {
  it('sets a daily loss limit and a session-time limit in minutes, and chooses the reality check', async () => {
    let state = NONE;
    const app = await open({
      getPlayerProtection: () => ({ errcode: 0, ...state }),
      setPlayerLimit: (body) => {
        const b = body as { kind: string; amount: number };
        state =
          b.kind === 'loss'
            ? { ...state, lossLimits: LOSS.lossLimits }
            : { ...state, sessionLimit: { amount: b.amount } };
        return { errcode: 0, change: 'immediate', ...state };
      },
      setPlaySettings: (body) => {
        state = {
          ...state,
          realityCheckMinutes: (body as { realityCheckMinutes: 0 | 15 | 30 | 60 }).realityCheckMinutes,
        };
        return { errcode: 0, ...state };
      },
    });
    await screen.findByRole('heading', { name: 'Loss limits' });
    const day = await screen.findByRole('listitem', { name: 'Daily loss limit' });
    expect(within(day).getByText(/^Net loss ฿25.00 · this period ends /)).toBeInTheDocument();
    await app.user.click(within(day).getByRole('button', { name: 'Set daily limit' }));
    await app.user.type(within(day).getByRole('textbox', { name: 'New daily limit (฿)' }), '500');
    await app.user.click(within(day).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your loss limit' });
    expect(within(dialog).getByText('Your daily loss limit will be ฿500.00, starting now.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(day).getByText(/฿475.00 left until/)).toBeInTheDocument());

    const session = screen.getByRole('listitem', { name: 'Per play session' });
    await app.user.click(within(session).getByRole('button', { name: 'Set a session-time limit' }));
    const field = within(session).getByRole('textbox', { name: 'New session-time limit (minutes, 1–1,440)' });
    await app.user.type(field, '1441');
    await app.user.click(within(session).getByRole('button', { name: 'Continue' }));
    expect(await within(session).findByText('Enter 1 to 1,440 minutes (24 hours).')).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, '90');
    await app.user.click(within(session).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your session-time limit' });
    expect(within(confirm).getByText('Your session-time limit will be 90 min, starting now.')).toBeInTheDocument();
    await app.user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(session).getByText('90 min')).toBeInTheDocument());

    await app.user.click(screen.getByRole('radio', { name: 'Every 15 minutes' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked());
    expect(
      app.calls.filter((c) => ['setPlayerLimit', 'setPlaySettings'].includes(c.operationId)).map((c) => c.body),
    ).toEqual([
      { kind: 'loss', period: 'day', amount: 50_000 },
      { kind: 'session', amount: 90 },
      { realityCheckMinutes: 15 },
    ]);
  });

  it('cancels a waiting longer session-time limit; in Thai', async () => {
    let state = LOSS;
    const app = await open(
      {
        getPlayerProtection: () => ({ errcode: 0, ...state }),
        cancelPlayerLimitChange: () => {
          state = { ...LOSS, sessionLimit: { amount: 60 } };
          return { errcode: 0, ...state };
        },
      },
      { locale: 'th-TH' },
    );
    const session = await screen.findByRole('listitem', { name: 'ต่อการเล่นหนึ่งครั้ง' });
    expect(within(session).getByText('60 นาที')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'จำกัดยอดเสีย' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ทุก 15 นาที' })).toBeChecked();
    await app.user.click(within(session).getByRole('button', { name: 'ยกเลิกการเปลี่ยนแปลงนี้' }));
    await waitFor(() => expect(within(session).queryByRole('button', { name: 'ยกเลิกการเปลี่ยนแปลงนี้' })).toBeNull());
    expect(app.calls.filter((c) => c.operationId === 'cancelPlayerLimitChange').map((c) => c.body)).toEqual([
      { kind: 'session' },
    ]);
  });
});

describe('the limit offer before the first deposit', () => {
  it('offers a limit with a link to the page, and is skipped once', async () => {
    let state = NONE;
    const app = await open(
      {
        getPlayerProtection: () => ({ errcode: 0, ...state }),
        setPlaySettings: () => {
          state = { ...NONE, limitOfferDue: false };
          return { errcode: 0, ...state };
        },
      },
      { path: '/lobby/wallets/deposit' },
    );
    const offer = await screen.findByTestId('deposit-limit-offer');
    expect(
      within(offer).getByRole('heading', { name: 'Set a deposit limit before your first deposit?' }),
    ).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Set a limit' })).toHaveAttribute(
      'href',
      '/lobby/responsible-gaming',
    );
    await app.user.dblClick(within(offer).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-limit-offer')).toBeNull());
    expect(await screen.findByTestId('deposit-limit-note')).toBeInTheDocument();
    expect(app.calls.filter((c) => c.operationId === 'setPlaySettings').map((c) => c.body)).toEqual([
      { limitOfferAnswered: true },
    ]);
  });
});
