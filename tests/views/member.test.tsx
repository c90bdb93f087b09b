// @vitest-environment jsdom
/**
 * The account centre's pages (issue 14 §3, §4): VIP (the §5 bet target, progress that follows the session,
 * the ladder with what each level gives), the member centre's links and dots on both tables, the wallet
 * overview and its not-found id, /lobby/games and the reward detail — each with its loading, failed-with-retry
 * and empty states, in StrictMode over a fake API that answers a turn later.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessError } from '../../contract/api-errors';
import type { ConfigAnswer, MemberAnswer, UserInfo } from '../../contract/types';
import { bonusWallet } from '../helpers/bonus-wallet';
import { renderApp, type ApiCall, type Handlers } from '../helpers/render';
import { linksOffTable } from '../helpers/route-landing';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { LOBBY_CONFIG, lobbyGames, lobbyHandlers } from './lobby-fixtures';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const LEVELS: ConfigAnswer['appUserLevelConfigList'] = [
  { level: 0, betAmount: 0, rebateRate: 0, perks: [] },
  { level: 1, betAmount: 10_000, rebateRate: 10, perks: ['birthdayGift'] },
  { level: 2, betAmount: 50_000, rebateRate: 20, perks: ['birthdayGift', 'fasterWithdrawal'] },
];
const called = (calls: ApiCall[], id: string) => calls.filter((c) => c.operationId === id).length;

/** A getUserInfo whose answers wait until the test releases them. */
function heldUserInfo(user: UserInfo) {
  const waiting: Array<() => void> = [];
  let released = false;
  const handler = () =>
    released ? { errcode: 0, user } : new Promise((resolve) => waiting.push(() => resolve({ errcode: 0, user })));
  return {
    handler,
    release: () => {
      released = true;
      waiting.splice(0).forEach((r) => r());
    },
  };
}

function handlers(
  options: { levels?: ConfigAnswer['appUserLevelConfigList']; user?: UserInfo; member?: Partial<MemberAnswer> } = {},
): Handlers {
  const config = { ...LOBBY_CONFIG, appUserLevelConfigList: options.levels ?? LEVELS };
  const user = options.user ?? USER;
  return {
    ...lobbyHandlers(lobbyGames(24)),
    anonymousAppConfig: () => ({ errcode: 0, ...config, appGameList: lobbyGames(24) }),
    getAfterLoginInfoWeb: () => ({
      errcode: 0,
      code: 200,
      ...MEMBER_ANSWER,
      ...config,
      user,
      appGameList: lobbyGames(24),
      ...options.member,
    }),
    getUserInfo: () => ({ errcode: 0, user }),
    getBonusWallet: () => bonusWallet(user.coin),
    hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 0, red2: 0 }),
  };
}

