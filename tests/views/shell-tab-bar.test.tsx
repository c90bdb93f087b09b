// @vitest-environment jsdom
/** The mobile lobby's bottom tab bar: tabs, highlight mapping, the invite badge, back to top. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

const tabBar = () => screen.findByRole('navigation', { name: 'Lobby' });

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeEach(() => scrollTo(0));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('mobile tab bar', () => {
  it('has the five tabs with names, home marked current, and the invite badge on the centre tab', async () => {
    await mount({ path: '/lobby/home', handlers: shellHandlers() });
    const links = within(await tabBar()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Rewards', 'Spin Get ฿50', 'News', 'Deposit']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/lobby/home',
      '/lobby/rewards',
      '/activity/spin',
      '/lobby/notice',
      '/lobby/wallets/deposit',
    ]);
    expect(within(await tabBar()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(await tabBar()).getByRole('link', { name: 'Spin Get ฿50' })).not.toHaveAttribute('aria-current');
  });

  it('hides the badge when there is no invite tier, and translates the tabs', async () => {
    await mount({
      path: '/lobby/home',
      locale: 'th-TH',
      handlers: shellHandlers({ config: { appInviteBonusConfigList: [] } }),
    });
    const nav = await screen.findByRole('navigation', { name: 'เมนูหลัก' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['หน้าแรก', 'รางวัล', 'หมุนวงล้อ', 'ข่าวสาร', 'ฝากเงิน']);
  });

  it('moves the highlight with the route (rewards 1, notice 3)', async () => {
    const app = await mount({ path: '/lobby/home', handlers: shellHandlers() });
    const nav = await tabBar();
    await press(app, within(nav).getByRole('link', { name: 'Rewards' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(app.location()).toBe('/lobby/rewards');
    expect(within(await tabBar()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await press(app, within(nav).getByRole('link', { name: 'News' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(app.location()).toBe('/lobby/notice');
  });

  it.each([
    ['/lobby/email', 'Home'],
    ['/lobby/task', 'Spin Get ฿50'],
    ['/lobby/wallets/withdraw', 'Deposit'],
    ['/lobby/wallets/deposit', 'Deposit'],
  ])('highlights the mapped tab on %s', async (path, name) => {
    await mount({ path, token: TOKEN, handlers: shellHandlers() });
    const nav = await tabBar();
    await waitFor(() => expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page'));
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('marks no tab on a route outside the mapping', async () => {
    await mount({ path: '/lobby/games', token: TOKEN, handlers: shellHandlers() });
    const nav = await tabBar();
    await screen.findByRole('heading', { name: 'Games' });
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('turns the home tab into back-to-top past 100 px and scrolls smoothly to the home centre', async () => {
    const scrolled: { id: string; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ id: this.id, options });
    };
    const app = await mount({ path: '/lobby/home', handlers: shellHandlers() });
    const nav = await tabBar();
    await screen.findByRole('tablist', { name: 'Game categories' });
    scrollTo(100);
    expect(within(nav).queryByRole('button', { name: 'Top' })).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 550));
    scrollTo(101);
    const top = await within(nav).findByRole('button', { name: 'Top' });
    expect(within(nav).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    await app.user.click(top);
    expect(scrolled).toEqual([{ id: 'home-centre', options: { behavior: 'smooth', block: 'start' } }]);
  });

  it('opened already scrolled (no scroll event yet): the position is read once the page is up', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    await mount({ path: '/lobby/home', handlers: shellHandlers() });
    const nav = await tabBar();
    expect(await within(nav).findByRole('button', { name: 'Top' })).toBeInTheDocument();
  });

  it('reads the scroll at most every 500 ms (the last position still counts)', async () => {
    await mount({ path: '/lobby/home', handlers: shellHandlers() });
    const nav = await tabBar();
    await screen.findByRole('tablist', { name: 'Game categories' });
    await new Promise((r) => setTimeout(r, 550));
    scrollTo(300);
    await within(nav).findByRole('button', { name: 'Top' });
    scrollTo(0);
    // Within the 500 ms window the change is not read yet…
    expect(within(nav).getByRole('button', { name: 'Top' })).toBeInTheDocument();
    // …and it is read at the window's end.
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument(), {
      timeout: 1500,
    });
  });
});
