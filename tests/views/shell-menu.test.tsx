// @vitest-environment jsdom
/** The left-side menu opened from the header's avatar. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/render';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openMenu(
  options: Parameters<typeof shellHandlers>[0] = {},
): Promise<{ app: TestApp; menu: HTMLElement }> {
  const app = await mount({ path: '/lobby/home', token: TOKEN, handlers: shellHandlers(options) });
  await press(app, await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog', { name: 'My account' });
  return { app, menu };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('left-side menu', () => {
  it('shows the player: VIP level, nickname, ID, superior placeholder, balance and points', async () => {
    const { menu } = await openMenu({ user: { vip: 4, lottery: 12345, coin: 98765 } });
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(within(menu).getByText('VIP 4')).toBeInTheDocument();
    expect(within(menu).getByText('Player100001')).toBeInTheDocument();
    expect(within(menu).getByText('ID: 100001')).toBeInTheDocument();
    expect(within(menu).getByText('Superior ID: not set')).toBeInTheDocument();
    expect(within(menu).getByText('987.65')).toBeInTheDocument();
    expect(within(menu).getByText('123.45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('copies the user ID and toasts, or toasts the failure', async () => {
    const { app, menu } = await openMenu();
    const writeText = mockClipboard(async () => {});
    await app.user.click(within(menu).getByRole('button', { name: 'Copy user ID' }));
    expect(writeText).toHaveBeenCalledWith('100001');
    expect(await screen.findByText('Copy Success.')).toBeInTheDocument();
    mockClipboard(async () => {
      throw new Error('denied');
    });
    await app.user.click(screen.getByText('Copy Success.'));
    await app.user.click(within(menu).getByRole('button', { name: 'Copy user ID' }));
    expect(await screen.findByText('Copy Fail.')).toBeInTheDocument();
  });

  it('lists the pages, with a red dot on unread mail and none on tasks', async () => {
    const { menu } = await openMenu();
    const nav = within(menu).getByRole('navigation', { name: 'My pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['My profile', '/profile/user'],
      ['Transaction records', '/record/transaction'],
      ['Mail new', '/profile/email'],
      ['Favourites', '/profile/favorites'],
      ['Tasks', '/profile/task'],
      ['Customer service', '/service'],
      ['More', '/profile/more'],
      ['Set superior', '/profile/superior'],
    ]);
  });

  it('dots tasks when a task is pending and mail only when something is unread', async () => {
    const { menu } = await openMenu({
      member: {
        dotFlags: { hasTask: 1, hasMail: 0, hasSignUpBonus: 0, hasFund: 0, hasAgent: 0, hasFreeBonus: 0 },
        mailStatus: { red0: 0, red1: 0, red2: 0 },
      },
    });
    expect(within(menu).getByRole('link', { name: 'Tasks new' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Mail' })).toBeInTheDocument();
  });

  it('dots mail from the unread counts alone', async () => {
    const { menu } = await openMenu({
      member: {
        dotFlags: { hasTask: 0, hasMail: 0, hasSignUpBonus: 0, hasFund: 0, hasAgent: 0, hasFreeBonus: 0 },
        mailStatus: { red0: 0, red1: 0, red2: 2 },
      },
    });
    expect(within(menu).getByRole('link', { name: 'Mail new' })).toBeInTheDocument();
  });

  it('offers bind mobile without a mobile, and hides set-superior when there is a superior', async () => {
    const { menu } = await openMenu({ user: { mobile: '', pid: 200002 } });
    expect(within(menu).getByRole('link', { name: 'Bind mobile number' })).toHaveAttribute('href', '/bind');
    expect(within(menu).queryByRole('link', { name: 'Set superior' })).not.toBeInTheDocument();
    expect(within(menu).getByText('Superior ID: 200002')).toBeInTheDocument();
  });

  it('closes first, then goes to withdraw', async () => {
    const { app, menu } = await openMenu();
    await press(app, within(menu).getByRole('button', { name: 'Withdraw' }));
    expect(screen.queryByRole('dialog', { name: 'My account' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/lobby/wallets/withdraw'));
  });

  it('goes to deposit and to the points page', async () => {
    const first = await openMenu();
    await press(first.app, within(first.menu).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(first.app.location()).toBe('/lobby/wallets/deposit'));
    cleanup();
    const second = await openMenu();
    await press(second.app, within(second.menu).getByRole('button', { name: 'Redeem' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(second.app.location()).toBe('/points'));
  });

  it('closes with Escape and the close button, returning focus to the avatar', async () => {
    const { app } = await openMenu();
    const avatar = screen.getByRole('button', { name: 'Open menu' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(avatar).toHaveFocus();
    await press(app, avatar);
    const menu = await screen.findByRole('dialog', { name: 'My account' });
    expect(within(menu).getByRole('button', { name: 'Close' })).toHaveFocus();
    await app.user.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the menu', async () => {
    const { app, menu } = await openMenu();
    const close = within(menu).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: 'Set superior' })).toHaveFocus();
    await app.user.tab();
    expect(close).toHaveFocus();
  });

  it('shares the header refresh window: a menu tap right after a header tap is ignored', async () => {
    const app = await mount({
      path: '/lobby/home',
      token: TOKEN,
      handlers: {
        ...shellHandlers(),
        refreshData: () => ({ errcode: 0, coin: 5000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Refresh balance' }));
    await press(app, screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'My account' });
    await app.user.click(within(menu).getByRole('button', { name: 'Refresh balance' }));
    expect(app.calls.filter((c) => c.operationId === 'refreshData')).toHaveLength(1);
    expect(within(menu).getByText('50.00')).toBeInTheDocument();
  });
});