describe('VIP', () => {
  it('shows loading, then the level, the §5 target and the ladder with what each level gives', async () => {
    const user = { ...USER, vip: 0, vipExp: 25, bet: 2_500 };
    const held = heldUserInfo(user);
    await renderApp({
      path: '/profile/vip',
      token: TOKEN,
      handlers: { ...handlers({ user }), getUserInfo: held.handler },
    });
    await screen.findByText('Loading…');
    await act(async () => held.release());
    const bar = await screen.findByRole('progressbar', { name: 'Progress to VIP 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('฿25.00 of ฿100.00')).toBeInTheDocument();
    expect(screen.getByText('Bet ฿75.00 more to reach VIP 1.')).toBeInTheDocument();
    expect(screen.getByText('VIP experience 25')).toBeInTheDocument();
    const levels = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('VIP '));
    expect(levels.map((li) => li.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(screen.getByText('VIP rebate 0.2% of the bet')).toBeInTheDocument();
    const perks = screen.getByRole('list', { name: 'Benefits of VIP 2' });
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['A gift in your birthday month', 'Withdrawals handled first']);
  });

  it("follows the session's figures: a game round's new bet moves the target without a reload", async () => {
    const app = await renderApp({ path: '/profile/vip', token: TOKEN, handlers: handlers() });
    expect(await screen.findByText('฿0.00 of ฿100.00')).toBeInTheDocument();
    // What /start's exit reports after refreshData.
    act(() => {
      app.root.session.send({
        type: 'user.figures',
        figures: { coin: 900, lottery: 0, vip: 1, vipExp: 120, userLevel: 1, bet: 12_000 },
      });
    });
    expect(await screen.findByText('฿120.00 of ฿500.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 2' })).toHaveAttribute('aria-valuenow', '24');
    expect(screen.getByText('VIP 1', { selector: 'p' })).toBeInTheDocument();
    act(() => {
      app.root.session.send({
        type: 'user.figures',
        figures: { coin: 900, lottery: 0, vip: 2, vipExp: 600, userLevel: 2, bet: 60_000 },
      });
    });
    expect(await screen.findByText('You have reached the highest VIP level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('a failed load says why and retries; refresh ignores double taps', async () => {
    let n = 0;
    const held = heldUserInfo(USER);
    const app = await renderApp({
      path: '/profile/vip',
      token: TOKEN,
      handlers: {
        ...handlers(),
        getUserInfo: () => {
          n += 1;
          // The session's boot check passes; the page's first load fails; later loads wait for the test.
          if (n === 2) throw Object.assign(new Error('offline'), { kind: 'network' });
          if (n > 3) return held.handler();
          return { errcode: 0, user: USER };
        },
      },
    });
    expect(await screen.findByText(/network/i)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('฿0.00 of ฿100.00')).toBeInTheDocument();
    const before = called(app.calls, 'getUserInfo');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await app.user.click(refresh);
    await app.user.click(refresh);
    await app.user.click(refresh);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await act(async () => held.release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
    expect(called(app.calls, 'getUserInfo') - before).toBe(1);
  });

  it('without levels shows the empty state; the desktop table has it at /lobby/vip in Thai', async () => {
    await renderApp({
      path: '/lobby/vip',
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: handlers({ levels: [] }),
    });
    expect(await screen.findAllByText('ยังไม่มีการตั้งค่าระดับ VIP')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'VIP' })).toBeInTheDocument();
  });
});

describe('member centre', () => {
  it('shows the player and links every account page on mobile, with the mail dot', async () => {
    const user = { ...USER, coin: 123_456, lottery: 98_765, vip: 3, pid: 0 };
    await renderApp({
      path: '/lobby/member',
      token: TOKEN,
      handlers: {
        ...handlers({ user }),
        hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 2, red2: 0 }),
      },
    });
    expect(await screen.findByText('Player100001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP 3' })).toHaveAttribute('href', '/profile/vip');
    expect(screen.getByText('฿1,234.56')).toBeInTheDocument();
    expect(screen.getByText('987.65')).toBeInTheDocument();
    const links = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links('Wallet')).toEqual([
      ['Wallet overview', '/lobby/wallets/overview'],
      ['Deposit', '/lobby/wallets/deposit'],
      ['Withdraw', '/lobby/wallets/withdraw'],
      ['Transaction records', '/record/transaction'],
      ['Bonus points', '/points'],
      ['Safebox', '/walletsPassword'],
      ['Bank cards', '/bankCardList'],
      ['Identity verification', '/walletsKyc'],
    ]);
    await waitFor(() => expect(links('Account').find(([name]) => name?.startsWith('Mail'))?.[0]).toBe('Mail new'));
    expect(links('Account')).toEqual([
      ['Profile', '/profile/user'],
      ['Personal info', '/profile/info'],
      ['VIP', '/profile/vip'],
      ['Mail new', '/lobby/email'],
      ['Tasks', '/lobby/task'],
      ['Favourites', '/profile/favorites'],
      ['Set superior', '/profile/superior'],
      ['Responsible gaming', '/lobby/responsible-gaming'],
      ['Customer service', '/service'],
      ['More', '/profile/more'],
    ]);
    // Every link of the page opens a real page of the mobile table (one of the app's pages, not the not-found page).
    expect(linksOffTable(document.body, 'mobile')).toEqual([]);
  });

  it("uses the desktop table's addresses, without set-superior once a superior is set, and a task dot", async () => {
    await renderApp({
      path: '/lobby/member',
      token: TOKEN,
      layout: 'desktop',
      handlers: handlers({
        user: { ...USER, pid: 777 },
        member: { dotFlags: { ...MEMBER_ANSWER.dotFlags, hasTask: 1 } },
      }),
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    const hrefs = within(account)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(hrefs).toContainEqual(['Profile', '/lobby/profile']);
    expect(hrefs).toContainEqual(['VIP', '/lobby/vip']);
    expect(hrefs).toContainEqual(['Tasks new', '/lobby/task']);
    expect(hrefs).toContainEqual(['Favourites', '/lobby/favorites']);
    expect(hrefs.map(([name]) => name)).not.toContain('Set superior');
    const wallet = within(screen.getByRole('region', { name: 'Wallet' }))
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(wallet).toContain('/lobby/record/transaction');
    expect(wallet).toContain('/lobby/points');
    expect(wallet).toContain('/lobby/profile/bank');
    // Every link of the page opens a real page of the desktop table (one of the app's pages, not the not-found page).
    expect(wallet.length + hrefs.length).toBe(16);
    expect(linksOffTable(document.body, 'desktop')).toEqual([]);
  });

  it('a failed load keeps nothing half-shown: the reason and a retry', async () => {
    let n = 0;
    const app = await renderApp({
      path: '/lobby/member',
      token: TOKEN,
      handlers: {
        ...handlers(),
        getUserInfo: () => {
          n += 1;
          if (n === 2) throw new BusinessError('getUserInfo', 1042, 'nope');
          return { errcode: 0, user: USER };
        },
      },
    });
    expect(await screen.findByText(/\(code 1042\)/)).toBeInTheDocument();
    expect(screen.queryByText('Player100001')).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Player100001')).toBeInTheDocument();
  });
});

