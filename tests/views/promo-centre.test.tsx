// @vitest-environment jsdom
/**
 * The activity centre (issue 15 §1): /activity/index and /lobby/activity (mobile), /lobby/rewards (both
 * layouts) show the one activity list — loading, empty, failed with retry, Supply only when bankrupt, Agent
 * hidden when AgentCount exists — each entry opening the one page of its activity (`activityPathOn`); an
 * activity with no page of its own is explained (its detail on mobile, the centre's dialog on desktop).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../contract/ids';
import { PATH, activity, activityPathOn, rewardDetail } from '../../contract/paths';
import type { Handler } from '../helpers/render';
import { lobbyGames, lobbyHandlers, TOKEN } from './lobby-fixtures';
import { mount, press } from './shell-fixtures';

afterEach(() => cleanup());

const GAMES = lobbyGames(10);

const entry = (id: number, name: string, sort: number) => ({
  id,
  name,
  sort,
  startTime: Date.UTC(2026, 0, 1),
  endTime: 0,
  icon: '',
});
const MAP = Object.fromEntries(
  [
    entry(15, 'Sign-up Bonus', 3),
    entry(26, 'Agent', 1),
    entry(30, 'Supply', 2),
    entry(31, 'Agent Count', 5),
    entry(39, 'First Charge', 4),
    entry(8, 'VIP', 6),
    entry(28, 'Accumulated Recharge', 7),
  ].map((a) => [String(a.id), a]),
);

/** getActivityIds answering `ids` (bankrupt or not); counts its calls. */
function activities(ids: number[], bankrupt = false) {
  const counter = { calls: 0 };
  const handler: Handler = () => {
    counter.calls += 1;
    return {
      errcode: 0,
      activityIds: ids,
      activityMap: Object.fromEntries(ids.filter((id) => MAP[String(id)]).map((id) => [String(id), MAP[String(id)]])),
      isBankrupt: bankrupt ? 1 : 0,
      hasTurntable: 0,
      totalRecharge: 0,
      loginPaying: 0,
      homeVideo: null,
    };
  };
  return { counter, handler };
}

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

async function centre(path: string, handler: Handler, layout: 'mobile' | 'desktop' = 'mobile', locale?: 'th-TH') {
  return mount({
    path,
    layout,
    token: TOKEN,
    locale,
    handlers: { ...lobbyHandlers(GAMES), getActivityIds: handler },
  });
}

describe('activity centre: the §5 listing', () => {
  it('/activity/index: the sign-up bonus apart, the others by sort, each saying what it is and opening its page', async () => {
    const { handler } = activities([15, 26, 30, 31, 39, 8, 42]);
    await centre(activity('index'), handler);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity centre' })).toBeInTheDocument();
    const rewards = await screen.findByRole('region', { name: 'Rewards' });
    expect(links(rewards)).toEqual([['Sign-up bonus', activityPathOn('mobile', ACTIVITY.SignUpBonus)]]);
    const others = screen.getByRole('region', { name: 'Activities' });
    // Not bankrupt: no Supply; AgentCount exists: no Agent; 42 (tasks) has no map entry: not listed.
    expect(links(others)).toEqual([
      ['First charge', '/activity/firstCharge'],
      ['Agent count', '/activity/agentCount'],
      ['VIP privileges', '/activity/vipRebate'],
    ]);
    // Each card says what the activity is (its description, outside the link's name).
    const first = within(others).getByRole('link', { name: 'First charge' });
    expect(first).toHaveAccessibleDescription(/./);
  });

  it('lists Supply only when the player is bankrupt, Agent only without AgentCount', async () => {
    const { handler } = activities([26, 30, 39], true);
    await centre(PATH.activities, handler);
    const others = await screen.findByRole('region', { name: 'Activities' });
    expect(links(others).map(([name]) => name)).toEqual(['Agent', 'Bankruptcy supply', 'First charge']);
    expect(within(others).getByRole('link', { name: 'Bankruptcy supply' })).toHaveAttribute(
      'href',
      activityPathOn('mobile', ACTIVITY.Supply),
    );
    expect(within(others).getByRole('link', { name: 'Agent' })).toHaveAttribute(
      'href',
      activityPathOn('mobile', ACTIVITY.Agent),
    );
    cleanup();

    const notBankrupt = activities([26, 30, 39], false);
    await centre(PATH.activities, notBankrupt.handler);
    const list = await screen.findByRole('region', { name: 'Activities' });
    expect(links(list).map(([name]) => name)).toEqual(['Agent', 'First charge']);
  });

  it('says so when nothing is open (empty), with no reward list', async () => {
    const { handler } = activities([]);
    await centre(activity('index'), handler);
    expect(await screen.findByText('No activities are open right now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rewards' })).toBeNull();
  });

  it('shows loading, then a failure with retry; a double tap on retry loads once', async () => {
    let failing = true;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ok = activities([39]);
    let calls = 0;
    const handler: Handler = async (body) => {
      calls += 1;
      await gate;
      if (failing) throw Object.assign(new Error('slow'), { kind: 'timeout' });
      return ok.handler(body);
    };
    const app = await centre(activity('index'), handler);
    // Loading… shows (the lazy page's fallback, then the page's own: a found node may be replaced at once).
    await screen.findByText('Loading…');
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => release());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('region', { name: 'Activities' })).toBeNull();
    failing = false;
    const before = calls;
    await act(async () => {
      await app.user.dblClick(retry);
    });
    const others = await screen.findByRole('region', { name: 'Activities' });
    expect(links(others)).toEqual([['First charge', '/activity/firstCharge']]);
    expect(calls - before).toBe(1);
  });

  it('asks a visitor to log in on /lobby/rewards and loads nothing', async () => {
    const { counter, handler } = activities([39]);
    await mount({ path: PATH.rewards, handlers: { ...lobbyHandlers(GAMES), getActivityIds: handler } });
    expect(await screen.findByText('Log in to see the activities open to you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', PATH.login);
    expect(counter.calls).toBe(0);
  });

  it('is Thai in th-TH', async () => {
    const { handler } = activities([15, 39]);
    await centre(activity('index'), handler, 'mobile', 'th-TH');
    expect(await screen.findByRole('heading', { level: 1, name: 'ศูนย์กิจกรรม' })).toBeInTheDocument();
    const others = await screen.findByRole('region', { name: 'กิจกรรม' });
    expect(within(others).getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('main, body')!.textContent).not.toMatch(/First charge|Activity centre/);
  });
});

