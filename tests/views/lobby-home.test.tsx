// @vitest-environment jsdom
/** The lobby: home tab, tiles and likes, Collect, type tabs (2,000 games, windowed), search, /start, notices. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { activityPathOn } from '../../contract/paths';
import { fail } from '../helpers/render';
import { lobbyGames, lobbyHandlers, TOKEN } from './lobby-fixtures';
import { mount, press } from './shell-fixtures';

beforeAll(() => {
  // jsdom lays nothing out: give every element a size so the windowed grid measures rows of 100 px.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () =>
      ({
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        bottom: 100,
        right: 375,
        width: 375,
        height: 100,
        toJSON: () => ({}),
      }) as DOMRect,
  );
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 100 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 375 });
});
afterEach(() => cleanup());

const GAMES = lobbyGames(60);
const tab = (name: string) => screen.findByRole('tab', { name });

describe('home tab (visitor)', () => {
  it('shows the banners (sign-up hidden when not active), video, reward entries, ticker and hot games in rows of 5', async () => {
    await mount({ path: '/lobby/home', handlers: lobbyHandlers(GAMES) });
    expect(await screen.findByRole('tab', { name: 'Home' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const banner = await screen.findByRole('region', { name: 'Promotions' });
    const sources = () => [...banner.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    // The first slide's image comes with the page; the others once the carousel starts (a touch here).
    expect(sources()).toEqual(['/static/banner/2.svg']);
    fireEvent.pointerDown(banner.querySelector('[aria-roledescription="slide"]')!);
    // Sign-up (15) is not active for a visitor; bind shows (no mobile); game and tasks banners show.
    await waitFor(() =>
      expect(sources()).toEqual(['/static/banner/2.svg', '/static/banner/3.svg', '/static/banner/6.svg']),
    );
    expect([...banner.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/bind',
      '/start?gameId=1001',
      '/lobby/task',
    ]);
    expect(await screen.findByRole('region', { name: 'Promotional video' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Featured rewards' })).toBeInTheDocument();
    const ticker = await screen.findByRole('region', { name: 'Big wins' });
    expect(ticker).toHaveTextContent('081****678 won ฿2,500.00 in Tiger');
    expect(ticker).toHaveTextContent(/\d{1,2}:\d{2}\s?(AM|PM)/);
    const hot = screen.getByRole('list', { name: 'Hot games' });
    const names = within(hot)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // hot=1, showType=0, by hotSort: 1019 … 1001 (1020 has showType 1).
    expect(names).toHaveLength(19);
    expect(names[0]).toContain('Game 1019');
    expect(names.at(-1)).toContain('Tiger');
  });

  it.each([
    ['en-US', '09****5678 opened a New Year red packet of ฿88.00', 'Big wins', /Nov 14, 2023/],
    // Thai: the Buddhist Era year with พ.ศ. and the 24-hour clock with น. (toHaveTextContent reads its no-break
    // space as a space).
    ['th-TH', '09****5678 เปิดอั่งเปาปีใหม่ได้ ฿88.00', 'รางวัลใหญ่ล่าสุด', /^14 พ\.ย\. พ\.ศ\. 2566 \d{2}:13 น\.$/],
  ] as const)('the ticker names the New Year packets opened (newYearList), %s', async (locale, line, label, date) => {
    const packet = { phone: '09****5678', amount: 8_800, timestamp: Date.UTC(2023, 10, 14, 6, 13) };
    await mount({
      path: '/lobby/home',
      locale,
      handlers: {
        ...lobbyHandlers(GAMES),
        anonymousLobbyTips: () => ({ errcode: 0, jackpotList: [], newYearList: [packet] }),
      },
    });
    const ticker = await screen.findByRole('region', { name: label }, { timeout: 5000 });
    expect(ticker).toHaveTextContent(line);
    // Date and time in the player's locale (a packet may be from an earlier day of the season).
    expect(ticker.querySelector('time')).toHaveTextContent(date);
    expect(ticker.querySelector('time')).toHaveAttribute('datetime', new Date(packet.timestamp).toISOString());
  });

  it('the ticker tells a big win’s time on the 24-hour clock in Thai (14:05 น., no AM/PM)', async () => {
    await mount({ path: '/lobby/home', locale: 'th-TH', handlers: lobbyHandlers(GAMES) });
    const ticker = await screen.findByRole('region', { name: 'รางวัลใหญ่ล่าสุด' }, { timeout: 5000 });
    const time = await waitFor(() => {
      const text = ticker.querySelector('time')?.textContent ?? '';
      expect(text).not.toBe('');
      return text;
    });
    expect(time).toMatch(/^\d{2}:05\u00a0น\.$/);
    expect(ticker.textContent).not.toMatch(/AM|PM/);
  });

  it('marks tiles: maintenance (game or brand) without a link, else hot, else new', async () => {
    await mount({ path: '/lobby/home', handlers: lobbyHandlers(GAMES) });
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    const tile = (id: number) => hot.querySelector(`[data-game-id="${id}"]`) as HTMLElement;
    expect(tile(1003)).toHaveTextContent('Maintenance');
    expect(within(tile(1003)).queryByRole('link')).toBeNull();
    expect(tile(1004)).toHaveTextContent('Maintenance'); // brand 4 in maintenance
    expect(tile(1001)).toHaveTextContent('Hot');
    expect(within(tile(1001)).getByRole('link', { name: 'Tiger' })).toHaveAttribute('href', '/start?gameId=1001');
  });

  it('green mode hides the video, the reward entries and the ticker, and loads neither', async () => {
    const app = await mount({ path: '/lobby/home', handlers: lobbyHandlers(GAMES, { config: { mode: 'green' } }) });
    await screen.findByRole('region', { name: 'Promotions' });
    await screen.findByRole('list', { name: 'Hot games' });
    expect(screen.queryByRole('region', { name: 'Promotional video' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Featured rewards' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Big wins' })).toBeNull();
    expect(app.calls.map((c) => c.operationId)).not.toContain('anonymousLobbyTips');
  });

  it('a visitor’s like goes to /login', async () => {
    const app = await mount({ path: '/lobby/home', handlers: lobbyHandlers(GAMES) });
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    await press(app, within(hot).getByRole('button', { name: 'Add Tiger to favourites' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.calls.map((c) => c.operationId)).not.toContain('gameLike');
  });
});

describe('likes and Collect (member)', () => {
  it('a like shows at once in Collect; an unlike answered 1004 stays; history is most recent first', async () => {
    const handlers = {
      ...lobbyHandlers(GAMES, { member: { gameHistory: [1005, 1001, 99999], gameLikes: { '1002': 1, '77777': 1 } } }),
      gameLike: (body: Record<string, unknown>) =>
        body.like === 1 ? { errcode: 0, gameLikes: { '1002': 1, [String(body.id)]: 1 } } : fail('gameLike', 1004),
    };
    const app = await mount({ path: '/lobby/home', token: TOKEN, handlers });
    const hot = await screen.findByRole('list', { name: 'Hot games' });
    await press(app, within(hot).getByRole('button', { name: 'Add Tiger to favourites' }));
    expect(within(hot).getByRole('button', { name: 'Remove Tiger from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(app.calls.find((c) => c.operationId === 'gameLike')?.body).toEqual({ id: 1001, like: 1 }),
    );
    await press(app, await tab('Collect'));
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    // Only games that exist (77777 is not in the list).
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Tiger', 'Lucky Neko']);
    // Unliking answers 1004 (nothing to change): no action, the game stays out, no message.
    await press(app, within(favourites).getByRole('button', { name: 'Remove Lucky Neko from favourites' }));
    await waitFor(() =>
      expect(app.calls.filter((c) => c.operationId === 'gameLike').at(-1)?.body).toEqual({ id: 1002, like: 0 }),
    );
    await waitFor(() =>
      expect(
        within(favourites)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Tiger']),
    );
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    await press(app, screen.getByRole('button', { name: /History/ }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Game 1005', 'Tiger']);
  });
});

describe('type tabs with 2,000 games', () => {
  it('windows the grid: a few rows in the DOM, others as the page scrolls; brand sub-tabs filter', async () => {
    const games = lobbyGames(2000);
    const app = await mount({ path: '/lobby/home', handlers: lobbyHandlers(games) });
    await press(app, await tab('Slots'));
    const grid = await screen.findByRole('list', { name: 'Game list' });
    const slots = games.filter((g) => g.typeId === 1 && g.status === 1);
    expect(screen.getByText(`${slots.length} games`)).toBeInTheDocument();
    const shown = () =>
      within(grid)
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(shown().length).toBeGreaterThan(8);
    expect(shown().length).toBeLessThan(100);
    expect(shown()[0]).toBe('Tiger');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 20_000, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(shown()).not.toContain('Tiger'));
    expect(shown().length).toBeLessThan(100);
    // The brands with slots, by sort: Jadewave (8) before Starforge (10).
    const brands = screen.getByRole('group', { name: 'Game brands' });
    expect(
      within(brands)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Jadewave', 'Starforge']);
    await press(app, within(brands).getByRole('button', { name: 'Jadewave' }));
    const lotus = slots.filter((g) => g.brandId === 3);
    expect(screen.getByText(`${lotus.length} games`)).toBeInTheDocument();
    // Types: only status 1, by sort (Sports is off).
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Home',
      'Collect',
      'Slots',
      'Fishing',
      'Poker',
      'Live casino',
      'Games',
    ]);
  });

  it('a history state preselects the type and the brand', async () => {
    await mount({
      path: { pathname: '/lobby/home', state: { typeId: 2, brandId: 2 } } as never,
      handlers: lobbyHandlers(GAMES),
    });
    expect(await tab('Fishing')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Lotus Bay' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('search', () => {
  it('has an empty state, a no-result state and finds games across types', async () => {
    const app = await mount({ path: '/search', handlers: lobbyHandlers(GAMES) });
    const box = await screen.findByRole('searchbox', { name: 'Game name' });
    expect(screen.getByText('Type a game name to search every category.')).toBeInTheDocument();
    await act(() => app.user.type(box, 'zzz'));
    expect(await screen.findByText('No game matches “zzz”.')).toBeInTheDocument();
    await act(() => app.user.clear(box));
    await act(() => app.user.type(box, 'game 104'));
    const results = await screen.findByRole('list', { name: 'Search results' });
    // 1040–1049 and 1004: types 4 (Sports, off) included? Search is by name across every game that is on.
    expect(within(results).getAllByRole('listitem').length).toBe(10);
    expect(app.location()).toBe('/search?q=game+104');
  });
});

describe('/start', () => {
  const start = (over = {}) => ({
    ...lobbyHandlers(GAMES),
    startGame: (b: Record<string, unknown>) => ({
      errcode: 0,
      gameId: b.gameId,
      gameUrl: '/sandbox/game/s1',
      gameHistory: [b.gameId],
    }),
    exitGame: () => ({ errcode: 0, coin: 900 }),
    refreshData: () => ({ errcode: 0, coin: 900, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 100 }),
    ...over,
  });

  it('plays the game in a frame and leaves with exitGame and a balance refresh', async () => {
    const app = await mount({ path: '/start?gameId=1001', token: TOKEN, handlers: start() });
    const frame = await screen.findByTitle('Tiger');
    expect(frame).toHaveAttribute('src', '/sandbox/game/s1');
    expect(app.root.session.getSnapshot().context.player?.gameHistory).toEqual([1001]);
    expect(app.root.session.getSnapshot().context.gameId).toBe(1001);
    await press(app, screen.getByRole('button', { name: /Exit/ }));
    await waitFor(() => expect(app.location()).toBe('/lobby/home'));
    const ops = app.calls.map((c) => c.operationId);
    expect(ops.indexOf('exitGame')).toBeGreaterThan(ops.indexOf('startGame'));
    expect(ops.indexOf('refreshData')).toBeGreaterThan(ops.indexOf('exitGame'));
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(900);
    expect(app.root.session.getSnapshot().context.gameId).toBeNull();
  });

  it('leaving the page while playing (back button) still ends the game and refreshes the balance', async () => {
    const app = await mount({ path: '/start?gameId=1001', token: TOKEN, handlers: start() });
    await screen.findByTitle('Tiger');
    await act(async () => app.root.perform({ type: 'navigate', to: '/lobby/home' }));
    await waitFor(() => expect(app.calls.map((c) => c.operationId)).toContain('refreshData'));
    const ops = app.calls.map((c) => c.operationId);
    expect(ops.indexOf('exitGame')).toBeGreaterThan(ops.indexOf('startGame'));
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(900));
    expect(app.root.session.getSnapshot().context.gameId).toBeNull();
  });

  it('frames the game sandboxed like the payment and chat frames: no allow-same-origin (issue 35 §1)', async () => {
    await mount({ path: '/start?gameId=1001', token: TOKEN, handlers: start() });
    const frame = await screen.findByTitle('Tiger');
    const tokens = (frame.getAttribute('sandbox') ?? 'none').split(/\s+/);
    expect(frame.hasAttribute('sandbox')).toBe(true);
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-top-navigation');
    expect(tokens).not.toContain('allow-popups-to-escape-sandbox');
  });

  it('relays the game frame’s balance messages to the header balance, from that frame only', async () => {
    const app = await mount({ path: '/start?gameId=1001', token: TOKEN, handlers: start() });
    const frame = (await screen.findByTitle('Tiger')) as HTMLIFrameElement;
    await act(async () => {
      // The sandboxed frame's messages carry the origin "null": its window is what says who sent them.
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-game:balance', coin: 4321 },
          origin: 'null',
          source: frame.contentWindow,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-game:balance', coin: 1 },
          origin: window.location.origin,
          source: window,
        }),
      );
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'sandbox-game:balance', coin: 2 },
          origin: 'null',
        }),
      );
    });
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(4321);
  });

  it('a game in maintenance cannot start', async () => {
    const app = await mount({ path: '/start?gameId=1003', token: TOKEN, handlers: start() });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is under maintenance');
    expect(app.calls.map((c) => c.operationId)).not.toContain('startGame');
  });

  it('a failed start can be retried', async () => {
    let n = 0;
    const app = await mount({
      path: '/start?gameId=1001',
      token: TOKEN,
      handlers: start({
        startGame: () =>
          ++n === 1
            ? fail('startGame', 9)
            : { errcode: 0, gameId: 1001, gameUrl: '/sandbox/game/s2', gameHistory: [1001] },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The game could not start.');
    await press(app, screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Tiger')).toHaveAttribute('src', '/sandbox/game/s2');
  });
});

describe('notices', () => {
  it('lists the notices filtered like banners and shows one with its HTML made safe', async () => {
    const app = await mount({ path: '/lobby/notice', handlers: lobbyHandlers(GAMES) });
    const links = await screen.findAllByRole('link', { name: /Welcome|Verify|Sign-up/ });
    // Sign-up bonus (activity 15) is not active for a visitor.
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/notice/detail/1', '/notice/detail/3']);
    await press(app, links[0]!);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('Welcome!').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('a javascript: link stays text; a notice with a target offers it', async () => {
    await mount({ path: '/notice/detail/3', handlers: lobbyHandlers(GAMES) });
    expect(await screen.findByText('now')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Go to the offer' })).toHaveAttribute('href', '/walletsKyc');
  });
});

describe("favourites page (the left menu's Favourites)", () => {
  it.each([
    ['mobile', '/profile/favorites'],
    ['desktop', '/lobby/favorites'],
  ] as const)('lists the liked games that exist and the history on %s (%s)', async (layout, path) => {
    const handlers = lobbyHandlers(GAMES, {
      member: { gameHistory: [1005, 1001, 99999], gameLikes: { '1002': 1, '77777': 1 } },
    });
    const app = await mount({ path, layout, token: TOKEN, handlers });
    expect(await screen.findByRole('heading', { name: 'Favourites', level: 1 })).toBeInTheDocument();
    const favourites = await screen.findByRole('list', { name: 'Favourites' });
    expect(
      within(favourites)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Lucky Neko']);
    await press(app, screen.getByRole('button', { name: /History/ }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toHaveLength(2);
  });
});

describe('rewards list', () => {
  it.each(['desktop', 'mobile'] as const)(
    'lists the sign-up bonus apart, then the other open activities by sort, by the §5 rules (%s)',
    async (layout) => {
      const activity = (id: number, name: string, sort: number) => ({
        id,
        name,
        sort,
        startTime: 0,
        endTime: 0,
        icon: '',
      });
      const map = Object.fromEntries(
        [
          activity(15, 'Sign-up Bonus', 3),
          activity(26, 'Agent', 1),
          activity(30, 'Supply', 2),
          activity(31, 'Agent Count', 5),
          activity(39, 'First Charge', 4),
        ].map((a) => [String(a.id), a]),
      );
      await mount({
        path: '/lobby/rewards',
        layout,
        token: TOKEN,
        handlers: {
          ...lobbyHandlers(GAMES),
          getActivityIds: () => ({
            errcode: 0,
            activityIds: [15, 26, 30, 31, 39],
            activityMap: map,
            isBankrupt: 0,
            hasTurntable: 0,
            totalRecharge: 0,
            loginPaying: 0,
            homeVideo: null,
          }),
        },
      });
      const rewards = await screen.findByRole('region', { name: 'Rewards' });
      expect(
        within(rewards)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
        // Each layout's own page for the activity (the desktop table has no /activity/* pages).
      ).toEqual([['Sign-up bonus', activityPathOn(layout, ACTIVITY.SignUpBonus)]]);
      const others = screen.getByRole('region', { name: 'Activities' });
      expect(
        within(others)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['First charge', activityPathOn(layout, ACTIVITY.FirstCharge)],
        ['Agent count', activityPathOn(layout, ACTIVITY.AgentCount)],
      ]);
    },
  );
});
