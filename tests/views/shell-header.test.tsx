// @vitest-environment jsdom
/** The home header: visitor buttons with the registration reward; member balance, refresh, deposit hint. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail } from '../helpers/render';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

afterEach(() => cleanup());

const header = () => screen.findByRole('banner');

describe('home header', () => {
  it('offers login and register, the register label carrying the registration reward', async () => {
    const app = await mount({ path: '/lobby/home', handlers: shellHandlers({ config: { userRegisterCoin: 2550 } }) });
    const bar = await header();
    expect(within(bar).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar).getByRole('link', { name: 'Register +฿25.50' })).toHaveAttribute('href', '/register');
    expect(within(bar).queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
    await press(app, within(bar).getByRole('link', { name: 'Register +฿25.50' }));
    await waitFor(() => expect(app.location()).toBe('/register'));
  });

  it('shows the reward in Thai with a whole amount', async () => {
    await mount({ path: '/lobby/home', locale: 'th-TH', handlers: shellHandlers() });
    const bar = await header();
    expect(within(bar).getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'สมัคร รับ ฿10' })).toBeInTheDocument();
  });

  it('shows the member balance, deposit with the +฿300 first-deposit hint, search and the avatar', async () => {
    await mount({ path: '/lobby/home', token: TOKEN, handlers: shellHandlers({ user: { coin: 123456 } }) });
    const bar = await header();
    expect(await within(bar).findByText('1,234.56')).toBeInTheDocument();
    // The amount the server pays (config firstDepositBonus) in the variant's currency, and its condition.
    expect(within(bar).getByText('+฿300')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Deposit +฿300 bonus on your first deposit' })).toHaveAttribute(
      'href',
      '/lobby/wallets/deposit',
    );
    expect(within(bar).getByRole('link', { name: 'Search games' })).toHaveAttribute('href', '/search');
    expect(within(bar).getByRole('button', { name: 'Open menu' }).querySelector('img')).toHaveAttribute(
      'src',
      '/static/avatar/avatar_3.svg',
    );
    expect(within(bar).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('drops the +300 hint once the first recharge is made, and falls back to the default avatar', async () => {
    await mount({
      path: '/lobby/home',
      token: TOKEN,
      handlers: shellHandlers({ member: { firstRecharge: 1 }, user: { avatar: 99 } }),
    });
    const bar = await header();
    expect(await within(bar).findByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(bar).queryByText('+฿300')).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Open menu' }).querySelector('img')).toHaveAttribute(
      'src',
      '/static/avatar/avatar_1.svg',
    );
  });

  it('draws the default avatar when the picture fails to load', async () => {
    await mount({ path: '/lobby/home', token: TOKEN, handlers: shellHandlers() });
    const button = await within(await header()).findByRole('button', { name: 'Open menu' });
    // The member's own picture first (until their details are in, the header shows avatar 1).
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe('/static/avatar/avatar_3.svg'));
    fireEvent.error(button.querySelector('img')!);
    await waitFor(() => expect(button.querySelector('img')).toBeNull());
    expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  });

  it('refreshes the balance once for two quick taps, spinning meanwhile, and toasts the result', async () => {
    let answer: (v: unknown) => void = () => {};
    const figures = { coin: 250000, lottery: 0, vip: 1, vipExp: 0, userLevel: 1, bet: 0 };
    const app = await mount({
      path: '/lobby/home',
      token: TOKEN,
      handlers: {
        ...shellHandlers(),
        refreshData: () => new Promise((r) => (answer = () => r({ errcode: 0, ...figures }))),
      },
    });
    const bar = await header();
    const refresh = await within(bar).findByRole('button', { name: 'Refresh balance' });
    await app.user.click(refresh);
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await app.user.click(refresh);
    answer(undefined);
    expect(await within(bar).findByText('2,500.00')).toBeInTheDocument();
    expect(refresh).not.toHaveAttribute('aria-busy');
    await app.user.click(refresh);
    expect(app.calls.filter((c) => c.operationId === 'refreshData')).toHaveLength(1);
    expect(screen.getByText('Balance updated.')).toBeInTheDocument();
  });

  it('toasts a failed refresh with its code', async () => {
    const app = await mount({
      path: '/lobby/home',
      token: TOKEN,
      handlers: { ...shellHandlers(), refreshData: () => fail('refreshData', 1007) },
    });
    await app.user.click(await within(await header()).findByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Could not update the balance (code 1007).')).toBeInTheDocument();
  });

  it('is only on home', async () => {
    await mount({ path: '/lobby/rewards', handlers: shellHandlers() });
    await screen.findByRole('heading', { name: 'Promotions', level: 1 });
    // The page's own header only: no register offer and no search button of the home header.
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Search games' })).not.toBeInTheDocument();
  });
});