describe('activity centre: an entry opens its page', () => {
  it('mobile: an activity with no page opens its detail, which explains it without a button back to itself', async () => {
    const { handler } = activities([28, 39]);
    const app = await centre(activity('index'), handler);
    const accumulated = await screen.findByRole('link', { name: 'Accumulated recharge' });
    await press(app, accumulated);
    await waitFor(() => expect(app.location()).toBe(rewardDetail(ACTIVITY.AccumulatedRecharge)));
    expect(await screen.findByRole('heading', { name: 'Accumulated recharge' })).toBeInTheDocument();
    expect(await screen.findByText(/has no page of its own in the app yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the activity' })).toBeNull();
  });

  it('mobile: an activity with a page opens it (first charge)', async () => {
    const { handler } = activities([39]);
    const app = await centre(PATH.rewards, handler);
    await press(app, await screen.findByRole('link', { name: 'First charge' }));
    await waitFor(() => expect(app.location()).toBe('/activity/firstCharge'));
  });

  it('desktop: an activity with no desktop page is explained in the centre; closing returns to the list', async () => {
    const { handler } = activities([28, 39]);
    const app = await centre(PATH.rewards, handler, 'desktop');
    const accumulated = await screen.findByRole('link', { name: 'Accumulated recharge' });
    expect(accumulated).toHaveAttribute('href', activityPathOn('desktop', ACTIVITY.AccumulatedRecharge));
    await press(app, accumulated);
    await waitFor(() => expect(app.location()).toBe(`${PATH.rewards}?activity=28`));
    const dialog = await screen.findByRole('dialog', { name: 'Accumulated recharge' });
    expect(within(dialog).getByText('How to get it')).toBeInTheDocument();
    expect(within(dialog).getByText(/has no page of its own in the app yet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Go to the activity' })).toBeNull();
    await press(app, within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location()).toBe(PATH.rewards));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('desktop: first charge (a popup there, a page on mobile) is explained with the way to it from home', async () => {
    const { handler } = activities([39]);
    const app = await centre(PATH.rewards, handler, 'desktop');
    await press(app, await screen.findByRole('link', { name: 'First charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'First charge' });
    expect(within(dialog).getByText(/opens as a window on the home page/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/no page of its own/)).toBeNull();
    await press(app, within(dialog).getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(app.location()).toBe(PATH.home));
  });

  it('desktop: an id that is not open says so', async () => {
    const { handler } = activities([39]);
    await centre(`${PATH.rewards}?activity=26`, handler, 'desktop');
    const dialog = await screen.findByRole('dialog', { name: 'Activity' });
    expect(within(dialog).getByText(/not open to you now/)).toBeInTheDocument();
  });

  it('desktop: the mobile centre addresses lead to the desktop centre', async () => {
    const { handler } = activities([39]);
    const app = await centre(activity('index'), handler, 'desktop');
    await waitFor(() => expect(app.location()).toBe(PATH.rewards));
    expect(await screen.findByRole('region', { name: 'Activities' })).toBeInTheDocument();
  });
});