describe('wallet overview', () => {
  it('shows balance, safebox, points and the open first-deposit bonus, marking the wallet of the address', async () => {
    const user = { ...USER, coin: 50_000, safebox: 12_300, lottery: 4_550, hasSafeboxPassword: 1 as const };
    await renderApp({ path: '/lobby/wallets/safebox', token: TOKEN, handlers: handlers({ user }) });
    const safebox = await screen.findByRole('region', { name: 'Safebox' });
    expect(safebox).toHaveAttribute('aria-current', 'true');
    expect(within(safebox).getByText('฿123.00')).toBeInTheDocument();
    expect(within(safebox).getByText('Your safebox password is set.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByTestId('wallet-coin')).toHaveTextContent(
      '฿500.00',
    );
    expect(screen.getByRole('region', { name: 'Balance' })).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('region', { name: 'Bonus points' })).getByText('45.50')).toBeInTheDocument();
    const bonus = screen.getByRole('region', { name: 'Bonuses' });
    expect(within(bonus).getByText('First-deposit bonus ฿300.00')).toBeInTheDocument();
    expect(within(bonus).getByText('Credited with your first completed deposit.')).toBeInTheDocument();
    expect(within(bonus).getByText('App bonus ฿20.00 on your first login in the Android app')).toBeInTheDocument();
  });

  it('says the first-deposit bonus was received once the player has deposited; no bonus → empty state', async () => {
    await renderApp({
      path: '/lobby/wallets/bonus',
      token: TOKEN,
      handlers: handlers({ member: { firstRecharge: 1 } }),
    });
    expect(await screen.findByText('Received with your first deposit.')).toBeInTheDocument();
    cleanup();
    const none = handlers();
    const config = { ...LOBBY_CONFIG, appUserLevelConfigList: LEVELS, firstDepositBonus: 0, appLoginBonus: 0 };
    await renderApp({
      path: '/lobby/wallets/overview',
      token: TOKEN,
      layout: 'desktop',
      handlers: {
        ...none,
        getAfterLoginInfoWeb: () => ({ errcode: 0, code: 200, ...MEMBER_ANSWER, ...config, appGameList: [] }),
      },
    });
    expect(await screen.findByText('No bonuses are offered right now.')).toBeInTheDocument();
  });

  it('an unknown wallet id is a not-found state with a way back, on both tables', async () => {
    const app = await renderApp({ path: '/lobby/wallets/nope', token: TOKEN, handlers: handlers() });
    expect(await screen.findByText('There is no wallet page at this address.')).toBeInTheDocument();
    expect(called(app.calls, 'getUserInfo')).toBe(1);
    await app.user.click(screen.getByRole('link', { name: 'Go to the wallet overview' }));
    expect(await screen.findByRole('region', { name: 'Balance' })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: '/lobby/wallets/123', token: TOKEN, layout: 'desktop', handlers: handlers() });
    expect(await screen.findByRole('link', { name: 'Go to the wallet overview' })).toBeInTheDocument();
  });
});

