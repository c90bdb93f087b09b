// @vitest-environment jsdom
/** The desktop shell: left menu with the user block, the member top bar, and the footer columns. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

afterEach(() => cleanup());

const footer = () => screen.findByRole('contentinfo');

describe('desktop shell', () => {
  it('has the left menu with logo, the five entries and login/register for a visitor', async () => {
    await mount({ path: '/lobby/home', layout: 'desktop', handlers: shellHandlers() });
    const nav = await screen.findByRole('navigation', { name: 'Lobby' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Home', '/lobby/home'],
      ['Games', '/lobby/games'],
      ['Promotions', '/lobby/rewards'],
      ['News', '/lobby/notice'],
      ['Member', '/lobby/member'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const side = nav.closest('aside')!;
    expect(within(side).getByRole('img', { name: 'Game Lobby' })).toHaveAttribute('src', '/static/generic/logo_rc.svg');
    expect(within(side).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(side).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Register +฿10' })).toBeInTheDocument();
    // No mobile tab bar or header on desktop.
    expect(screen.queryByRole('link', { name: 'Spin Get ฿50' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Game categories' })).toBeInTheDocument();
  });

  it('shows a member the avatar, nickname, add funds, and the balance with refresh and deposit', async () => {
    const app = await mount({
      path: '/lobby/home',
      layout: 'desktop',
      token: TOKEN,
      handlers: {
        ...shellHandlers({ user: { coin: 4200 } }),
        refreshData: () => ({ errcode: 0, coin: 9900, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
      },
    });
    const side = (await screen.findByRole('navigation', { name: 'Lobby' })).closest('aside')!;
    expect(await within(side).findByText('Player100001')).toBeInTheDocument();
    expect(within(side).getByRole('link', { name: 'Add funds' })).toHaveAttribute('href', '/lobby/wallets/deposit');
    expect(within(side).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const top = screen.getByRole('banner');
    expect(within(top).getByText('42.00')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Deposit +฿300 bonus on your first deposit' })).toHaveAttribute(
      'href',
      '/lobby/wallets/deposit',
    );
    await app.user.click(within(top).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(top).findByText('99.00')).toBeInTheDocument();
    await press(app, within(side).getByRole('link', { name: 'Member' }));
    await waitFor(() => expect(app.location()).toBe('/lobby/member'));
  });

  it('has the footer: about links, contacts without "Service", apps, seven networks, enabled brands, notices', async () => {
    await mount({ path: '/lobby/home', layout: 'desktop', handlers: shellHandlers() });
    const foot = await footer();
    const about = within(foot).getByRole('region', { name: 'About' });
    expect(
      within(about)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/terms-of-use', '/privacy-policy', '/lobby/responsible-gaming']);
    const contact = within(foot).getByRole('region', { name: 'Contact' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Live Chat', '/sandbox/livechat/1'],
      ['Telegram', 'https://t.me/example_support'],
    ]);
    expect(within(foot).queryByText('Customer Service')).not.toBeInTheDocument();
    const apps = within(foot).getByRole('region', { name: 'Get the app' });
    expect(within(apps).getByRole('img', { name: 'iOS app' })).toHaveAttribute('src', '/static/generic/app_store.svg');
    expect(within(apps).getByRole('img', { name: 'Android app' })).toBeInTheDocument();
    const social = within(foot).getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(7);
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://social.example/facebook',
    );
    expect(within(social).getByRole('link', { name: 'LINE' })).toBeInTheDocument();
    const brands = within(foot).getByRole('list', { name: 'Game providers' });
    expect(
      within(brands)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Golden Reels', 'Lucky Neko']);
    expect(within(foot).getByRole('img', { name: 'Secure payments' })).toHaveAttribute(
      'src',
      '/static/generic/payment.svg',
    );
    expect(within(foot).getByRole('img', { name: 'Licensed and regulated' })).toBeInTheDocument();
    expect(within(foot).getByText('Players must be 21 or older. Play responsibly.')).toBeInTheDocument();
    expect(
      within(foot).getByText(/^Copyright © \d{4} Game Lobby Thailand\. All rights reserved\.$/),
    ).toBeInTheDocument();
    expect(within(foot).queryByRole('region', { name: 'Payment methods' })).not.toBeInTheDocument();
    expect(within(foot).queryByRole('img', { name: 'Play responsibly' })).not.toBeInTheDocument();
  });

  it('in green mode hides the copyright and adds the payment methods and the responsibility image', async () => {
    await mount({ path: '/lobby/home', layout: 'desktop', handlers: shellHandlers({ config: { mode: 'green' } }) });
    const foot = await footer();
    const methods = within(foot).getByRole('region', { name: 'Payment methods' });
    expect(
      within(methods)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['GCash', 'Maya']);
    expect(within(foot).getByRole('img', { name: 'Play responsibly' })).toHaveAttribute(
      'src',
      '/static/generic/responsibility.svg',
    );
    expect(within(foot).queryByText(/Copyright/)).not.toBeInTheDocument();
    expect(within(foot).getByText('Players must be 21 or older. Play responsibly.')).toBeInTheDocument();
  });

  it('writes the copyright of the configured country, in Thai too', async () => {
    await mount({
      path: '/lobby/home',
      layout: 'desktop',
      locale: 'th-TH',
      handlers: shellHandlers({ config: { currency: { code: 'PHP', symbol: '₱', country: 'PH' } } }),
    });
    const foot = await footer();
    expect(within(foot).getByText(/^ลิขสิทธิ์ © พ\.ศ\. 25\d{2} ล็อบบี้เกม ฟิลิปปินส์ สงวนลิขสิทธิ์$/)).toBeInTheDocument();
    expect(within(foot).getByRole('region', { name: 'ติดต่อเรา' })).toBeInTheDocument();
  });
});