describe('wallet overview: cash, bonus money, withdrawable and wagering (issue 25 §4)', () => {
  const user = { ...USER, coin: 250_000 };
  const balance = () => screen.findByRole('region', { name: 'Balance' });

  it('without bonus money shows only what can be withdrawn: the whole balance, no bonus lines, no bar', async () => {
    await renderApp({ path: '/lobby/wallets/overview', token: TOKEN, handlers: handlers({ user }) });
    const card = await balance();
    await within(card).findByTestId('bonus-wallet');
    expect(within(card).getByTestId('bonus-wallet-withdrawable')).toHaveTextContent('฿2,500.00');
    expect(within(card).getByText('Can be withdrawn now')).toBeInTheDocument();
    expect(within(card).queryByText('Bonus money')).not.toBeInTheDocument();
    expect(within(card).queryByText('Cash')).not.toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('with a bonus being wagered shows cash, bonus, withdrawable and the progress as text and bar (th-TH too)', async () => {
    await renderApp({
      path: '/lobby/wallets/balance',
      token: TOKEN,
      handlers: {
        ...handlers({ user }),
        getBonusWallet: () => ({ ...bonusWallet(250_000, 100_000, 40_000), multiple: 3 }),
      },
    });
    const card = await balance();
    expect(card).toHaveAttribute('aria-current', 'true');
    const shown = await within(card).findByTestId('bonus-wallet');
    expect(shown).toHaveTextContent('Cash฿1,500.00');
    expect(shown).toHaveTextContent('Bonus money฿1,000.00');
    expect(within(card).getByTestId('bonus-wallet-withdrawable')).toHaveTextContent('฿1,500.00');
    const bar = within(card).getByRole('progressbar', { name: 'Bonus wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    const progress = '฿400.00 of ฿1,000.00 bet; ฿600.00 more to bet before the bonus can be withdrawn';
    expect(bar).toHaveAttribute('aria-valuetext', progress);
    expect(within(card).getByTestId('bonus-wallet-progress')).toHaveTextContent(progress);
    expect(
      within(card).getByText('Bonus money must be bet 3× in games; then it becomes cash you can withdraw.'),
    ).toBeInTheDocument();
    cleanup();

    await renderApp({
      path: '/lobby/wallets/overview',
      token: TOKEN,
      locale: 'th-TH',
      layout: 'desktop',
      handlers: { ...handlers({ user }), getBonusWallet: () => bonusWallet(250_000, 100_000, 40_000) },
    });
    const th = await screen.findByTestId('bonus-wallet');
    expect(th).toHaveTextContent('เงินสด฿1,500.00');
    expect(th).toHaveTextContent('เงินโบนัส฿1,000.00');
    expect(th).toHaveTextContent('ถอนได้ตอนนี้฿1,500.00');
    expect(screen.getByRole('progressbar', { name: 'ยอดเทิร์นโบนัส' })).toHaveAttribute('aria-valuenow', '40');
    expect(th).toHaveTextContent('เดิมพันแล้ว ฿400.00 จาก ฿1,000.00 ต้องเดิมพันอีก ฿600.00 ก่อนถอนโบนัสได้');
    expect(th.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('shows loading until the figures arrive', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await renderApp({
      path: '/lobby/wallets/overview',
      token: TOKEN,
      handlers: { ...handlers({ user }), getBonusWallet: () => held.then(() => bonusWallet(250_000, 50_000)) },
    });
    await screen.findByText('Loading…');
    expect(screen.queryByTestId('bonus-wallet')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByTestId('bonus-wallet')).toHaveTextContent('Bonus money฿500.00');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('a failed read shows why with a retry; a double tap on retry loads once', async () => {
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const app = await renderApp({
      path: '/lobby/wallets/overview',
      token: TOKEN,
      handlers: {
        ...handlers({ user }),
        getBonusWallet: () => {
          calls += 1;
          if (calls === 1) throw new BusinessError('getBonusWallet', 500, 'down');
          return held.then(() => bonusWallet(250_000, 100_000, 10_000));
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    await app.user.dblClick(retry);
    await screen.findByText('Loading…');
    await act(async () => release());
    expect(await screen.findByTestId('bonus-wallet-progress')).toHaveTextContent('฿100.00 of ฿1,000.00 bet');
    expect(calls).toBe(2);
  });

  it("loads the figures again when the balance moves (the header's refresh), not when it stays", async () => {
    let wagered = 10_000;
    let coin = 250_000;
    const app = await renderApp({
      path: '/lobby/wallets/overview',
      token: TOKEN,
      layout: 'desktop',
      handlers: {
        ...handlers({ user }),
        getUserInfo: () => ({ errcode: 0, user: { ...user, coin } }),
        getBonusWallet: () => bonusWallet(coin, 100_000, wagered),
        refreshData: () => ({ errcode: 0, coin, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
      },
    });
    expect(await screen.findByTestId('bonus-wallet-progress')).toHaveTextContent('฿100.00 of ฿1,000.00 bet');
    const before = called(app.calls, 'getBonusWallet');
    // A round played in another tab: 300.00 bet, 200.00 lost.
    coin = 230_000;
    wagered = 40_000;
    await app.user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('฿400.00 of ฿1,000.00 bet', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('bonus-wallet-withdrawable')).toHaveTextContent('฿1,300.00');
    expect(called(app.calls, 'getBonusWallet')).toBe(before + 1);
    // The reload reported the same balance to the session: nothing more to load.
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(called(app.calls, 'getBonusWallet')).toBe(before + 1);
  });
});

describe('/lobby/games', () => {
  it('lists the types that are on with their brands; a brand opens home on that type and brand', async () => {
    const app = await renderApp({ path: '/lobby/games', token: TOKEN, handlers: handlers() });
    const types = await screen.findByRole('list', { name: 'Game types' });
    const typeLinks = within(types)
      .getAllByRole('link')
      .filter((l) => !l.getAttribute('aria-label'))
      .map((l) => l.textContent);
    // Sports (status 0) is left out; 24 games over 6 types: 4 each; the names are the lobby's.
    expect(typeLinks).toEqual(['Slots4 games', 'Fishing4 games', 'Poker4 games', 'Live casino4 games', 'Games4 games']);
    const slots = within(types).getByRole('list', { name: 'Slots providers' });
    expect(
      within(slots)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Jadewave', 'Starforge']);
    // A click that loads a lazy page, inside an awaited act (see tests/views/shell-fixtures.ts `press`).
    await act(() => app.user.click(within(slots).getByRole('link', { name: 'Jadewave – Slots, 2 games' })));
    await waitFor(() => expect(app.location()).toBe('/lobby/home'));
    expect(await screen.findByRole('tab', { name: 'Slots', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jadewave', pressed: true })).toBeInTheDocument();
  });

  it('shows the empty state when no game is open', async () => {
    const config = { ...LOBBY_CONFIG, appUserLevelConfigList: LEVELS };
    await renderApp({
      path: '/lobby/games',
      token: TOKEN,
      locale: 'th-TH',
      handlers: {
        ...handlers(),
        anonymousAppConfig: () => ({ errcode: 0, ...config, appGameList: [] }),
        getAfterLoginInfoWeb: () => ({ errcode: 0, code: 200, ...MEMBER_ANSWER, ...config, appGameList: [] }),
      },
    });
    expect(await screen.findByText('ขณะนี้ยังไม่มีเกมที่เปิดให้เล่น')).toBeInTheDocument();
  });
});

describe('/reward/detail/{id}', () => {
  const ACTIVITY = { id: 15, name: 'Sign-up Bonus', sort: 1, startTime: Date.UTC(2026, 10, 1), endTime: 0, icon: '' };
  const activities = (ids: number[]) => () => ({
    errcode: 0,
    activityIds: ids,
    activityMap: {
      '15': ACTIVITY,
      '39': { ...ACTIVITY, id: 39, name: 'First Charge', endTime: Date.UTC(2026, 11, 31) },
    },
    isBankrupt: 0,
    hasTurntable: 0,
    totalRecharge: 0,
    loginPaying: 0,
    homeVideo: null,
  });

  it("shows the reward's name, period, what it is, how to get it and a button to its activity", async () => {
    await renderApp({
      path: '/reward/detail/39',
      token: TOKEN,
      handlers: { ...handlers(), getActivityIds: activities([15, 39]) },
    });
    expect(await screen.findByRole('heading', { name: 'First charge' })).toBeInTheDocument();
    expect(screen.getByText('Nov 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(screen.getByText('Packages for your first deposit, worth more than their price.')).toBeInTheDocument();
    expect(screen.getByText('Buy a package, then claim its gifts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the activity' })).toHaveAttribute('href', '/activity/firstCharge');
  });

  it('loads, fails with a retry, and says not found for an id that is not open to the player', async () => {
    let n = 0;
    const app = await renderApp({
      path: '/reward/detail/17',
      token: TOKEN,
      handlers: {
        ...handlers(),
        getActivityIds: () => {
          n += 1;
          if (n === 1) throw Object.assign(new Error('slow'), { kind: 'timeout' });
          return activities([15, 39])();
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This reward is not open to you.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Back to rewards' }));
    await waitFor(() => expect(app.location()).toBe('/lobby/rewards'));
  });
});
